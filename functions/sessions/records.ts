/** What the sessions domain stores, and how a stored item becomes the API's shape (shared/api-types.ts). */
import type {
  CompletedWorkout,
  ExerciseHistoryEntry,
  ExerciseRecords,
  SetRecordKind,
  WorkoutSession,
  WorkoutSet,
} from '../../shared/api-types';
import { setTypeOf, type SetType } from '../../shared/workout/set-type';
import { exerciseTypeOrDefault, type ExerciseType } from '../../shared/exercise-types/types';

/** The stored session: the public fields plus `version`, bumped by every change to the session or its sets. */
export interface SessionRecord extends WorkoutSession {
  version: number;
  /** Only on a workout imported from a Strong or Hevy CSV file (issue 12): the claim's id (`workoutImportClaimKey`, keys.ts). */
  importSource?: { format: 'strong' | 'hevy'; sourceId: string };
  /**
   * Only on a workout logged from the Save screen's draft: its followers hear of it as of a finished live session
   * (issue 31, the stream consumer's filter), where CSV and Apple Health imports, backfills, tell nobody.
   */
  origin?: 'logged';
}

/**
 * The stored set. `id` is `<sessionId>.<localId>` (functions/sessions/keys.ts), or for a set whose id was chosen on
 * the device (issue 12) that bare id, equal to `localId`; `exerciseOrder` is derived.
 */
