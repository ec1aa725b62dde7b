import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';
import { familyKey, routeQueryKey } from './route-query-key';
import { activeWithPending, sessionWithPending, setsWithPending } from '../live-session/pending-live-changes';

/** Keys from general to specific; each key is also the path it reads. */
export const sessionKeys = {
  all: familyKey('/api/workout-sessions'),
  active: () => routeQueryKey('GET /api/workout-sessions/active'),
  current: () => routeQueryKey('GET /api/workout-sessions/current'),
  detail: (sessionId: string) => routeQueryKey('GET /api/workout-sessions/{id}', { id: sessionId }),
};

export const setKeys = {
  all: familyKey('/api/workout-sets'),
  bySession: (sessionId: string) => routeQueryKey('GET /api/workout-sets/session/{sessionId}', { sessionId }),
};

/**
 * The three reads of a live workout apply the changes still waiting in the outbox over the server's answer (issue 12),
 * so a refetch shows what the person did offline.
 */

/** Spec 000 section 4: the active-session query is stale at once and refetched on mount and on window focus. */
export function activeSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.active(),
    queryFn: ({ signal }) => activeWithPending(() => call('GET /api/workout-sessions/active', { signal })),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/workout-sessions/{id}. Refetched when the app returns to the foreground (another device may have changed it). */
export function sessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: ({ signal }) => sessionWithPending(sessionId, () => call('GET /api/workout-sessions/{id}', { params: { id: sessionId }, signal })),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** GET /api/workout-sets/session/{sessionId}: the sets in display order. */
export function sessionSetsQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: setKeys.bySession(sessionId),
    queryFn: ({ signal }) => setsWithPending(sessionId, () => call('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, signal })),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
