import { queryOptions } from '@tanstack/react-query';
import { STALL_SESSIONS } from '../../../../shared/workout/progression';
import { call } from '../api';
import { routeQueryKey } from './route-query-key';

/** Sessions of an exercise read: enough to see a stall (three sessions after the one they failed to beat) and the usual reps. */
export const HISTORY_SESSIONS = Math.max(STALL_SESSIONS + 1, 6);

/**
 * Keys under the person's own (userKeys.user), so finishing a workout, which refreshes that key, refreshes the coach.
 * Each key starts with the path it reads.
 */
export const coachKeys = {
  history: (userId: string, exerciseId: string) => [...routeQueryKey('GET /api/users/{id}/exercises/{exerciseId}/history', { id: userId, exerciseId }), 'coach'] as const,
};

/** GET /api/users/{me}/exercises/{exerciseId}/history?limit=6: the latest finished sessions of one exercise (one Query). */
export function coachHistoryQueryOptions(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: coachKeys.history(userId, exerciseId),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      call('GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: userId, exerciseId }, query: { limit: HISTORY_SESSIONS }, signal }),
  });
}
