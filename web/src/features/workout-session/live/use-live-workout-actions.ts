import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Exercise, WorkoutSession, WorkoutSet } from '../../../../../shared/api-types';
import { moveInOrder, replaceInOrder, type MoveDirection } from '../../../../../shared/workout/exercise-order';
import { nextSetNumber } from '../../../../../shared/workout/set-numbering';
import { FINISH_TOAST_DURATION_MS } from '../../../components/ui/toast-constants';
import { useToast } from '../../../components/ui/use-toast';
import { sessionKeys, setKeys } from '../api/session-queries';
import * as requests from '../api/session-requests';
import { moveRestSeconds } from '../lib/rest-seconds';
import { forgetSessionLocalData, TEMP_SET_PREFIX, type SessionEntriesStore } from './session-entries-store';
import { reorderSets } from './workout-blocks';

const newTempId = () => `${TEMP_SET_PREFIX}${crypto.randomUUID()}`;

interface Snapshot {
  session: WorkoutSession | undefined;
  sets: WorkoutSet[] | undefined;
}

/**
 * Every change a person makes in the live workout, applied to the screen at once (optimistic),
 * sent to the server, and rolled back with the spec's message when the server refuses.
 * After the last pending change settles, the session and its sets are read again.
 */
export function useLiveWorkoutActions(sessionId: string, store: SessionEntriesStore) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutationKey = ['workout-session', sessionId] as const;
  const addingSetFor = useRef(new Set<string>());

  const setsKey = setKeys.bySession(sessionId);
  const sessionKey = sessionKeys.detail(sessionId);

  const updateSets = (update: (sets: WorkoutSet[]) => WorkoutSet[]) =>
    queryClient.setQueryData<WorkoutSet[]>(setsKey, (sets) => (sets ? update(sets) : sets));
  const updateSession = (update: (session: WorkoutSession) => WorkoutSession) =>
    queryClient.setQueryData<WorkoutSession>(sessionKey, (session) => (session ? update(session) : session));
  const replaceSet = (id: string, next: WorkoutSet) => updateSets((sets) => sets.map((set) => (set.id === id ? next : set)));

  async function prepare(): Promise<Snapshot> {
    await Promise.all([queryClient.cancelQueries({ queryKey: setsKey }), queryClient.cancelQueries({ queryKey: sessionKey })]);
    return { session: queryClient.getQueryData(sessionKey), sets: queryClient.getQueryData(setsKey) };
  }

  function restore(snapshot: Snapshot | undefined) {
    if (!snapshot) return;
    queryClient.setQueryData(sessionKey, snapshot.session);
    queryClient.setQueryData(setsKey, snapshot.sets);
  }

  /** Reads the truth again once no other change of this session is still on its way. */
  function settle() {
    if (queryClient.isMutating({ mutationKey: [...mutationKey] }) > 1) return;
    void queryClient.invalidateQueries({ queryKey: setsKey });
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  }

  const failure = (title: string) => toast({ title, variant: 'destructive' });

  const toggleCompletion = useMutation({
    mutationKey,
    mutationFn: (set: WorkoutSet) => requests.toggleSetCompletion(set.id),
    onMutate: async (set) => {
      await prepare();
      if (!set.isCompleted) store.confirm(set.id);
      updateSets((sets) => sets.map((item) => (item.id === set.id ? { ...item, isCompleted: !set.isCompleted } : item)));
    },
    onSuccess: (saved, set) => updateSets((sets) => sets.map((item) => (item.id === set.id ? { ...item, isCompleted: saved.isCompleted } : item))),
    // Spec 000 section 8: toggle failures are only logged.
    onError: (error, set) => {
      console.warn('Toggling completion failed', error);
      updateSets((sets) => sets.map((item) => (item.id === set.id ? { ...item, isCompleted: set.isCompleted } : item)));
    },
    onSettled: settle,
  });

  const toggleWarmup = useMutation({
    mutationKey,
    mutationFn: (set: WorkoutSet) => requests.toggleSetWarmup(set.id),
    onMutate: async (set) => {
      await prepare();
      updateSets((sets) => sets.map((item) => (item.id === set.id ? { ...item, isWarmup: !set.isWarmup } : item)));
    },
    onSuccess: (saved, set) => updateSets((sets) => sets.map((item) => (item.id === set.id ? { ...item, isWarmup: saved.isWarmup } : item))),
    onError: (error, set) => {
      console.warn('Toggling warm-up failed', error);
      updateSets((sets) => sets.map((item) => (item.id === set.id ? { ...item, isWarmup: set.isWarmup } : item)));
    },
    onSettled: settle,
  });

  const addSetMutation = useMutation({
    mutationKey,
    mutationFn: (draft: WorkoutSet) =>
      requests.addExerciseSet(sessionId, draft.exerciseId, {
        setNumber: draft.setNumber,
        ...store.payloadOf(draft.id),
        isCompleted: false,
        isWarmup: false,
      }),
    onMutate: async (draft) => {
      await prepare();
      updateSets((sets) => [...sets, draft]);
    },
    onSuccess: (created, draft) => {
      replaceSet(draft.id, created);
      store.rekey(draft.id, created.id, { weight: created.weight, reps: created.reps });
    },
    onError: (_error, draft) => {
      updateSets((sets) => sets.filter((set) => set.id !== draft.id));
      store.forget(draft.id);
      failure('Failed to add set');
    },
    onSettled: (_data, _error, draft) => {
      addingSetFor.current.delete(draft.exerciseId);
      settle();
    },
  });

  /** Adds a set to an exercise (with copies of the last set's values); a second tap while the first is on its way is ignored. */
  function addSet(exerciseId: string, exerciseName: string, exerciseSets: readonly WorkoutSet[]) {
    if (addingSetFor.current.has(exerciseId)) return;
    addingSetFor.current.add(exerciseId);
    const previous = exerciseSets.at(-1);
    const draft: WorkoutSet = {
      id: newTempId(),
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
    addSetMutation.mutate(draft);
  }

  const deleteSet = useMutation({
    mutationKey,
    mutationFn: (set: WorkoutSet) => requests.deleteSet(set.id),
    onMutate: async (set) => {
      await prepare();
      updateSets((sets) => sets.filter((item) => item.id !== set.id));
    },
    onError: (_error, set) => {
      updateSets((sets) => (sets.some((item) => item.id === set.id) ? sets : [...sets, set]));
      failure('Failed to delete set');
    },
    onSettled: settle,
  });

  /** Adds exercises not yet in the workout (`planned` holds only those: see addExercises below). */
  const addExercises = useMutation({
    mutationKey,
    mutationFn: async ({ planned }: { planned: { exercise: Exercise; tempId: string }[] }) => {
      // One after another, so the exercises keep the order they were picked in.
      for (const { exercise, tempId } of planned) {
        const created = await requests.createSet(sessionId, exercise.id, {
          setNumber: 1,
          weight: null,
          reps: null,
          isCompleted: false,
          isWarmup: false,
        });
        replaceSet(tempId, created);
        store.rekey(tempId, created.id, { weight: created.weight, reps: created.reps });
      }
    },
    onMutate: async ({ planned }) => {
      const snapshot = await prepare();
      updateSession((session) => ({ ...session, exerciseIds: [...session.exerciseIds, ...planned.map(({ exercise }) => exercise.id)] }));
      const base = snapshot.session?.exerciseIds.length ?? 0;
      updateSets((sets) => [
        ...sets,
        ...planned.map(({ exercise, tempId }, index) => ({
          id: tempId,
          sessionId,
          exerciseId: exercise.id,
          exerciseName: exercise.name,
          exerciseOrder: base + index,
          setNumber: 1,
          weight: null,
          reps: null,
          isCompleted: false,
          isWarmup: false,
          createdAt: new Date().toISOString(),
        })),
      ]);
    },
    onError: (_error, { planned }) => {
      const pending = new Set(planned.map(({ tempId }) => tempId));
      const notAdded = new Set(
        (queryClient.getQueryData<WorkoutSet[]>(setsKey) ?? []).filter((set) => pending.has(set.id)).map((set) => set.exerciseId),
      );
      updateSets((sets) => sets.filter((set) => !pending.has(set.id)));
      updateSession((session) => ({ ...session, exerciseIds: session.exerciseIds.filter((id) => !notAdded.has(id)) }));
      failure('Failed to add exercises to workout');
    },
    onSettled: settle,
  });

  const moveExercise = useMutation({
    mutationKey,
    mutationFn: ({ exerciseId, direction }: { exerciseId: string; direction: MoveDirection }) =>
      requests.moveExercise(sessionId, exerciseId, direction),
    onMutate: async ({ exerciseId, direction }) => {
      const snapshot = await prepare();
      const order = moveInOrder(snapshot.session?.exerciseIds ?? [], exerciseId, direction);
      updateSession((session) => ({ ...session, exerciseIds: [...order] }));
      updateSets((sets) => reorderSets(sets, order));
      return snapshot;
    },
    onSuccess: () => toast({ title: 'Exercise Moved' }),
    onError: (_error, _variables, snapshot) => {
      restore(snapshot);
      failure('Failed to move exercise');
    },
    onSettled: settle,
  });

  const replaceExercise = useMutation({
    mutationKey,
    mutationFn: ({ oldExerciseId, exercise }: { oldExerciseId: string; exercise: Exercise }) =>
      requests.replaceExercise(sessionId, oldExerciseId, exercise.id),
    onMutate: async ({ oldExerciseId, exercise }) => {
      const snapshot = await prepare();
      const order = replaceInOrder(snapshot.session?.exerciseIds ?? [], oldExerciseId, exercise.id);
      updateSession((session) => ({ ...session, exerciseIds: [...order] }));
      updateSets((sets) =>
        sets.map((set) => (set.exerciseId === oldExerciseId ? { ...set, exerciseId: exercise.id, exerciseName: exercise.name } : set)),
      );
      moveRestSeconds(sessionId, oldExerciseId, exercise.id);
      return snapshot;
    },
    onSuccess: () => toast({ title: 'Exercise Replaced' }),
    onError: (_error, _variables, snapshot) => {
      restore(snapshot);
      failure('Failed to replace exercise');
    },
    onSettled: settle,
  });

  const removeExercise = useMutation({
    mutationKey,
    mutationFn: (exerciseId: string) => requests.removeExercise(sessionId, exerciseId),
    onMutate: async (exerciseId) => {
      const snapshot = await prepare();
      const order = (snapshot.session?.exerciseIds ?? []).filter((id) => id !== exerciseId);
      updateSession((session) => ({ ...session, exerciseIds: order }));
      updateSets((sets) => reorderSets(sets.filter((set) => set.exerciseId !== exerciseId), order));
      return snapshot;
    },
    onSuccess: () => toast({ title: 'Exercise Removed' }),
    onError: (_error, _variables, snapshot) => {
      restore(snapshot);
      failure('Failed to remove exercise');
    },
    onSettled: settle,
  });

  /** After Finish or Discard: forget the browser's copy, refresh the lists that changed, go home. */
  function leave(userId: string) {
    forgetSessionLocalData(sessionId);
    queryClient.setQueryData(sessionKeys.active(), null);
    queryClient.removeQueries({ queryKey: setsKey });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['api', 'users', userId] });
    void navigate('/');
  }

  const finish = useMutation({
    mutationFn: async (_session: WorkoutSession) => {
      // Rejects when an entry cannot be saved: then the workout stays open and the browser keeps its copy.
      await store.flush();
      return requests.finishSession(sessionId);
    },
    onMutate: () => {
      toast({ title: 'Finishing Workout' });
    },
    onSuccess: (_finished, session) => {
      leave(session.userId);
      toast({ title: 'Workout Complete!', description: 'Great job finishing your workout!', duration: FINISH_TOAST_DURATION_MS });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to finish workout. Please try again.', variant: 'destructive' }),
  });

  const discard = useMutation({
    mutationFn: (_session: WorkoutSession) => requests.deleteSession(sessionId),
    onSuccess: (_result, session) => {
      leave(session.userId);
      toast({ title: 'Workout Discarded' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to discard workout. Please try again.', variant: 'destructive' }),
  });

  return {
    toggleCompletion: (set: WorkoutSet) => toggleCompletion.mutate(set),
    toggleWarmup: (set: WorkoutSet) => toggleWarmup.mutate(set),
    addSet,
    deleteSet: (set: WorkoutSet) => deleteSet.mutate(set),
    addExercises: (exercises: readonly Exercise[]) => {
      // Only exercises not yet in the workout are created (and shown at once); the others are left as they are.
      const known = new Set(queryClient.getQueryData<WorkoutSession>(sessionKey)?.exerciseIds ?? []);
      const fresh = exercises.filter((exercise, index) => !known.has(exercise.id) && exercises.findIndex(({ id }) => id === exercise.id) === index);
      if (fresh.length === 0) return;
      addExercises.mutate({ planned: fresh.map((exercise) => ({ exercise, tempId: newTempId() })) });
    },
    moveExercise: (exerciseId: string, direction: MoveDirection) => moveExercise.mutate({ exerciseId, direction }),
    replaceExercise: (oldExerciseId: string, exercise: Exercise) => replaceExercise.mutate({ oldExerciseId, exercise }),
    removeExercise: (exerciseId: string) => removeExercise.mutate(exerciseId),
    finish: (session: WorkoutSession) => {
      if (!finish.isPending && !discard.isPending) finish.mutate(session);
    },
    discard: (session: WorkoutSession | undefined) => {
      if (!session) {
        toast({ title: 'No active workout', variant: 'destructive' });
        return;
      }
      if (!finish.isPending && !discard.isPending) discard.mutate(session);
    },
    isFinishing: finish.isPending,
    isDiscarding: discard.isPending,
  };
}
