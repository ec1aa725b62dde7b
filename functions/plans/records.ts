/** What the plans domain stores, and how a stored item becomes the API's shape (shared/api-types.ts). */
import type { Plan, PlanSummary, Workout } from '../../shared/api-types';

/** The stored plan: the public fields plus `version`, bumped by every change to `workoutIds`. */
export interface PlanRecord extends Plan {
  version: number;
}

export type WorkoutRecord = Workout;

export function toPlan(record: PlanRecord): Plan {
  return {
    id: record.id,
    userId: record.userId,
    name: record.name,
    description: record.description,
    difficulty: record.difficulty,
    isPublic: record.isPublic,
    duration: record.duration ?? null,
    workoutIds: record.workoutIds,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toPlanSummary(record: PlanRecord, exerciseNames: string[]): PlanSummary {
  return { ...toPlan(record), exerciseNames };
}

export function toWorkout(record: WorkoutRecord): Workout {
  return {
    id: record.id,
    userId: record.userId,
    name: record.name,
    description: record.description,
    difficulty: record.difficulty,
    isPublic: record.isPublic,
    estimatedDuration: record.estimatedDuration,
    planId: record.planId ?? null,
    totalExercises: record.exercises.length,
    exercises: record.exercises,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
