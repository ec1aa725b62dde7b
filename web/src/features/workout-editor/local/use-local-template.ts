import { useMemo, useState } from 'react';
import type { Exercise } from '../../../../../shared/api-types';
import type { EditorModel } from '../editor-model';
import * as local from './local-workout';
import type { LocalExercise, LocalWorkout } from './local-workout';

/**
 * An unsaved template (routine and workout builders, spec 000 section 2): sets are held here until
 * Save, warm-up marks toggle locally, and deleting an exercise first asks for confirmation.
 * `create` builds the entry of a newly picked exercise (with the builder's extra fields).
 * Spread the returned model to add `renderExerciseDetails` or other optional members.
 */
export function useLocalTemplate<E extends LocalExercise>(initial: () => LocalWorkout<E>, create: (exercise: Exercise) => E) {
  const [workout, setWorkout] = useState(initial);

  const model = useMemo<EditorModel>(
    () => ({
      exercises: workout.exercises,
      entries: workout.entries,
      addExercises: (exercises) => setWorkout((current) => local.addExercises(current, exercises, create)),
      replaceExercise: (exerciseId, exercise) => setWorkout((current) => local.replaceExercise(current, exerciseId, exercise)),
      removeExercise: (exerciseId) => setWorkout((current) => local.removeExercise(current, exerciseId)),
      moveExercise: (exerciseId, direction) => setWorkout((current) => local.moveExercise(current, exerciseId, direction)),
      addSet: (exerciseId) => setWorkout((current) => local.addSet(current, exerciseId)),
      deleteSet: (_exerciseId, setId) => setWorkout((current) => local.deleteSet(current, setId)),
      setWarmup: (_exerciseId, setId, isWarmup) => setWorkout((current) => local.setWarmup(current, setId, isWarmup)),
      editEntry: (exerciseId, setId, field, text) => setWorkout((current) => local.editEntry(current, exerciseId, setId, field, text)),
      confirmRemoveExercise: (exercise) => ({
        title: `Delete ${exercise.name}?`,
        description: 'All its sets will be removed.',
        confirmLabel: 'Delete Exercise',
      }),
    }),
    [workout, create],
  );

  return { workout, setWorkout, model };
}
