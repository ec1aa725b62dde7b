/** The badge beside the header's Messages button: the count, '9+' above 9, nothing at 0. */
export const UNREAD_BADGE_MAX = 9;

export function unreadMessagesBadge(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** The Messages button's accessible name: 'Messages', or 'Messages, 3 unread'. */
export function messagesButtonLabel(count: number): string {
  const badge = unreadMessagesBadge(count);
  return badge ? `Messages, ${badge} unread` : 'Messages';
}
