import type { Exercise, WorkoutExercise } from '../../../../../shared/api-types';
import type { EntryMap } from '../../../../../shared/workout/entry-copying';
import type { LocalSet, LocalWorkout } from '../local/local-workout';
import { rowsFromCounts, type SetCounts } from '../local/set-counts';
import { withSavedTargets } from './template-rows';

/**
 * What an exercise of an unsaved routine or workout holds (spec 000 'Routine exercise entry', spec 001
 * 'Workout exercise entry'); each builder may keep more fields (`X`) next to these.
 */
export interface TemplateExercise {
  exerciseId: string;
  name: string;
  /** Warm-up (W) and normal rows; saved as the counts warmupSets and sets. */
  sets: LocalSet[];
  /** Text such as '8-12'. */
  reps: string;
  restSeconds: number;
}

/** A builder's picker defaults: the rows a picked exercise starts with, its reps text and its rest. */
export interface TemplateDefaults extends SetCounts {
  reps: string;
  restSeconds: number;
}

/** A picked exercise with the builder's defaults and its extra fields. */
export function pickedExerciseOf<X extends object>(exercise: Pick<Exercise, 'id' | 'name'>, defaults: TemplateDefaults, extra: X): TemplateExercise & X {
  return { exerciseId: exercise.id, name: exercise.name, sets: rowsFromCounts(defaults), reps: defaults.reps, restSeconds: defaults.restSeconds, ...extra };
}

/**
 * Saved exercises as a template: in their order, warm-up rows first, their weight and whole reps typed
 * into the first normal set (copied on to the later ones); `toExtra` gives the builder's extra fields.
 */
export function templateOf<X extends object>(saved: readonly WorkoutExercise[], toExtra: (saved: WorkoutExercise) => X): LocalWorkout<TemplateExercise & X> {
  let entries: EntryMap = {};
  const exercises = [...saved]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((entry) => {
      const sets = rowsFromCounts(entry);
      entries = withSavedTargets(entries, sets, entry);
      return { exerciseId: entry.exerciseId, name: entry.exerciseName, sets, reps: entry.reps, restSeconds: entry.restSeconds, ...toExtra(entry) };
    });
  return { exercises, entries };
}
