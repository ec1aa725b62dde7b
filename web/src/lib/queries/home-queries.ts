import { queryOptions } from '@tanstack/react-query';
import type { CompletedWorkout } from '../../../../shared/api-types';
import { api } from '../api';
import { userKeys } from './user-keys';

export function completedWorkoutsQueryOptions(userId: string, filter: { limit: number; from?: string }) {
  return queryOptions({
    queryKey: userKeys.completedWorkouts(userId, filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(filter.limit), ...(filter.from ? { from: filter.from } : {}) });
      return api.get<CompletedWorkout[]>(`/api/users/${encodeURIComponent(userId)}/completed-workouts?${query}`, { signal });
    },
  });
}
