import { queryOptions } from '@tanstack/react-query';
import { call } from '../api';
import { routeQueryKey } from './route-query-key';

/** The latest finished workouts looked through for recently used exercises (one page). */
export const RECENT_SESSIONS = 10;
/** At most this many recently used exercises are answered. */
export const MAX_RECENT_EXERCISES = 10;
/** Sessions read at a time; reading stops once enough exercises are found. */
const PARALLEL = 5;

export interface RecentExercise {
  exerciseId: string;
  /** When the latest finished workout with it was completed. */
  lastTrainedAt: string;
}

export const recentExercisesKey = (userId: string) => [...routeQueryKey('GET /api/users/{id}/completed-workouts', { id: userId }), 'recent-exercises'] as const;

/**
 * The exercises of the person's latest finished workouts, most recently trained first: one page of
 * GET /api/users/{me}/completed-workouts (10), then GET /api/workout-sessions/{id} five at a time for their exercise
 * lists until 10 exercises are found. At most 11 requests, usually 6; cached a few minutes and refreshed when a workout
 * finishes (its key sits under the person's completed workouts).
 */
export function recentExercisesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: recentExercisesKey(userId),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<RecentExercise[]> => {
      const workouts = await call('GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { limit: RECENT_SESSIONS }, signal });
      const found = new Map<string, RecentExercise>();
      for (let start = 0; start < workouts.length && found.size < MAX_RECENT_EXERCISES; start += PARALLEL) {
        const batch = workouts.slice(start, start + PARALLEL);
        const sessions = await Promise.all(batch.map((workout) => call('GET /api/workout-sessions/{id}', { params: { id: workout.id }, signal })));
        sessions.forEach((session, index) => {
          for (const exerciseId of session.exerciseIds ?? []) {
            if (!found.has(exerciseId)) found.set(exerciseId, { exerciseId, lastTrainedAt: batch[index]!.completedAt });
          }
        });
      }
      return [...found.values()].slice(0, MAX_RECENT_EXERCISES);
    },
  });
}
