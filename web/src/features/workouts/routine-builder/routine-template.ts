import type { Exercise, PlanWithWorkouts } from '../../../../../shared/api-types';
import type { EntryMap } from '../../../../../shared/workout/entry-copying';
import { ROUTINE_DEFAULT_REPS, ROUTINE_DEFAULT_REST_SECONDS } from '../../../../../shared/schemas/plans';
import { withSavedTargets } from '../../plans';
import { localWorkout, rowsFromCounts, type LocalSet, type LocalWorkout } from '../../workout-editor';

/** One exercise of the routine being built (spec 000 'Routine exercise entry'), with its set rows held locally. */
export interface RoutineTemplateExercise {
  exerciseId: string;
  name: string;
  /** Warm-up (W) and normal rows; saved as the counts warmupSets and sets. */
  sets: LocalSet[];
  /** Saved when no normal set has typed reps: '8-12' for a new exercise, the saved text for a loaded one. */
  reps: string;
  restSeconds: number;
}

export type RoutineTemplate = LocalWorkout<RoutineTemplateExercise>;

/** A picked exercise: one normal set, the routine defaults reps '8-12' and 60 s rest. */
export function routineExerciseOf(exercise: Pick<Exercise, 'id' | 'name'>): RoutineTemplateExercise {
  return { exerciseId: exercise.id, name: exercise.name, sets: [localWorkout.newLocalSet()], reps: ROUTINE_DEFAULT_REPS, restSeconds: ROUTINE_DEFAULT_REST_SECONDS };
}

/**
 * A saved routine (its exercises are those of its first workout) as a template: warm-up rows first,
 * its weight and whole reps typed into the first normal set and copied on to the later ones.
 */
export function routineTemplateOf(plan: PlanWithWorkouts): RoutineTemplate {
  let entries: EntryMap = {};
  const saved = [...(plan.workouts[0]?.exercises ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  const exercises = saved.map((entry) => {
    const sets = rowsFromCounts(entry);
    entries = withSavedTargets(entries, sets, entry);
    return { exerciseId: entry.exerciseId, name: entry.exerciseName, sets, reps: entry.reps, restSeconds: entry.restSeconds };
  });
  return { exercises, entries };
}
