/** Spec 000 sections 2 and 9: the unread badge shows the count, '9+' above 9, and nothing at 0. */
export const UNREAD_BADGE_MAX = 9;

export function unreadBadgeLabel(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}
