/** Superset mode (spec 001 section 4): exercises saved together share a group letter. */

interface Grouped {
  supersetGroup: string | null;
}

/**
 * The next group letter: A for the first superset, then the count of groups already set (B, C, …). When that
 * letter is still in use (A's exercises all left while B stayed), the next free one, so two supersets never merge.
 */
export function nextSupersetLetter(entries: readonly Grouped[]): string {
  const groups = new Set(entries.map((entry) => entry.supersetGroup).filter((group): group is string => Boolean(group)));
  let code = 'A'.charCodeAt(0) + groups.size;
  while (groups.has(String.fromCharCode(code))) code += 1;
  return String.fromCharCode(code);
}

const SUPERSET_MIN_SELECTION = 2;
export const SUPERSET_TOO_FEW = 'Select at least 2 exercises to create a superset.';

/**
 * Puts the entries at `selected` indexes into a new superset. Fewer than two is refused with the spec's message.
 */
export function groupIntoSuperset<T extends Grouped>(entries: readonly T[], selected: readonly number[]): { entries: T[] } | { error: string } {
  const chosen = new Set(selected.filter((index) => index >= 0 && index < entries.length));
  if (chosen.size < SUPERSET_MIN_SELECTION) return { error: SUPERSET_TOO_FEW };
  const letter = nextSupersetLetter(entries.filter((_entry, index) => !chosen.has(index)));
  return { entries: entries.map((entry, index) => (chosen.has(index) ? { ...entry, supersetGroup: letter } : entry)) };
}

/** Taking an exercise out of its superset clears its group. */
export function removeFromSuperset<T extends Grouped>(entries: readonly T[], index: number): T[] {
  return entries.map((entry, position) => (position === index ? { ...entry, supersetGroup: null } : entry));
}
