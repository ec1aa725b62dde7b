import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import { moveInOrder, replaceInOrder } from '../../../../shared/workout/exercise-order';
import { reorderSets } from './workout-blocks';
import type { LiveChange } from './live-change';

/** What the screen shows of one session: undefined while unknown, the session null once discarded. */
export interface SessionView {
  session: WorkoutSession | null | undefined;
  sets: WorkoutSet[] | undefined;
}

const updateSet = (sets: WorkoutSet[] | undefined, setId: string, change: (set: WorkoutSet) => WorkoutSet) =>
  sets?.map((set) => (set.id === setId ? change(set) : set));

const withValues = (set: WorkoutSet, { weight, reps }: { weight?: number | null; reps?: number | null }): WorkoutSet => ({
  ...set,
  ...(weight !== undefined && { weight }),
  ...(reps !== undefined && { reps }),
});

/** A replacement takes the plan's rest, note and superset of the exercise it replaces, as the server does. */
function handOverPlan(session: WorkoutSession, oldId: string, newId: string): WorkoutSession {
  const handOver = <V>(byExercise: Record<string, V> | undefined) => {
    if (!byExercise || !(oldId in byExercise)) return byExercise;
    const { [oldId]: value, ...others } = byExercise;
    return { ...others, [newId]: value as V };
  };
  const { exerciseNotes, supersetGroups } = session;
  return {
    ...session,
    exerciseRestSeconds: handOver(session.exerciseRestSeconds) ?? {},
    ...(exerciseNotes ? { exerciseNotes: handOver(exerciseNotes) } : {}),
    ...(supersetGroups ? { supersetGroups: handOver(supersetGroups) } : {}),
  };
}

/** A change as the person sees it at once, and as it is applied again over server data while it waits to be sent. */
export function applyLiveChange({ session, sets }: SessionView, change: LiveChange): SessionView {
  switch (change.kind) {
    case 'start':
      return { session: change.session, sets: sets ?? [] };
    case 'add-set': {
      if (sets?.some((set) => set.id === change.set.id)) return { session, sets };
      const exerciseIds = session?.exerciseIds ?? [];
      const nextSession = session && !exerciseIds.includes(change.set.exerciseId) ? { ...session, exerciseIds: [...exerciseIds, change.set.exerciseId] } : session;
      const exerciseOrder = (nextSession?.exerciseIds ?? []).indexOf(change.set.exerciseId);
      return { session: nextSession, sets: sets && [...sets, { ...change.set, exerciseOrder: exerciseOrder === -1 ? change.set.exerciseOrder : exerciseOrder }] };
    }
    case 'delete-set':
      return { session, sets: sets?.filter((set) => set.id !== change.setId) };
    case 'entries':
      return { session, sets: updateSet(sets, change.setId, (set) => withValues(set, change)) };
    case 'completion':
      return {
        session,
        sets: updateSet(sets, change.setId, (set) => ({ ...withValues(set, change), isCompleted: change.isCompleted, ...(!change.isCompleted && { personalRecords: [] }) })),
      };
    case 'warmup':
      return { session, sets: updateSet(sets, change.setId, (set) => ({ ...set, isWarmup: change.isWarmup })) };
    case 'move': {
      const order = [...moveInOrder(session?.exerciseIds ?? [], change.exerciseId, change.direction)];
      return { session: session && { ...session, exerciseIds: order }, sets: sets && reorderSets(sets, order) };
    }
    case 'replace': {
      const order = [...replaceInOrder(session?.exerciseIds ?? [], change.oldExerciseId, change.exercise.id)];
      const renamed = sets?.map((set) =>
        set.exerciseId === change.oldExerciseId ? { ...set, exerciseId: change.exercise.id, exerciseName: change.exercise.name } : set,
      );
      return { session: session && { ...handOverPlan(session, change.oldExerciseId, change.exercise.id), exerciseIds: order }, sets: renamed && reorderSets(renamed, order) };
    }
    case 'remove': {
      const order = (session?.exerciseIds ?? []).filter((id) => id !== change.exerciseId);
      return {
        session: session && { ...session, exerciseIds: order },
        sets: sets && reorderSets(sets.filter((set) => set.exerciseId !== change.exerciseId), order),
      };
    }
    case 'finish':
      return { session: session && { ...session, ...change.details, status: 'completed', isActive: false, endTime: change.at, completedAt: change.at }, sets };
    case 'discard':
      return { session: null, sets: [] };
  }
}

export const applyLiveChanges = (view: SessionView, changes: readonly LiveChange[]): SessionView => changes.reduce(applyLiveChange, view);
