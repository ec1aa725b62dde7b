import { newLocalSet, type LocalSet } from './local-workout';

/** How routines and workouts store an exercise's sets (spec 000 and 001): counts, not rows. */
export interface SetCounts {
  /** Normal (working) sets. */
  sets: number;
  warmupSets: number;
}

/** The counts of a template's rows: warm-up rows and the rest. */
export function countsOf(sets: readonly LocalSet[]): SetCounts {
  const warmupSets = sets.filter((set) => set.isWarmup).length;
  return { sets: sets.length - warmupSets, warmupSets };
}

/** Rows for stored counts: the warm-ups first, then the normal sets. */
export function rowsFromCounts({ sets, warmupSets }: SetCounts): LocalSet[] {
  return [...Array.from({ length: Math.max(0, warmupSets) }, () => newLocalSet(true)), ...Array.from({ length: Math.max(0, sets) }, () => newLocalSet())];
}
