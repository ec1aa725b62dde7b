import { useRef } from 'react';
import type { WorkoutSet } from '../../../../../../shared/api-types';
import { nextSetNumber } from '../../../../../../shared/workout/set-numbering';
import type { SessionEntriesStore } from '../session-entries-store';
import { newSet } from './new-set';
import { useQueueChange } from './use-queue-change';

/** A second tap on Add Set of the same exercise within this time is taken as a double tap, not another set. */
export const ADD_SET_DOUBLE_TAP_MS = 400;

/**
 * Adds a set to an exercise, starting with copies of the last set's values (it is created with them). A set appears
 * at once (issue 12), so a double tap is recognised by time rather than by a request on its way.
 */
export function useAddSet(sessionId: string, store: SessionEntriesStore) {
  const queue = useQueueChange(sessionId);
  const lastTap = useRef(new Map<string, number>());
  return (exerciseId: string, exerciseName: string, exerciseSets: readonly WorkoutSet[]) => {
    const now = Date.now();
    if (now - (lastTap.current.get(exerciseId) ?? 0) < ADD_SET_DOUBLE_TAP_MS) return;
    lastTap.current.set(exerciseId, now);
    const previous = exerciseSets.at(-1);
    const draft = newSet({ sessionId, exerciseId, exerciseName, exerciseOrder: previous?.exerciseOrder ?? 0, ...(previous ? { exerciseType: previous.exerciseType } : {}), setNumber: nextSetNumber(exerciseSets), weight: null, reps: null });
    store.copyForNewSet(previous?.id, draft.id);
    queue({ kind: 'add-set', set: { ...draft, ...store.payloadOf(draft.id) }, newExercise: false });
  };
}
