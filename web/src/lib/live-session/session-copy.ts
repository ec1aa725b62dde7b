import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import { DEFAULT_EXERCISE_TYPE } from '../../../../shared/exercise-types/types';
import { copiedSetId, copyTemplate, type TemplateEntry } from '../../../../shared/workout/template-copy';

/**
 * Issue 30: a routine or workout copied on the phone to start it offline: its entries as the phone had them and the
 * local id chosen for each set, in the order the copy makes them. The server stores the same copy with these ids.
 */
export interface SessionCopy {
  exercises: TemplateEntry[];
  setIds: string[];
}

/** The session with the copy's exercises, rest times, notes and supersets, and its sets, as the server will hold them. */
export function withCopy(session: WorkoutSession, copy: SessionCopy): { session: WorkoutSession; sets: WorkoutSet[] } {
  const setIds = copy.setIds[Symbol.iterator]();
  const { sets, ...exercises } = copyTemplate(copy.exercises, () => String(setIds.next().value));
  return {
    session: { ...session, ...exercises },
    sets: sets.map(({ localId, ...set }) => ({
      ...set,
      id: copiedSetId(session.id, localId),
      sessionId: session.id,
      exerciseOrder: exercises.exerciseIds.indexOf(set.exerciseId),
      weight: null,
      reps: null,
      // Issue 29: the copy knows no types; the server's answer brings each set's.
      exerciseType: DEFAULT_EXERCISE_TYPE,
      durationSeconds: null,
      distanceMeters: null,
      isCompleted: false,
      setType: set.isWarmup ? 'warmup' : 'normal',
      createdAt: session.createdAt,
    })),
  };
}
