import type { Exercise } from '../../../../../../shared/api-types';
import { newExercises } from '../../../workout-editor';
import { newSet } from './new-set';
import { useQueueChange } from './use-queue-change';

/** Adds the picked exercises not yet in the workout, each with one empty set, in the order picked. */
export function useAddExercises(sessionId: string) {
  const queue = useQueueChange(sessionId);
  return (exercises: readonly Exercise[], currentExerciseIds: readonly string[]) => {
    newExercises(exercises, currentExerciseIds).forEach((exercise, index) => {
      const set = newSet({ sessionId, exerciseId: exercise.id, exerciseName: exercise.name, exerciseType: exercise.exerciseType, exerciseOrder: currentExerciseIds.length + index, setNumber: 1, weight: null, reps: null });
      queue({ kind: 'add-set', set, newExercise: true });
    });
  };
}
