import type { PlanSummary, PlanWithWorkouts, Workout } from '../../../../../shared/api-types';
import { timeOrderedId } from '../../../../../shared/ids';
import type { CheckedRoutineRequest } from '../../../../../shared/schemas/plans';
import { estimatedDurationMinutes } from '../../../../../shared/workout/durations';
import { toWorkoutExercises } from '../../../../../shared/workout/exercise-entries';

interface LocalRoutineInput {
  id: string;
  userId: string;
  body: CheckedRoutineRequest;
  /** Exercise names by id, from the builder (the server would look them up). */
  exerciseNames: ReadonlyMap<string, string>;
  now: Date;
  /** The routine as the phone last saw it, when editing: what the request does not change stays. */
  previous?: PlanWithWorkouts;
}

/**
 * Issue 30: a routine saved offline, as the server will answer it (functions/plans/service.ts createRoutine and
 * updateRoutine): shown on the phone until the server's own copy replaces it.
 */
export function localRoutineOf({ id, userId, body, exerciseNames, now, previous }: LocalRoutineInput): PlanWithWorkouts {
  const at = now.toISOString();
  const workoutId = previous?.workouts[0]?.id ?? timeOrderedId(now);
  const exercises = toWorkoutExercises({ workoutId, entries: body.exercises, exerciseNames });
  const fields = {
    name: body.name.trim(),
    description: body.description ?? previous?.description ?? '',
    difficulty: body.difficulty ?? previous?.difficulty ?? 'beginner',
    isPublic: body.isPublic ?? previous?.isPublic ?? false,
  };
  const workout: Workout = {
    ...fields,
    id: workoutId,
    userId,
    estimatedDuration: estimatedDurationMinutes(exercises),
    planId: id,
    inRoutine: true,
    totalExercises: exercises.length,
    exercises,
    createdAt: previous?.workouts[0]?.createdAt ?? at,
    updatedAt: at,
  };
  return {
    ...fields,
    id,
    userId,
    kind: 'routine',
    folderId: previous?.folderId ?? null,
    duration: null,
    workoutIds: [workoutId, ...(previous?.workoutIds.slice(1) ?? [])],
    workouts: [workout, ...(previous?.workouts.slice(1) ?? [])],
    createdAt: previous?.createdAt ?? at,
    updatedAt: at,
  };
}

/** The routine as the Workouts list shows it (GET /api/plans/user's item). */
export function summaryOf({ workouts, ...plan }: PlanWithWorkouts): PlanSummary {
  return { ...plan, exerciseNames: workouts.flatMap((workout) => workout.exercises.map((exercise) => exercise.exerciseName)) };
}
