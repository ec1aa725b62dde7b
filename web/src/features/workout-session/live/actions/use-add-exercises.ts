import type { Exercise, WorkoutSet } from '../../../../../../shared/api-types';
import { newExercises } from '../../../workout-editor';
import { createSet } from '../../api/session-requests';
import type { SessionEntriesStore } from '../session-entries-store';
import { newTempSetId } from './temp-set';
import { useSessionChange } from './use-session-change';

interface PlannedExercise {
  exercise: Exercise;
  tempId: string;
}

/** Adds the picked exercises not yet in the workout, each with one empty set, in the order picked. */
export function useAddExercises(sessionId: string, store: SessionEntriesStore) {
  const mutation = useSessionChange(sessionId, {
    send: async (planned: PlannedExercise[], cache) => {
      // One after another, so the exercises keep the order they were picked in.
      for (const { exercise, tempId } of planned) {
        const created = await createSet(sessionId, exercise.id, { setNumber: 1, weight: null, reps: null, isCompleted: false, isWarmup: false });
        cache.updateSet(tempId, () => created);
        store.rekey(tempId, created.id, { weight: created.weight, reps: created.reps });
      }
    },
    apply: (planned, cache, snapshot) => {
      const base = snapshot.session?.exerciseIds.length ?? 0;
      cache.updateSession((session) => ({ ...session, exerciseIds: [...session.exerciseIds, ...planned.map(({ exercise }) => exercise.id)] }));
      cache.updateSets((sets) => [...sets, ...planned.map(({ exercise, tempId }, index) => emptySet(sessionId, exercise, tempId, base + index))]);
    },
    // Exercises created before the failure stay; only those still pending are taken away.
    rollback: (planned, cache) => {
      const pending = new Set(planned.map(({ tempId }) => tempId));
      const notAdded = new Set((cache.sets() ?? []).filter((set) => pending.has(set.id)).map((set) => set.exerciseId));
      cache.updateSets((sets) => sets.filter((set) => !pending.has(set.id)));
      cache.updateSession((session) => ({ ...session, exerciseIds: session.exerciseIds.filter((id) => !notAdded.has(id)) }));
    },
    failureMessage: 'Failed to add exercises to workout',
  });

  return (exercises: readonly Exercise[], currentExerciseIds: readonly string[]) => {
    const fresh = newExercises(exercises, currentExerciseIds);
    if (fresh.length > 0) mutation.mutate(fresh.map((exercise) => ({ exercise, tempId: newTempSetId() })));
  };
}

function emptySet(sessionId: string, exercise: Exercise, id: string, exerciseOrder: number): WorkoutSet {
  return {
    id,
    sessionId,
    exerciseId: exercise.id,
    exerciseName: exercise.name,
    exerciseOrder,
    setNumber: 1,
    weight: null,
    reps: null,
    isCompleted: false,
    isWarmup: false,
    createdAt: new Date().toISOString(),
  };
}
