import type { QueryClient } from '@tanstack/react-query';
import type { WorkoutSession, WorkoutSet } from '../../../../../../shared/api-types';
import { sessionKeys, setKeys } from '../../api/session-queries';

export interface SessionSnapshot {
  session: WorkoutSession | undefined;
  sets: WorkoutSet[] | undefined;
}

/** The query cache of one live session (the session and its sets), read and changed in place. */
export function sessionCache(queryClient: QueryClient, sessionId: string) {
  const sessionKey = sessionKeys.detail(sessionId);
  const setsKey = setKeys.bySession(sessionId);

  const updateSets = (update: (sets: WorkoutSet[]) => WorkoutSet[]) =>
    queryClient.setQueryData<WorkoutSet[]>(setsKey, (sets) => (sets ? update(sets) : sets));

  return {
    sessionKey,
    setsKey,
    session: () => queryClient.getQueryData<WorkoutSession>(sessionKey),
    sets: () => queryClient.getQueryData<WorkoutSet[]>(setsKey),
    updateSets,
    updateSession: (update: (session: WorkoutSession) => WorkoutSession) =>
      queryClient.setQueryData<WorkoutSession>(sessionKey, (session) => (session ? update(session) : session)),
    updateSet: (setId: string, change: (set: WorkoutSet) => WorkoutSet) =>
      updateSets((sets) => sets.map((set) => (set.id === setId ? change(set) : set))),
    /** Stops reads in flight (they would overwrite the change) and returns the cache as it is. */
    async snapshot(): Promise<SessionSnapshot> {
      await Promise.all([queryClient.cancelQueries({ queryKey: setsKey }), queryClient.cancelQueries({ queryKey: sessionKey })]);
      return { session: queryClient.getQueryData(sessionKey), sets: queryClient.getQueryData(setsKey) };
    },
    restore(snapshot: SessionSnapshot) {
      queryClient.setQueryData(sessionKey, snapshot.session);
      queryClient.setQueryData(setsKey, snapshot.sets);
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
