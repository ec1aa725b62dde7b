import { WORKOUT_NAME_REQUIRED, workoutRequestSchema, type CheckedWorkoutRequest } from '../../../../../shared/schemas/plans';
import { estimatedDurationMinutes } from '../../../../../shared/workout/durations';
import { countsOf } from '../../workout-editor';
import { checkedRequest, type CheckedRequest } from '../../../lib/checked-request';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';
import { targetsOf, templateProblem } from '../../workout-editor/template/template-rows';
import type { WorkoutTemplate, WorkoutTemplateExercise } from './workout-template';

/** Spec 001 section 9: the estimate counts the normal sets only. */
export function estimatedMinutesOf(exercises: readonly WorkoutTemplateExercise[]): number {
  return estimatedDurationMinutes(exercises.map((exercise) => ({ sets: countsOf(exercise.sets).sets, restSeconds: exercise.restSeconds })));
}

/**
 * The POST/PUT /api/workouts body, pre-checked with the API's own schema, or the first message to show
 * ('Please enter a workout plan name.', or which exercise has set counts the API refuses).
 */
export function workoutRequestOf(values: DetailsFormValues, template: WorkoutTemplate, planId: string | null): CheckedRequest<CheckedWorkoutRequest> {
  const problem = templateProblem(values.name, WORKOUT_NAME_REQUIRED, template.exercises);
  if (problem) return { error: problem };
  const exercises = template.exercises.map((exercise, orderIndex) => {
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
  });
  return checkedRequest(workoutRequestSchema, { ...values, estimatedDuration: estimatedMinutesOf(template.exercises), planId, exercises }, 'Please check the form.');
}
