import { MAX_SETS, MAX_WARMUP_SETS, MIN_SETS } from '../../../../../shared/schemas/plans';
import { applyEntryEdit, ENTRY_FIELDS, entryValue, type EntryField, type EntryMap } from '../../../../../shared/workout/entry-copying';
import { hundredthsToPoundsText, poundsTextToHundredths, repsTextToNumber } from '../../../../../shared/workout/weight';
import type { LocalSet } from '../local/local-workout';
import { countsOf, type SetCounts } from '../local/set-counts';

/**
 * The set rows of an unsaved template (routine or workout) and what they save as (spec 000 'Routine
 * exercise entry', spec 001 'Workout exercise entry'): `sets` counts the normal rows, `warmupSets` the
 * warm-up rows, and the one weight and reps of an entry come from the rows' typed entries.
 */
export const TOO_FEW_SETS = 'Keep at least 1 normal set per exercise.';
export const TOO_MANY_SETS = `An exercise can have at most ${MAX_SETS} sets.`;
export const TOO_MANY_WARMUP_SETS = `An exercise can have at most ${MAX_WARMUP_SETS} warm-up sets.`;

/** Why these counts cannot be saved (the API's limits: sets 1 to 10, warm-up sets 0 to 5), or null. */
export function setCountProblem({ sets, warmupSets }: SetCounts): string | null {
  if (sets < MIN_SETS) return TOO_FEW_SETS;
  if (sets > MAX_SETS) return TOO_MANY_SETS;
  if (warmupSets > MAX_WARMUP_SETS) return TOO_MANY_WARMUP_SETS;
  return null;
}

/**
 * Why a routine or workout cannot be saved before its request is even built: a blank name (`nameRequired`
 * is the message) or, as '{exercise}: {problem}', the first exercise whose set counts the API refuses.
 */
export function templateProblem(name: string, nameRequired: string, exercises: readonly { name: string; sets: readonly LocalSet[] }[]): string | null {
  if (!name.trim()) return nameRequired;
  for (const exercise of exercises) {
    const problem = setCountProblem(countsOf(exercise.sets));
    if (problem) return `${exercise.name}: ${problem}`;
  }
  return null;
}

/**
 * Rows for the given counts, warm-ups first. Rows already there keep their ids (and so their
 * typed entries); `create` makes the missing ones.
 */
export function rowsForCounts(rows: readonly LocalSet[], counts: SetCounts, create: (isWarmup: boolean) => LocalSet): LocalSet[] {
  const take = (isWarmup: boolean, count: number) => {
    const kept = rows.filter((row) => row.isWarmup === isWarmup).slice(0, count);
    return [...kept, ...Array.from({ length: count - kept.length }, () => create(isWarmup))];
  };
  return [...take(true, counts.warmupSets), ...take(false, counts.sets)];
}

/**
 * A template's set rows take weight and reps entries like a live workout's, but a saved entry has
 * one weight and one reps text per exercise: the first normal set that has a value gives it.
 */
export interface SetTargets {
  /** Hundredths of a pound, or null when no normal set has a weight. */
  weight: number | null;
  /** Whole reps as text, or null when no normal set has reps. */
  reps: string | null;
}

export function targetsOf(rows: readonly LocalSet[], entries: EntryMap): SetTargets {
  const normal = rows.filter((row) => !row.isWarmup);
  const weight = normal.map((row) => poundsTextToHundredths(entryValue(entries, row.id, 'weight'))).find((value) => value !== null) ?? null;
  const reps = normal.map((row) => repsTextToNumber(entryValue(entries, row.id, 'reps'))).find((value) => value !== null) ?? null;
  return { weight, reps: reps === null ? null : String(reps) };
}

/**
 * Types a saved entry's weight and whole reps into the first normal row (copied on to the later rows) so a
 * loaded template shows them. Reps such as '8-12' are not one number and are not shown.
 */
export function withSavedTargets(entries: EntryMap, rows: readonly LocalSet[], saved: { weight: number | null; reps: string }): EntryMap {
  const firstNormal = rows.find((row) => !row.isWarmup);
  if (!firstNormal) return entries;
  const texts: Partial<Record<EntryField, string>> = { weight: hundredthsToPoundsText(saved.weight), reps: repsTextToNumber(saved.reps) === null ? '' : saved.reps.trim() };
  const orderedSetIds = rows.map((row) => row.id);
  return ENTRY_FIELDS.reduce(
    (current, field) => {
      const value = texts[field];
      return value ? applyEntryEdit(current, { orderedSetIds, setId: firstNormal.id, field, value }).entries : current;
    },
    entries,
  );
}
