import { useRef } from 'react';
import type { WorkoutSet } from '../../../../../../shared/api-types';
import { nextSetNumber } from '../../../../../../shared/workout/set-numbering';
import { addExerciseSet } from '../../api/session-requests';
import type { SessionEntriesStore } from '../session-entries-store';
import { newTempSetId } from './temp-set';
import { useSessionChange } from './use-session-change';

/**
 * Adds a set to an exercise, starting with copies of the last set's values; a second tap while the
 * first is on its way is ignored.
 */
export function useAddSet(sessionId: string, store: SessionEntriesStore) {
  const addingFor = useRef(new Set<string>());
  const mutation = useSessionChange(sessionId, {
    send: (draft: WorkoutSet) =>
      addExerciseSet(sessionId, draft.exerciseId, { setNumber: draft.setNumber, ...store.payloadOf(draft.id), isCompleted: false, isWarmup: false }),
    apply: (draft, cache) => cache.updateSets((sets) => [...sets, draft]),
    onSuccess: (created, draft, cache) => {
      cache.updateSet(draft.id, () => created);
      store.rekey(draft.id, created.id, { weight: created.weight, reps: created.reps });
    },
    rollback: (draft, cache) => {
      cache.updateSets((sets) => sets.filter((set) => set.id !== draft.id));
      store.forget(draft.id);
    },
    failureMessage: 'Failed to add set',
    onSettled: (draft) => addingFor.current.delete(draft.exerciseId),
  });

  return (exerciseId: string, exerciseName: string, exerciseSets: readonly WorkoutSet[]) => {
    if (addingFor.current.has(exerciseId)) return;
    addingFor.current.add(exerciseId);
    const previous = exerciseSets.at(-1);
    const draft: WorkoutSet = {
      id: newTempSetId(),
      sessionId,
      exerciseId,
      exerciseName,
      exerciseOrder: previous?.exerciseOrder ?? 0,
      setNumber: nextSetNumber(exerciseSets),
      weight: null,
      reps: null,
      isCompleted: false,
      isWarmup: false,
      createdAt: new Date().toISOString(),
    };
    store.copyForNewSet(previous?.id, draft.id);
    mutation.mutate(draft);
  };
}
