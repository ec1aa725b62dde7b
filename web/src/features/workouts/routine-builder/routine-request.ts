import type { Plan } from '../../../../../shared/api-types';
import type { Difficulty } from '../../../../../shared/constants';
import { DEFAULT_DIFFICULTY, ROUTINE_NAME_REQUIRED, routineRequestSchema, type RoutineRequest } from '../../../../../shared/schemas/plans';
import { setCountProblem, targetsOf } from '../../plans';
import { countsOf } from '../../workout-editor';
import type { RoutineTemplate } from './routine-template';

/** The routine's own fields; difficulty and isPublic are not on the form (Beginner and private for a new routine, kept when editing). */
export interface RoutineFormValues {
  name: string;
  description: string;
  difficulty: Difficulty;
  isPublic: boolean;
}

export const emptyRoutineForm: RoutineFormValues = { name: '', description: '', difficulty: DEFAULT_DIFFICULTY, isPublic: false };

export function routineFormOf(plan: Plan): RoutineFormValues {
  return { name: plan.name, description: plan.description, difficulty: plan.difficulty, isPublic: plan.isPublic };
}

/**
 * The POST/PUT /api/workout-plans body, pre-checked with the API's own schema, or the first message
 * to show ('Please enter a routine name', or which exercise has set counts the API refuses).
 */
export function routineRequestOf(values: RoutineFormValues, template: RoutineTemplate): { body: RoutineRequest } | { error: string } {
  if (!values.name.trim()) return { error: ROUTINE_NAME_REQUIRED };
  for (const exercise of template.exercises) {
    const problem = setCountProblem(countsOf(exercise.sets));
    if (problem) return { error: `${exercise.name}: ${problem}` };
  }
  const parsed = routineRequestSchema.safeParse({
    ...values,
    exercises: template.exercises.map((exercise, orderIndex) => {
      const targets = targetsOf(exercise.sets, template.entries);
      return {
        exerciseId: exercise.exerciseId,
        ...countsOf(exercise.sets),
        reps: targets.reps ?? exercise.reps,
        restSeconds: exercise.restSeconds,
        orderIndex,
        ...(targets.weight === null ? {} : { weight: targets.weight }),
      };
    }),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Please check the routine.' };
  return { body: parsed.data };
}
