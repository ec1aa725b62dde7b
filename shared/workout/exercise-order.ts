/**
 * Exercise order of a live workout (spec 000 section 2): Move Up is hidden for the first
 * exercise and Move Down for the last; with exactly two exercises both move options show.
 */
export type MoveDirection = 'up' | 'down';

export interface MoveOptions {
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export function moveOptions(index: number, count: number): MoveOptions {
  if (index < 0 || index >= count) return { canMoveUp: false, canMoveDown: false };
  if (count === 2) return { canMoveUp: true, canMoveDown: true };
  return { canMoveUp: index > 0, canMoveDown: index < count - 1 };
}

/**
 * The move to send for a menu choice. With two exercises every move is the one possible swap, so
 * Move Up on the first (or Move Down on the last) swaps them too, instead of asking the server for
 * a move past the end (which it refuses). Null when there is nothing to move.
 */
export function resolveMove(index: number, count: number, direction: MoveDirection): MoveDirection | null {
  if (index < 0 || index >= count || count < 2) return null;
  if (direction === 'up' && index > 0) return 'up';
  if (direction === 'down' && index < count - 1) return 'down';
  return count === 2 ? (index === 0 ? 'down' : 'up') : null;
}

/** The order after moving `id` one place; the same array when it cannot move. */
export function moveInOrder<T>(order: readonly T[], id: T, direction: MoveDirection): readonly T[] {
  const index = order.indexOf(id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= order.length) return order;
  const next = [...order];
  next[index] = order[target] as T;
  next[target] = id;
  return next;
}

/** The order with `oldId` replaced by `newId` in place (or `oldId` dropped when `newId` is already there). */
export function replaceInOrder<T>(order: readonly T[], oldId: T, newId: T): readonly T[] {
  if (order.includes(newId)) return order.filter((id) => id !== oldId);
  return order.map((id) => (id === oldId ? newId : id));
}

/**
 * The exercises of a session in display order: its recorded order first, then any exercise that
 * only its sets mention (in the order the sets mention them).
 */
export function exerciseOrderOf(
  exerciseIds: readonly string[] | undefined,
  sets: ReadonlyArray<{ exerciseId: string; exerciseOrder: number }>,
): string[] {
  const order = [...new Set(exerciseIds ?? [])];
  const extra = [...sets]
    .sort((a, b) => a.exerciseOrder - b.exerciseOrder)
    .map((set) => set.exerciseId)
    .filter((id, index, all) => !order.includes(id) && all.indexOf(id) === index);
  return [...order, ...extra];
}
