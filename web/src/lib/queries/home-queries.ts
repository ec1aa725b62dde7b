import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';
import { userKeys } from './user-keys';

export function completedWorkoutsQueryOptions(userId: string, filter: { limit: number; from?: string }) {
  return queryOptions({
    queryKey: userKeys.completedWorkouts(userId, filter),
    queryFn: ({ signal }) =>
      call('GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { limit: filter.limit, from: filter.from || undefined }, signal }),
  });
}
