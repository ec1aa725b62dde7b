/**
 * Swipe-to-delete on a set row (spec 000 sections 4 and 9): swiping left by more than 50 px
 * reveals the delete button; swiping back (right) by more than 30 px hides it.
 */
export const SWIPE_REVEAL_PX = 50;
export const SWIPE_HIDE_PX = 30;
/** How far the row slides to show the delete button (beyond the spec: the button is 80 px wide). */
export const SWIPE_DELETE_WIDTH_PX = 80;

/** Whether the delete button shows after a horizontal drag of `deltaX` px (negative is left). */
export function swipeRevealed(revealed: boolean, deltaX: number): boolean {
  if (!revealed && deltaX < -SWIPE_REVEAL_PX) return true;
  if (revealed && deltaX > SWIPE_HIDE_PX) return false;
  return revealed;
}

/** Row offset in px while dragging, clamped between fully open and closed. */
export function swipeOffset(revealed: boolean, deltaX: number): number {
  const base = revealed ? -SWIPE_DELETE_WIDTH_PX : 0;
  return Math.min(0, Math.max(-SWIPE_DELETE_WIDTH_PX, base + deltaX));
}
