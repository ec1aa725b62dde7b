import type { WorkoutSet } from '../../../../../../shared/api-types';
import { timeOrderedId } from '../../../../../../shared/ids';

/** A set made on the device: its id is chosen here (issue 12), so later changes to it can be queued at once. */
export function newSet(fields: Pick<WorkoutSet, 'sessionId' | 'exerciseId' | 'exerciseName' | 'exerciseOrder' | 'setNumber' | 'weight' | 'reps'>): WorkoutSet {
  return { id: timeOrderedId(), ...fields, isCompleted: false, isWarmup: false, setType: 'normal', createdAt: new Date().toISOString() };
}
