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

/**
 * Issue 27: a superset's exercises are done together, so a workout started from a plan lists each group's exercises
 * one after another, where its first exercise is; the others keep their order.
 */
export function withSupersetsTogether<T extends Grouped>(entries: readonly T[]): T[] {
  const placed = new Set<number>();
  const ordered: T[] = [];
  entries.forEach((entry, index) => {
    if (placed.has(index)) return;
    entries.forEach((other, otherIndex) => {
      const together = otherIndex === index || (entry.supersetGroup !== null && other.supersetGroup === entry.supersetGroup);
      if (together && !placed.has(otherIndex)) {
        placed.add(otherIndex);
        ordered.push(other);
      }
    });
  });
  return ordered;
}

/** Consecutive items of one superset drawn as a group; an item without a group is a run of its own. */
export interface SupersetRun<T> {
  group: string | null;
  items: T[];
}

export function supersetRuns<T>(items: readonly T[], groupOf: (item: T) => string | null | undefined): SupersetRun<T>[] {
  const runs: SupersetRun<T>[] = [];
  for (const item of items) {
    const group = groupOf(item) || null;
    const last = runs[runs.length - 1];
    if (group !== null && last?.group === group) last.items.push(item);
    else runs.push({ group, items: [item] });
  }
  return runs;
}
