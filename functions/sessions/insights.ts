/**
 * Training insights of a session (issue 11), pure: the history entries and records a finish writes, and the live
 * record flags of an active session's sets. The rules themselves are in shared/workout/records.ts.
 */
import type { PersonalRecord, RecordKind, SetRecordKind } from '../../shared/api-types';
import {
  applySession,
  countsForRecords,
  estimateOneRepMax,
  noBests,
  sessionVolumeOf,
  type RecordBests,
} from '../../shared/workout/records';
import type { ExerciseRecordsRecord, HistoryEntryRecord, SessionRecord, SetRecord } from './records';

const KIND_ORDER: readonly RecordKind[] = ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume', 'best_session_volume'];

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

/** The exercises whose records a session's sets could change (those with a completed working set with weight and reps). */
export function exercisesWithRecordSets(sets: readonly SetRecord[]): string[] {
  return [...new Set(sets.filter(countsForRecords).map((set) => set.exerciseId))];
}

const bestsOf = (record: ExerciseRecordsRecord | undefined): RecordBests =>
  record
    ? {
        heaviestWeight: record.heaviestWeight ?? null,
        bestE1rm: record.bestE1rm ?? null,
        bestSetVolume: record.bestSetVolume ?? null,
        bestSessionVolume: record.bestSessionVolume ?? null,
        bestReps: record.bestReps ?? [],
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
    const result = applySession(bestsOf(stored), sets, source);
    const working = sets.filter(countsForRecords);

    const setRecords: Record<string, SetRecordKind[]> = {};
    sets.forEach((set, index) => {
      const kinds = result.setKinds[index];
      if (kinds) setRecords[set.localId] = kinds;
    });
    const kinds = new Set(result.records.map((record) => record.kind));
    history.push({
      userId: session.userId,
      sessionId: session.id,
      sessionName: session.name,
      completedAt,
      exerciseId,
      exerciseName,
      sets: sets.map((set) => ({
        setNumber: set.setNumber,
        weight: set.weight ?? null,
        reps: set.reps ?? null,
        isWarmup: set.isWarmup,
        isCompleted: set.isCompleted,
      })),
      bestE1rm: working.reduce<number | null>((best, set) => {
        const e1rm = estimateOneRepMax(set.weight, set.reps);
        return e1rm !== null && (best === null || e1rm > best) ? e1rm : best;
      }, null),
      heaviestWeight: working.reduce<number | null>((best, set) => (best === null || (set.weight ?? 0) > best ? (set.weight ?? 0) : best), null),
      sessionVolume: sessionVolumeOf(sets),
      personalRecords: KIND_ORDER.filter((kind) => kinds.has(kind)),
      setRecords,
    });

    if (result.records.length === 0) continue;
    records.push({
      readVersion: stored?.version,
      record: {
        userId: session.userId,
        exerciseId,
        exerciseName,
        ...result.bests,
        version: (stored?.version ?? 0) + 1,
        updatedAt: options.now.toISOString(),
      },
    });
    for (const record of result.records) {
      const set = record.setIndex === undefined ? undefined : sets[record.setIndex];
      personalRecords.push({
        exerciseId,
        exerciseName,
        kind: record.kind,
        value: record.value,
        ...(set ? { setId: set.id, weight: record.weight, reps: record.reps } : {}),
      });
    }
  }
  return { history, records, personalRecords };
}
