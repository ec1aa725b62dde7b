/**
 * Issue 27: an exercise's records and flags as its history says now, pure. The history is counted again in the order
 * it was done (completion time), each session against the sessions before it, with the same rule a finish uses
 * (insights.ts `exerciseOutcome`); what differs from what is stored is what a rebuild writes (records-rebuild.ts).
 */
import type { PersonalRecord, RecordKind, SetRecordKind } from '../../shared/api-types';
import { noBests, type RecordBests } from '../../shared/workout/records';
import { exerciseOutcome } from './insights';
import type { HistoryEntryRecord } from './records';

/** A history entry whose flags are no longer what its history says, and what they are now. */
export interface EntryRewrite {
  entry: HistoryEntryRecord;
  setRecords: Record<string, SetRecordKind[]>;
  personalRecords: RecordKind[];
  /** The session's records of this exercise (its share of WorkoutSession.personalRecords). */
  sessionRecords: PersonalRecord[];
}

export interface ReplayResult {
  /** The bests after the whole history: what the records item should hold. */
  bests: RecordBests;
  /** The entries to rewrite, oldest first. */
  rewrites: EntryRewrite[];
}

/** A set id is `<sessionId>.<localId>`, or a bare id chosen on the device (which is its localId). */
export const localIdOf = (setId: string) => setId.slice(setId.indexOf('.') + 1);

const sameKinds = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((kind, index) => kind === b?.[index]);

function sameSetRecords(stored: Record<string, SetRecordKind[]> | undefined, replayed: Record<string, SetRecordKind[]>): boolean {
  const storedIds = Object.keys(stored ?? {});
  const replayedIds = Object.keys(replayed);
  return storedIds.length === replayedIds.length && replayedIds.every((localId) => sameKinds(stored?.[localId], replayed[localId]));
}

/**
 * Counts `entries` (one exercise's history, oldest first, every set with its id) from no bests at all. An entry is
 * rewritten when its sets' flags or its badge differ from what is stored; the same flags give the same session
 * records (both come from the same sets and bests), so those need no comparison of their own.
 */
export function replayExerciseHistory(entries: readonly HistoryEntryRecord[]): ReplayResult {
  let bests = noBests();
  const rewrites: EntryRewrite[] = [];
  for (const entry of entries) {
    const sets = entry.sets.map((set) => ({ ...set, exerciseType: entry.exerciseType, id: set.id ?? '', localId: localIdOf(set.id ?? '') }));
    const outcome = exerciseOutcome({
      bests,
      sets,
      source: { sessionId: entry.sessionId, achievedAt: entry.completedAt },
      exerciseId: entry.exerciseId,
      exerciseName: entry.exerciseName,
    });
    bests = outcome.bests;
    const unchanged = sameKinds(entry.personalRecords, outcome.kinds) && sameSetRecords(entry.setRecords, outcome.setRecords);
    if (!unchanged) {
      rewrites.push({ entry, setRecords: outcome.setRecords, personalRecords: outcome.kinds, sessionRecords: outcome.personalRecords });
    }
  }
  return { bests, rewrites };
}

/** Whether two sets of bests are the same records (each best's value, set and session). */
export function sameBests(a: RecordBests, b: RecordBests): boolean {
  return JSON.stringify(canonicalBests(a)) === JSON.stringify(canonicalBests(b));
}

function canonicalBests(bests: RecordBests) {
  const best = (value: object | null) => (value ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y))) : null);
  return {
    heaviestWeight: best(bests.heaviestWeight),
    bestE1rm: best(bests.bestE1rm),
    bestSetVolume: best(bests.bestSetVolume),
    bestSessionVolume: best(bests.bestSessionVolume),
    bestReps: bests.bestReps.map(best),
    typedBests: (bests.typedBests ?? []).map(best),
  };
}

/** The sessions a records item names: each best's session (a rebuild checks its history read shows them all). */
export function sessionsNamedBy(bests: RecordBests): Set<string> {
  const named = [bests.heaviestWeight, bests.bestE1rm, bests.bestSetVolume, bests.bestSessionVolume, ...bests.bestReps, ...(bests.typedBests ?? [])];
  return new Set(named.flatMap((best) => (best ? [best.sessionId] : [])));
}

/**
 * A session's records with this exercise's replaced by `replacement`, the others kept as they are, exercises in the
 * session's order (as a finish lists them).
 */
export function withExerciseRecords(options: {
  records: readonly PersonalRecord[];
  exerciseId: string;
  replacement: readonly PersonalRecord[];
  exerciseIds: readonly string[];
}): PersonalRecord[] {
  const { exerciseId, exerciseIds } = options;
  const others = options.records.filter((record) => record.exerciseId !== exerciseId);
  const order = (id: string) => {
    const index = exerciseIds.indexOf(id);
    return index === -1 ? exerciseIds.length : index;
  };
  const merged = [...others, ...options.replacement];
  // A stable sort by the exercise's position keeps each exercise's own records in their order.
  return merged
    .map((record, index) => ({ record, index }))
    .sort((a, b) => order(a.record.exerciseId) - order(b.record.exerciseId) || a.index - b.index)
    .map(({ record }) => record);
}
