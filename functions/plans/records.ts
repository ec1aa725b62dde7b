/** What the plans domain stores, and how a stored item becomes the API's shape (shared/api-types.ts). */
import type { Plan, PlanKind, PlanSummary, RoutineFolder, Workout } from '../../shared/api-types';
import { isRoutineWorkout, kindOfPlan } from './plan-kind';

/**
 * The stored plan: the public fields plus `version`, bumped by every change to `workoutIds`. `kind` and `folderId`
 * are absent on items written before issue 27 (plan-kind.ts tells their kind; they sit in My Routines).
 */
export interface PlanRecord extends Omit<Plan, 'kind' | 'folderId'> {
  kind?: PlanKind;
  folderId?: string | null;
  version: number;
}

/** `inRoutine` is absent on items written before issue 27 (plan-kind.ts). */
export type WorkoutRecord = Omit<Workout, 'inRoutine'> & { inRoutine?: boolean };

/** A stored routine folder (not My Routines, which is not stored as a folder). */
export interface RoutineFolderRecord extends RoutineFolder {
  createdAt: string;
  updatedAt: string;
}

/** The person's folder settings: how many folders they have (the cap's counter) and My Routines' name once renamed. */
export interface RoutineFolderSettingsRecord {
  folderCount: number;
  myRoutinesName?: string;
  /** The person's routines written before issue 27 have been filed with the routines (plan-kind.ts, once per person). */
  kindsSorted?: boolean;
}

export function toPlan(record: PlanRecord): Plan {
  return {
    id: record.id,
    userId: record.userId,
    kind: kindOfPlan(record),
    folderId: kindOfPlan(record) === 'routine' ? (record.folderId ?? null) : null,
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
    inRoutine: isRoutineWorkout(record),
    totalExercises: record.exercises.length,
    exercises: record.exercises,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
