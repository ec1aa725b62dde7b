import { queryOptions } from '@tanstack/react-query';
import type { CompletedWorkout } from '../../../../../shared/api-types';
import { api } from '../../../lib/api';

/** Keys from general to specific; each key is also the path it reads. */
export const userKeys = {
  user: (userId: string) => ['api', 'users', userId] as const,
  completedWorkouts: (userId: string, filter: { limit: number; from?: string }) =>
    [...userKeys.user(userId), 'completed-workouts', filter] as const,
};

export function completedWorkoutsQueryOptions(userId: string, filter: { limit: number; from?: string }) {
  return queryOptions({
    queryKey: userKeys.completedWorkouts(userId, filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(filter.limit), ...(filter.from ? { from: filter.from } : {}) });
      return api.get<CompletedWorkout[]>(`/api/users/${encodeURIComponent(userId)}/completed-workouts?${query}`, { signal });
    },
  });
}
