/**
 * Training insights of a session (issue 11), pure: the history entries and records a finish writes, and the live
 * record flags of an active session's sets. The rules themselves are in shared/workout/records.ts.
 */
import type { PersonalRecord, RecordKind, SetRecordKind } from '../../shared/api-types';
import { exerciseTypeOrDefault } from '../../shared/exercise-types/types';
import { TYPED_RECORD_KINDS } from '../../shared/workout/typed-records';
import {
  applySession,
  countsForAnyRecord,
  countsForRecords,
  estimateOneRepMax,
  noBests,
  sessionVolumeOf,
  type RecordBests,
  type RecordSetInput,
} from '../../shared/workout/records';
import type { ExerciseRecordsRecord, HistoryEntryRecord, SessionRecord, SetRecord } from './records';

const KIND_ORDER: readonly RecordKind[] = ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume', 'best_session_volume', ...TYPED_RECORD_KINDS];

/** The sets of each exercise in set-number order, exercises in the session's order (then any others, as found). */
export function setsByExercise(sets: readonly SetRecord[], exerciseIds: readonly string[]): Map<string, SetRecord[]> {
  const grouped = new Map<string, SetRecord[]>(exerciseIds.map((exerciseId) => [exerciseId, []]));
  for (const set of sets) {
    const list = grouped.get(set.exerciseId);
    if (list) list.push(set);
    else grouped.set(set.exerciseId, [set]);
  }
  for (const [exerciseId, list] of grouped) {
    if (list.length === 0) grouped.delete(exerciseId);
    else list.sort((a, b) => a.setNumber - b.setNumber || a.localId.localeCompare(b.localId));
  }
  return grouped;
}

/**
 * The exercises whose records a session's sets could change: those with a completed working set with weight and reps,
 * or (issue 29) with a value its type keeps a record of (reps, a time, a distance, an assistance).
 */
export function exercisesWithRecordSets(sets: readonly SetRecord[]): string[] {
  return [...new Set(sets.filter(countsForAnyRecord).map((set) => set.exerciseId))];
}

export const bestsOf = (record: ExerciseRecordsRecord | undefined): RecordBests =>
  record
    ? {
        heaviestWeight: record.heaviestWeight ?? null,
        bestE1rm: record.bestE1rm ?? null,
        bestSetVolume: record.bestSetVolume ?? null,
        bestSessionVolume: record.bestSessionVolume ?? null,
        bestReps: record.bestReps ?? [],
        ...(record.typedBests ? { typedBests: record.typedBests } : {}),
      }
    : noBests();

/**
 * Live flags of an active session's sets, by localId: each completed working set (weight and reps or not) gets the
 * measures it beats against the stored records and the earlier sets of its exercise in this session.
 */
export function liveSetFlags(options: {
  session: SessionRecord;
  sets: readonly SetRecord[];
  records: ReadonlyMap<string, ExerciseRecordsRecord>;
}): Map<string, SetRecordKind[]> {
  const flags = new Map<string, SetRecordKind[]>();
  const source = { sessionId: options.session.id, achievedAt: '' };
  for (const [exerciseId, sets] of setsByExercise(options.sets, options.session.exerciseIds)) {
    const { setKinds } = applySession(bestsOf(options.records.get(exerciseId)), sets, source);
    sets.forEach((set, index) => {
      if (set.isCompleted && !set.isWarmup) flags.set(set.localId, setKinds[index] ?? []);
    });
  }
  return flags;
}

/** Flags of a completed session's sets, by localId, as its finish confirmed them (in its history entries). */
export function confirmedSetFlags(sets: readonly SetRecord[], history: readonly HistoryEntryRecord[]): Map<string, SetRecordKind[]> {
  const flags = new Map<string, SetRecordKind[]>();
  const entries = new Map(history.map((entry) => [entry.exerciseId, entry]));
  for (const set of sets) {
    const entry = entries.get(set.exerciseId);
    if (entry && set.isCompleted && !set.isWarmup) flags.set(set.localId, entry.setRecords?.[set.localId] ?? []);
  }
  return flags;
}

/** What the rules need of a set to flag it: its ids and values. */
export type FlaggedSetInput = RecordSetInput & { id: string; localId: string };

/** What one session's sets of one exercise set, counted after `bests` (the bests of every earlier session). */
export interface ExerciseOutcome {
  /** The bests once the session is counted. */
  bests: RecordBests;
  /** By set localId, each set that can count: the measures it beat when it was done. */
  setRecords: Record<string, SetRecordKind[]>;
  /** The measures the session holds at its end, in KIND_ORDER: the history entry's badge. */
  kinds: RecordKind[];
  /** The session's records of the exercise (WorkoutSession.personalRecords), in the order applySession answers them. */
  personalRecords: PersonalRecord[];
}

