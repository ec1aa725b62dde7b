/** What the sessions domain stores, and how a stored item becomes the API's shape (shared/api-types.ts). */
import type { CompletedWorkout, WorkoutSession, WorkoutSet } from '../../shared/api-types';

/** The stored session: the public fields plus `version`, bumped by every change to the session or its sets. */
export interface SessionRecord extends WorkoutSession {
  version: number;
}

/** The stored set. `id` is `<sessionId>.<localId>` (functions/lib/db/keys/set.ts); `exerciseOrder` is derived. */
export interface SetRecord extends Omit<WorkoutSet, 'exerciseOrder'> {
  localId: string;
  userId: string;
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
    // Only a workout imported from Apple Health has it (and no sets).
    ...(record.health ? { health: record.health } : {}),
  };
}

/** A set's exerciseOrder is its exercise's index in the session's exerciseIds (last when, unexpectedly, absent). */
export function exerciseOrderOf(exerciseIds: readonly string[], exerciseId: string): number {
  const index = exerciseIds.indexOf(exerciseId);
  return index === -1 ? exerciseIds.length : index;
}

export function toWorkoutSet(record: SetRecord, exerciseIds: readonly string[]): WorkoutSet {
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
  };
}

/** Sets in display order: by their exercise's position, then by set number. */
export function orderSets(sets: readonly SetRecord[], exerciseIds: readonly string[]): WorkoutSet[] {
  return sets
    .map((set) => toWorkoutSet(set, exerciseIds))
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
  };
}
