import type { Plan, PlanSummary, Workout } from '../../../../../shared/api-types';
import type { CheckedPlanRequest, CheckedWorkoutRequest } from '../../../../../shared/schemas/plans';
import { estimatedDurationMinutes } from '../../../../../shared/workout/durations';
import { toWorkoutExercises } from '../../../../../shared/workout/exercise-entries';

/**
 * Issue 30: a training plan or one of its workouts saved offline, as the server will answer it (functions/plans/
 * service.ts createPlan, updatePlan, createWorkout, updateWorkout): shown on the phone until the server's copy
 * replaces it. `previous` is the phone's copy when editing: what the request does not change stays.
 */
export function localPlanOf({ id, userId, body, now, previous }: { id: string; userId: string; body: CheckedPlanRequest; now: Date; previous?: Plan }): Plan {
  const at = now.toISOString();
  const { name, description, difficulty, isPublic, duration } = body;
  return {
    id,
    userId,
    kind: 'plan',
    folderId: null,
    name,
    description,
    difficulty,
    isPublic,
    duration,
    workoutIds: previous?.workoutIds ?? [],
    createdAt: previous?.createdAt ?? at,
    updatedAt: at,
  };
}

interface LocalWorkoutInput {
  id: string;
  userId: string;
  body: CheckedWorkoutRequest;
  /** Exercise names by id, from the builder (the server would look them up). */
  exerciseNames: ReadonlyMap<string, string>;
  now: Date;
  previous?: Workout;
}

export function localWorkoutOf({ id, userId, body, exerciseNames, now, previous }: LocalWorkoutInput): Workout {
  const at = now.toISOString();
  const exercises = toWorkoutExercises({ workoutId: id, entries: body.exercises, exerciseNames });
  return {
    id,
    userId,
    name: body.name,
    description: body.description,
    difficulty: body.difficulty,
    isPublic: body.isPublic,
    estimatedDuration: body.estimatedDuration ?? estimatedDurationMinutes(exercises),
    planId: body.planId === undefined ? (previous?.planId ?? null) : body.planId,
    inRoutine: false,
    totalExercises: exercises.length,
    exercises,
    createdAt: previous?.createdAt ?? at,
    updatedAt: at,
  };
}

/** The plan as My Plans lists it (GET /api/plans/user?kind=plan's item): with its workouts' exercise names. */
export const planSummaryOf = (plan: Plan, exerciseNames: readonly string[]): PlanSummary => ({ ...plan, exerciseNames: [...exerciseNames] });
