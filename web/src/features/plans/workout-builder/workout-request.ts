import type { Workout } from '../../../../../shared/api-types';
import type { Difficulty } from '../../../../../shared/constants';
import { DEFAULT_DIFFICULTY, WORKOUT_NAME_REQUIRED, workoutRequestSchema, type WorkoutRequest } from '../../../../../shared/schemas/plans';
import { estimatedDurationMinutes } from '../../../../../shared/workout/durations';
import { countsOf } from '../../workout-editor';
import { setCountProblem, targetsOf } from './template-rows';
import type { WorkoutTemplate, WorkoutTemplateExercise } from './workout-template';

/** The Create/Edit Workout form's own fields (spec 001 section 2). */
export interface WorkoutFormValues {
  name: string;
  description: string;
  difficulty: Difficulty;
  isPublic: boolean;
}

export const emptyWorkoutForm: WorkoutFormValues = { name: '', description: '', difficulty: DEFAULT_DIFFICULTY, isPublic: false };

export function workoutFormOf(workout: Workout): WorkoutFormValues {
  return { name: workout.name, description: workout.description, difficulty: workout.difficulty, isPublic: workout.isPublic };
}

/** Spec 001 section 9: the estimate counts the normal sets only. */
export function estimatedMinutesOf(exercises: readonly WorkoutTemplateExercise[]): number {
  return estimatedDurationMinutes(exercises.map((exercise) => ({ sets: countsOf(exercise.sets).sets, restSeconds: exercise.restSeconds })));
}

/**
 * The POST/PUT /api/workouts body, pre-checked with the API's own schema, or the first message to show
 * ('Please enter a workout plan name.', or which exercise has set counts the API refuses).
 */
export function workoutRequestOf(values: WorkoutFormValues, template: WorkoutTemplate, planId: string | null): { body: WorkoutRequest } | { error: string } {
  if (!values.name.trim()) return { error: WORKOUT_NAME_REQUIRED };
  for (const exercise of template.exercises) {
    const problem = setCountProblem(countsOf(exercise.sets));
    if (problem) return { error: `${exercise.name}: ${problem}` };
  }
  const parsed = workoutRequestSchema.safeParse({
    ...values,
    estimatedDuration: estimatedMinutesOf(template.exercises),
    planId,
    exercises: template.exercises.map((exercise, orderIndex) => {
      const { weight } = targetsOf(exercise.sets, template.entries);
      return {
        exerciseId: exercise.exerciseId,
        ...countsOf(exercise.sets),
        reps: exercise.reps,
        restSeconds: exercise.restSeconds,
        notes: exercise.notes,
        orderIndex,
        supersetGroup: exercise.supersetGroup,
        ...(weight === null ? {} : { weight }),
      };
    }),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  return { body: parsed.data };
}
