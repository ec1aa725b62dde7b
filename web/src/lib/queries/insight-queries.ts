import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CompletedWorkout, ExerciseHistoryEntry, ExerciseRecords, TrainingDays } from '../../../../shared/api-types';
import { api } from '../api';
import { userKeys } from './user-keys';

const segment = encodeURIComponent;

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
  exerciseHistory: (userId: string, exerciseId: string) => [...insightKeys.exercise(userId, exerciseId), 'history'] as const,
  exerciseRecords: (userId: string, exerciseId: string) => [...insightKeys.exercise(userId, exerciseId), 'records'] as const,
  trainingDays: (userId: string, month: string, timeZone: string) => [...userKeys.user(userId), 'training-days', { month, timeZone }] as const,
  /** Every completed workout, page by page (home's lists read fixed slices under the same 'completed-workouts' key). */
  workoutHistory: (userId: string) => [...userKeys.user(userId), 'completed-workouts', 'pages'] as const,
};

/** GET /api/users/{me}/exercises/{exerciseId}/history: one finished session of the exercise per entry, newest first. */
export function exerciseHistoryQueryOptions(userId: string, exerciseId: string) {
  return infiniteQueryOptions({
    queryKey: insightKeys.exerciseHistory(userId, exerciseId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(EXERCISE_HISTORY_PAGE), ...(pageParam ? { cursor: pageParam } : {}) });
      return api.getPage<ExerciseHistoryEntry>(`/api/users/${segment(userId)}/exercises/${segment(exerciseId)}/history?${query}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** GET /api/users/{me}/exercises/{exerciseId}/records: each record's current best and when it was set. */
export function exerciseRecordsQueryOptions(userId: string, exerciseId: string) {
  return queryOptions({
    queryKey: insightKeys.exerciseRecords(userId, exerciseId),
    queryFn: ({ signal }) => api.get<ExerciseRecords>(`/api/users/${segment(userId)}/exercises/${segment(exerciseId)}/records`, { signal }),
  });
}

/** GET /api/users/{me}/training-days?month=YYYY-MM&timeZone=: the days of the month with a finished workout. */
export function trainingDaysQueryOptions(userId: string, month: string, timeZone: string) {
  return queryOptions({
    queryKey: insightKeys.trainingDays(userId, month, timeZone),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ month, timeZone });
      return api.get<TrainingDays>(`/api/users/${segment(userId)}/training-days?${query}`, { signal });
    },
  });
}

/** GET /api/users/{me}/completed-workouts page by page, newest first. */
export function workoutHistoryQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: insightKeys.workoutHistory(userId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(WORKOUT_HISTORY_PAGE), ...(pageParam ? { cursor: pageParam } : {}) });
      return api.getPage<CompletedWorkout>(`/api/users/${segment(userId)}/completed-workouts?${query}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
