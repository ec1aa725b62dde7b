import { queryOptions } from '@tanstack/react-query';
import { STALL_SESSIONS } from '../../../../shared/workout/progression';
import { call } from '../api';
import { insightKeys } from './insight-queries';

/**
 * The latest finished sessions of an exercise the live workout reads (issue 11): the newest gives each set row its
 * previous values, and all of them the coach's suggestion (which looks back this far to spot a stall).
 */
export const RECENT_SESSIONS = STALL_SESSIONS + 1;

/**
 * GET /api/users/{me}/exercises/{exerciseId}/history?limit=4: one bounded read per exercise, cached for the workout
 * (what was done last time does not change while training; finishing refreshes the person's keys, this one too).
 * Under the insights feature's key of that history, with the page size as the most specific part.
 */
export function recentExerciseSessionsQueryOptions(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: [...insightKeys.exerciseHistory(userId, exerciseId), { limit: RECENT_SESSIONS }] as const,
    queryFn: ({ signal }) =>
      call('GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: userId, exerciseId }, query: { limit: RECENT_SESSIONS }, signal }),
    staleTime: 10 * 60_000,
  });
}
