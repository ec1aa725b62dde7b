import { ROUTINE_NAME_REQUIRED, routineRequestSchema, type CheckedRoutineRequest } from '../../../../../shared/schemas/plans';
import { checkedRequest, type CheckedRequest } from '../../../lib/checked-request';
import { targetsOf, templateProblem } from '../../workout-editor/template/template-rows';
import type { DetailsFormValues } from '../../workout-editor/template/details-form';
import { countsOf } from '../../workout-editor';
import type { RoutineTemplate } from './routine-template';
import { routineSupersets } from './routine-supersets';

/**
 * The POST/PUT /api/workout-plans body, pre-checked with the API's own schema, or the first message
 * to show ('Please enter a routine name', or which exercise has set counts the API refuses).
 * Difficulty and isPublic are not on the routine form: Beginner and private for a new routine, kept when editing.
 */
export function routineRequestOf(values: DetailsFormValues, template: RoutineTemplate): CheckedRequest<CheckedRoutineRequest> {
  const problem = templateProblem(values.name, ROUTINE_NAME_REQUIRED, template.exercises);
  if (problem) return { error: problem };
  const supersets = routineSupersets(template.exercises);
  const exercises = template.exercises.map((exercise, orderIndex) => {
    const targets = targetsOf(exercise.sets, template.entries);
    return {
      exerciseId: exercise.exerciseId,
      ...countsOf(exercise.sets),
      reps: targets.reps ?? exercise.reps,
      restSeconds: exercise.restSeconds,
      orderIndex,
      // Issue 29: carried into a workout started from it (decision 86).
      supersetGroup: supersets[exercise.exerciseId] ?? null,
      ...(targets.weight === null ? {} : { weight: targets.weight }),
    };
  });
  return checkedRequest(routineRequestSchema, { ...values, exercises }, 'Please check the routine.');
}
