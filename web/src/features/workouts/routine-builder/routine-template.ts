import type { Exercise, PlanWithWorkouts } from '../../../../../shared/api-types';
import { MIN_SETS, ROUTINE_DEFAULT_REPS, ROUTINE_DEFAULT_REST_SECONDS } from '../../../../../shared/schemas/plans';
import { pickedExerciseOf, templateOf, type TemplateDefaults, type TemplateExercise } from '../../workout-editor/template/template-exercise';
import type { LocalWorkout } from '../../workout-editor';

/**
 * One exercise of the routine being built (spec 000 'Routine exercise entry'): the template fields and (issue 29) its
 * superset's letter. Its reps text is saved when no normal set has typed reps: '8-12' for a new exercise, the saved
 * text for a loaded one.
 */
export type RoutineTemplateExercise = TemplateExercise & { supersetGroup: string | null };

export type RoutineTemplate = LocalWorkout<RoutineTemplateExercise>;

const ROUTINE_DEFAULTS: TemplateDefaults = { sets: MIN_SETS, warmupSets: 0, reps: ROUTINE_DEFAULT_REPS, restSeconds: ROUTINE_DEFAULT_REST_SECONDS };

/** A picked exercise: one normal set, the routine defaults reps '8-12' and 60 s rest. */
export function routineExerciseOf(exercise: Pick<Exercise, 'id' | 'name'>): RoutineTemplateExercise {
  return pickedExerciseOf(exercise, ROUTINE_DEFAULTS, { supersetGroup: null });
}

/** A saved routine as a template (see templateOf): its exercises are those of its first workout. */
export function routineTemplateOf(plan: PlanWithWorkouts): RoutineTemplate {
  return templateOf(plan.workouts[0]?.exercises ?? [], (saved) => ({ supersetGroup: saved.supersetGroup ?? null }));
}
