import { queryOptions } from '@tanstack/react-query';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { api } from '../../../lib/api';
import { userKeys } from '../../../lib/queries/user-keys';
import { HISTORY_SESSIONS } from '../lib/coach-plan';

const segment = encodeURIComponent;

/**
 * Keys under the person's own (userKeys.user), so finishing a workout, which refreshes that key, refreshes the coach.
 * Each key starts with the path it reads.
 */
export const coachKeys = {
  history: (userId: string, exerciseId: string) => [...userKeys.user(userId), 'exercises', exerciseId, 'history', 'coach'] as const,
};

/** GET /api/users/{me}/exercises/{exerciseId}/history?limit=6: the latest finished sessions of one exercise (one Query). */
export function coachHistoryQueryOptions(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: coachKeys.history(userId, exerciseId),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api.get<ExerciseHistoryEntry[]>(`/api/users/${segment(userId)}/exercises/${segment(exerciseId)}/history?limit=${HISTORY_SESSIONS}`, { signal }),
  });
}
