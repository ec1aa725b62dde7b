import type { WorkoutSet } from '../../../../../../shared/api-types';
import { DEFAULT_EXERCISE_TYPE } from '../../../../../../shared/exercise-types/types';
import { timeOrderedId } from '../../../../../../shared/ids';

/** A set made on the device: its id is chosen here (issue 12), so later changes to it can be queued at once. */
export function newSet(
  fields: Pick<WorkoutSet, 'sessionId' | 'exerciseId' | 'exerciseName' | 'exerciseOrder' | 'setNumber' | 'weight' | 'reps'> & Partial<Pick<WorkoutSet, 'exerciseType'>>,
): WorkoutSet {
  return {
    id: timeOrderedId(),
    // Issue 29: the exercise's type as the phone knows it (the server answers the stored one).
    exerciseType: DEFAULT_EXERCISE_TYPE,
    durationSeconds: null,
    distanceMeters: null,
    ...fields,
    isCompleted: false,
    isWarmup: false,
    setType: 'normal',
    createdAt: new Date().toISOString(),
  };
}