/**
 * The one rule for a session's flags on one exercise, shared by a finish (against the stored records) and a rebuild of
 * the exercise's history (against the sessions before it, replayed in order): so both always flag alike.
 */
export function exerciseOutcome(options: {
  bests: RecordBests;
  sets: readonly FlaggedSetInput[];
  source: { sessionId: string; achievedAt: string };
  exerciseId: string;
  exerciseName: string;
}): ExerciseOutcome {
  const { sets, exerciseId, exerciseName } = options;
  const result = applySession(options.bests, sets, options.source);
  const setRecords: Record<string, SetRecordKind[]> = {};
  sets.forEach((set, index) => {
    const kinds = result.setKinds[index];
    if (kinds) setRecords[set.localId] = kinds;
  });
  const held = new Set(result.records.map((record) => record.kind));
  const personalRecords = result.records.map((record): PersonalRecord => {
    const set = record.setIndex === undefined ? undefined : sets[record.setIndex];
    return {
      exerciseId,
      exerciseName,
      kind: record.kind,
      value: record.value,
      ...(set ? { setId: set.id, weight: record.weight, reps: record.reps } : {}),
    };
  });
  return { bests: result.bests, setRecords, kinds: KIND_ORDER.filter((kind) => held.has(kind)), personalRecords };
}


/** A records item to write, with the version it was read at (undefined: there was none). */
export interface RecordsWrite {
  record: ExerciseRecordsRecord;
  readVersion: number | undefined;
}

export interface FinishInsights {
  /** One entry per exercise with a completed set. */
  history: HistoryEntryRecord[];
  /** Only the exercises whose records the session beat: a session that beats nothing writes no records item. */
  records: RecordsWrite[];
  /** Everything the session set, exercise by exercise in the session's order. */
  personalRecords: PersonalRecord[];
}

/**
 * What finishing `session` (completed: `completedAt` set) writes besides the session: its history entries, the records
 * it beat (from `records` as read), and the records it confirms. Records only ever grow, so an exercise whose sets
 * beat nothing needs no write (and no condition): a concurrent finish can only have raised the bests further.
 */
export function finishInsights(options: {
  session: SessionRecord;
  sets: readonly SetRecord[];
  records: ReadonlyMap<string, ExerciseRecordsRecord>;
  now: Date;
}): FinishInsights {
  const { session, records: read } = options;
  const completedAt = session.completedAt ?? options.now.toISOString();
  const source = { sessionId: session.id, achievedAt: completedAt };
  const history: HistoryEntryRecord[] = [];
  const records: RecordsWrite[] = [];
  const personalRecords: PersonalRecord[] = [];

  for (const [exerciseId, sets] of setsByExercise(options.sets, session.exerciseIds)) {
    if (!sets.some((set) => set.isCompleted)) continue;
    const exerciseName = sets[0]?.exerciseName ?? '';
    const stored = read.get(exerciseId);
    const outcome = exerciseOutcome({ bests: bestsOf(stored), sets, source, exerciseId, exerciseName });
    const working = sets.filter(countsForRecords);

    history.push({
      userId: session.userId,
      sessionId: session.id,
      sessionName: session.name,
      completedAt,
      exerciseId,
      exerciseName,
      exerciseType: exerciseTypeOrDefault(sets[0]?.exerciseType),
      sets: sets.map((set) => ({
        // The set's id: a rebuild of the exercise's records (records-rebuild.ts) rewrites the flags by it.
        id: set.id,
        setNumber: set.setNumber,
        weight: set.weight ?? null,
        reps: set.reps ?? null,
        isWarmup: set.isWarmup,
        isCompleted: set.isCompleted,
        durationSeconds: set.durationSeconds ?? null,
        distanceMeters: set.distanceMeters ?? null,
      })),
      bestE1rm: working.reduce<number | null>((best, set) => {
        const e1rm = estimateOneRepMax(set.weight, set.reps);
        return e1rm !== null && (best === null || e1rm > best) ? e1rm : best;
      }, null),
      heaviestWeight: working.reduce<number | null>((best, set) => (best === null || (set.weight ?? 0) > best ? (set.weight ?? 0) : best), null),
      sessionVolume: sessionVolumeOf(sets),
      personalRecords: outcome.kinds,
      setRecords: outcome.setRecords,
    });

    if (outcome.personalRecords.length === 0) continue;
    records.push({
      readVersion: stored?.version,
      record: {
        userId: session.userId,
        exerciseId,
        exerciseName,
        ...outcome.bests,
        version: (stored?.version ?? 0) + 1,
        updatedAt: options.now.toISOString(),
      },
    });
    personalRecords.push(...outcome.personalRecords);
  }
  return { history, records, personalRecords };
}
