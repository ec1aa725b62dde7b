import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { authKeys } from '../lib/queries/auth-queries';
import { exerciseKeys, exercisesQueryOptions, keepExercisesInMemory } from '../lib/queries/exercise-queries';
import { planKeys, workoutKeys } from '../lib/queries/plan-queries';
import { userKeys } from '../lib/queries/user-keys';
import { sessionKeys, setKeys } from '../lib/queries/session-queries';
import { routineFolderKeys } from '../lib/queries/routine-folder-queries';

/** Issue 12: the reads kept on the device per person: the live workout, the catalogue, routines, their folders and plans, their own history. */
export const persistedFamilies = (userId: string): QueryKey[] => [
  authKeys.me(),
  sessionKeys.all,
  setKeys.all,
  exerciseKeys.all,
  planKeys.all,
  planKeys.allWithWorkouts,
  routineFolderKeys.all,
  workoutKeys.all,
  userKeys.user(userId),
];

/**
 * The picker needs the catalogue offline: read once the first screen is done, on every start while online (a read
 * naming the kept version costs a 304 when nothing changed). It is kept with the other reads, never dropped.
 */
export const warmUp = (client: QueryClient) => void client.prefetchQuery(exercisesQueryOptions());
export const keepInMemory = keepExercisesInMemory;
