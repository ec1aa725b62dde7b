import type { QueryClient } from '@tanstack/react-query';
import type { KeptFamilies } from '../features/offline';
import { authKeys } from '../lib/queries/auth-queries';
import { exerciseKeys, exercisesQueryOptions, keepExercisesInMemory } from '../lib/queries/exercise-queries';
import { messageKeys } from '../lib/queries/message-keys';
import { planKeys, workoutKeys } from '../lib/queries/plan-queries';
import { socialKeys } from '../lib/queries/social-keys';
import { userKeys } from '../lib/queries/user-keys';
import { sessionKeys, setKeys } from '../lib/queries/session-queries';
import { routineFolderKeys } from '../lib/queries/routine-folder-queries';

/**
 * The reads kept on the device per person (issues 12 and 30): the live workout, the catalogue, routines, their folders
 * and plans, their own history, and every read screen's data: the feeds and people's posts, the profiles they opened
 * (with their follow counts and lists) and their messages. Not comments, nor searches.
 */
export const persistedFamilies = (): KeptFamilies => ({
  own: [
    authKeys.me(),
    sessionKeys.all,
    setKeys.all,
    exerciseKeys.all,
    planKeys.all,
    planKeys.allWithWorkouts,
    routineFolderKeys.all,
    workoutKeys.all,
  ],
  // People's reads, the person's own ones too (history, statistics, their profile), whoever owns each item.
  seen: [userKeys.all, socialKeys.lists(), messageKeys.all],
  never: [userKeys.searches()],
});

/**
 * The picker needs the catalogue offline: read once the first screen is done, on every start while online (a read
 * naming the kept version costs a 304 when nothing changed). It is kept with the other reads, never dropped.
 */
export const warmUp = (client: QueryClient) => void client.prefetchQuery(exercisesQueryOptions());
export const keepInMemory = keepExercisesInMemory;
