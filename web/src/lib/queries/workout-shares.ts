import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { socialKeys } from './social-keys';

/**
 * Whether this device shared a workout to the feed, kept in the query cache only (nothing asks the server): the
 * summary's 'Share to feed' reads 'Shared' afterwards, until the app is reloaded.
 */
export function workoutSharedQueryOptions(sessionId: string) {
  return queryOptions({
    // Not under ['api', …]: invalidating the sessions' API queries must not reset it.
    queryKey: ['device', 'shared-workouts', sessionId] as const,
    queryFn: () => false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** After a workout post: remember it for the summary, and every feed reads again. */
export function rememberWorkoutShared(queryClient: QueryClient, sessionId: string): void {
  queryClient.setQueryData(workoutSharedQueryOptions(sessionId).queryKey, true);
  void queryClient.invalidateQueries({ queryKey: socialKeys.all });
}