export interface SetRecord extends Omit<WorkoutSet, 'exerciseOrder' | 'setType' | 'rpe' | 'note' | 'exerciseType' | 'durationSeconds' | 'distanceMeters'> {
  localId: string;
  userId: string;
  // Issue 29: absent on sets stored before set types (read from isWarmup); rpe and note null once cleared.
  setType?: SetType;
  rpe?: number | null;
  note?: string | null;
  // Issue 29: absent on sets stored before exercise types (read as weight_reps, no time, no distance; never rewritten).
  exerciseType?: ExerciseType;
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

/**
 * The stored history entry of one exercise in one finished session (`historyEntryKey`, keys.ts): the public entry plus
 * the owner and, per set (by localId), the measures each completed working set beat when it was done. Each set also
 * keeps its id (entries written before issue 27 have none): a rebuild of the records rewrites the flags by it.
 */
export interface HistoryEntryRecord extends Omit<ExerciseHistoryEntry, 'sets'> {
  userId: string;
  sets: (ExerciseHistoryEntry['sets'][number] & { id?: string })[];
  setRecords: Record<string, SetRecordKind[]>;
  /** Issue 29: its sets' exercise type (absent on entries written before: weight_reps), so a replay judges them alike. */
  exerciseType?: ExerciseType;
}

/** The stored records of one person and exercise; `version` is bumped by every write, each conditioned on the one read. */
export interface ExerciseRecordsRecord extends ExerciseRecords {
  userId: string;
  version: number;
  updatedAt: string;
}

export function toWorkoutSession(record: SessionRecord): WorkoutSession {
  return {
    id: record.id,
    userId: record.userId,
    name: record.name,
    workoutName: record.workoutName ?? null,
    isActive: record.isActive,
    status: record.status,
    startTime: record.startTime,
    startedAt: record.startedAt,
    createdAt: record.createdAt,
    endTime: record.endTime ?? null,
    completedAt: record.completedAt ?? null,
    duration: record.duration ?? null,
    workoutPlanId: record.workoutPlanId ?? null,
    workoutId: record.workoutId ?? null,
    totalWeight: record.totalWeight ?? 0,
    notes: record.notes ?? null,
    exerciseIds: record.exerciseIds ?? [],
    exerciseRestSeconds: record.exerciseRestSeconds ?? {},
    // Only a session started from a routine or workout whose exercises have notes or supersets (issue 27).
    ...(record.exerciseNotes ? { exerciseNotes: record.exerciseNotes } : {}),
    ...(record.supersetGroups ? { supersetGroups: record.supersetGroups } : {}),
    // Only a workout imported from Apple Health has it (and no sets).
    ...(record.health ? { health: record.health } : {}),
    // Confirmed at the finish (issue 11); absent while active and on workouts finished before records existed.
    ...(record.personalRecords ? { personalRecords: record.personalRecords } : {}),
    // Chosen on the save step (issue 27); absent on workouts finished without one.
    ...(record.visibility ? { visibility: record.visibility } : {}),
  };
}

/** A set's exerciseOrder is its exercise's index in the session's exerciseIds (last when, unexpectedly, absent). */
export function exerciseOrderOf(exerciseIds: readonly string[], exerciseId: string): number {
  const index = exerciseIds.indexOf(exerciseId);
  return index === -1 ? exerciseIds.length : index;
}

/**
 * `personalRecords`: the measures the set beat (docs/decisions.md), given only for a completed working set: live while
 * the session is active, as confirmed at the finish once it is completed.
 */
export function toWorkoutSet(record: SetRecord, exerciseIds: readonly string[], personalRecords?: SetRecordKind[]): WorkoutSet {
  return {
    id: record.id,
    sessionId: record.sessionId,
    exerciseId: record.exerciseId,
    exerciseName: record.exerciseName,
    exerciseOrder: exerciseOrderOf(exerciseIds, record.exerciseId),
    setNumber: record.setNumber,
    weight: record.weight ?? null,
    reps: record.reps ?? null,
    isCompleted: record.isCompleted,
    isWarmup: record.isWarmup,
    createdAt: record.createdAt,
    ...setDetailsOf(record),
    ...(record.target ? { target: record.target } : {}),
    exerciseType: exerciseTypeOrDefault(record.exerciseType),
    durationSeconds: record.durationSeconds ?? null,
    distanceMeters: record.distanceMeters ?? null,
    ...(personalRecords ? { personalRecords } : {}),
  };
}

/** Issue 29: the set's type (from isWarmup on a set stored before types), and its RPE and note when it has them. */
export function setDetailsOf(record: Pick<SetRecord, 'setType' | 'isWarmup' | 'rpe' | 'note'>): Pick<WorkoutSet, 'setType' | 'rpe' | 'note'> {
  return {
    setType: setTypeOf(record),
    ...(record.rpe != null ? { rpe: record.rpe } : {}),
    ...(record.note ? { note: record.note } : {}),
  };
}

/** Sets in display order: by their exercise's position, then by set number; `flags` by set localId. */
export function orderSets(sets: readonly SetRecord[], exerciseIds: readonly string[], flags?: ReadonlyMap<string, SetRecordKind[]>): WorkoutSet[] {
  return sets
    .map((set) => toWorkoutSet(set, exerciseIds, flags?.get(set.localId)))
    .sort((a, b) => a.exerciseOrder - b.exerciseOrder || a.setNumber - b.setNumber || a.id.localeCompare(b.id));
}

export function toCompletedWorkout(record: SessionRecord): CompletedWorkout {
  return {
    id: record.id,
    name: record.name,
    startTime: record.startTime,
    completedAt: record.completedAt ?? '',
    endTime: record.endTime ?? record.completedAt ?? '',
    createdAt: record.createdAt,
    totalWeight: record.totalWeight ?? 0,
    duration: record.duration ?? null,
    personalRecordCount: record.personalRecords?.length ?? 0,
  };
}

/** The public history entry (the stored one less its owner and per-set flags). */
export function toExerciseHistoryEntry(record: HistoryEntryRecord): ExerciseHistoryEntry {
  return {
    sessionId: record.sessionId,
    sessionName: record.sessionName,
    completedAt: record.completedAt,
    exerciseId: record.exerciseId,
    exerciseName: record.exerciseName,
    // Issue 29: a set's time and distance and the entry's type only where there are some (weight & reps reads as before).
    sets: record.sets.map(({ setNumber, weight, reps, isWarmup, isCompleted, durationSeconds, distanceMeters }) => ({
      setNumber,
      weight,
      reps,
      isWarmup,
      isCompleted,
      ...(durationSeconds != null ? { durationSeconds } : {}),
      ...(distanceMeters != null ? { distanceMeters } : {}),
    })),
    ...(exerciseTypeOrDefault(record.exerciseType) !== 'weight_reps' ? { exerciseType: record.exerciseType } : {}),
    bestE1rm: record.bestE1rm ?? null,
    heaviestWeight: record.heaviestWeight ?? null,
    sessionVolume: record.sessionVolume ?? 0,
    personalRecords: record.personalRecords ?? [],
  };
}

/** The public records (the stored ones less owner and version). */
export function toExerciseRecords(record: ExerciseRecordsRecord): ExerciseRecords {
  return {
    exerciseId: record.exerciseId,
    exerciseName: record.exerciseName,
    heaviestWeight: record.heaviestWeight ?? null,
    bestE1rm: record.bestE1rm ?? null,
    bestSetVolume: record.bestSetVolume ?? null,
    bestSessionVolume: record.bestSessionVolume ?? null,
    bestReps: record.bestReps ?? [],
    // Issue 29: only once a set of another type has made one.
    ...(record.typedBests?.length ? { typedBests: record.typedBests } : {}),
  };
}
