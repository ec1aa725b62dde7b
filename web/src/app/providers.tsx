import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { authKeys, getStoredUser, subscribeToAuthStorage } from '../features/auth';
import { exerciseKeys, exercisesQueryOptions } from '../features/exercises/api/exercise-queries';
import { OfflineRoot } from '../features/offline';
import { planKeys, workoutKeys } from '../features/plans/api/plan-queries';
import { userKeys } from '../features/users/api/user-keys';
import { sessionKeys, setKeys } from '../features/workout-session/api/session-queries';
import { queryClient } from '../lib/api';

/** Issue 12: the reads kept on the device per person: the live workout, the catalogue, routines and plans, their own history. */
const persistedFamilies = (userId: string): QueryKey[] => [
  authKeys.me(),
  sessionKeys.all,
  setKeys.all,
  exerciseKeys.all,
  planKeys.all,
  planKeys.allWithWorkouts,
  workoutKeys.all,
  userKeys.user(userId),
];

/** The picker needs the catalogue offline: read it once while online (it is kept with the other reads). */
const warmUpOfflineReads = (client: QueryClient) => void client.prefetchQuery(exercisesQueryOptions());

const storedUserId = () => getStoredUser()?.id ?? null;

/** App-wide providers. The auth provider sits inside the router (see AuthRoot) because logout navigates. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineRoot userId={useSyncExternalStore(subscribeToAuthStorage, storedUserId, () => null)} persistedFamilies={persistedFamilies} warmUp={warmUpOfflineReads}>
        {children}
      </OfflineRoot>
      <Toaster />
    </QueryClientProvider>
  );
}
