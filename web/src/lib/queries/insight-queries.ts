import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callPage } from '../api';
import { routeQueryKey } from './route-query-key';
import { userKeys } from './user-keys';

/** Sessions of one exercise per page of its history (the chart draws the pages loaded). */
export const EXERCISE_HISTORY_PAGE = 20;
/** Completed workouts per page of /history. */
export const WORKOUT_HISTORY_PAGE = 20;

/**
 * Keys from general to specific, under the person's key (userKeys.user), so finishing or saving a workout (which
 * refreshes that key) refreshes every insight too; each key starts with the path it reads.
 */
export const insightKeys = {
  exercise: (userId: string, exerciseId: string) => [...userKeys.user(userId), 'exercises', exerciseId] as const,
  exerciseHistory: (userId: string, exerciseId: string) => routeQueryKey('GET /api/users/{id}/exercises/{exerciseId}/history', { id: userId, exerciseId }),
  exerciseRecords: (userId: string, exerciseId: string) => routeQueryKey('GET /api/users/{id}/exercises/{exerciseId}/records', { id: userId, exerciseId }),
  trainingDays: (userId: string, month: string, timeZone: string) => [...routeQueryKey('GET /api/users/{id}/training-days', { id: userId }), { month, timeZone }] as const,
  /** Every completed workout, page by page (home's lists read fixed slices under the same 'completed-workouts' key). */
  workoutHistory: (userId: string) => [...userKeys.user(userId), 'completed-workouts', 'pages'] as const,
};

/** GET /api/users/{me}/exercises/{exerciseId}/history: one finished session of the exercise per entry, newest first. */
export function exerciseHistoryQueryOptions(userId: string, exerciseId: string) {
  return infiniteQueryOptions({
    queryKey: insightKeys.exerciseHistory(userId, exerciseId),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/users/{id}/exercises/{exerciseId}/history', {
        params: { id: userId, exerciseId },
        query: { limit: EXERCISE_HISTORY_PAGE, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** GET /api/users/{me}/exercises/{exerciseId}/records: each record's current best and when it was set. */
export function exerciseRecordsQueryOptions(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: insightKeys.exerciseRecords(userId, exerciseId),
    queryFn: ({ signal }) => call('GET /api/users/{id}/exercises/{exerciseId}/records', { params: { id: userId, exerciseId }, signal }),
  });
}

/** GET /api/users/{me}/training-days?month=YYYY-MM&timeZone=: the days of the month with a finished workout. */
export function trainingDaysQueryOptions(userId: string, month: string, timeZone: string) {
  return queryOptions({
    queryKey: insightKeys.trainingDays(userId, month, timeZone),
    queryFn: ({ signal }) => call('GET /api/users/{id}/training-days', { params: { id: userId }, query: { month, timeZone }, signal }),
  });
}

/** GET /api/users/{me}/completed-workouts page by page, newest first. */
export function workoutHistoryQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: insightKeys.workoutHistory(userId),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/users/{id}/completed-workouts', {
        params: { id: userId },
        query: { limit: WORKOUT_HISTORY_PAGE, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
