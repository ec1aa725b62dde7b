/** Helpers of the training-insights tests (issue 11): history, records, training days. */
import { expect } from 'vitest';
import type { ExerciseRecords, WorkoutSession, WorkoutSet } from '../../../shared/api-types';
import { api, type ApiResult, type QueryOf } from '../../support/api';
import { addSet, finishWorkout, startWorkout } from './helpers';

/** 100 kg and 105 kg in the stored hundredths of a pound (shared/units.ts: parseWeight('100', 'kg')). */
export const KG100 = 22_046;
export const KG105 = 23_149;

export type Lift = [weight: number, reps: number, flags?: { isWarmup?: boolean; isCompleted?: boolean }];

const setBody = ([weight, reps, flags]: Lift) => ({ weight, reps, isCompleted: flags?.isCompleted ?? true, isWarmup: flags?.isWarmup ?? false });

/** Starts a workout, adds the sets (completed unless they say otherwise) of one exercise, and finishes it. */
export async function liveWorkout(
  token: string,
  name: string,
  exerciseId: string,
  lifts: Lift[],
): Promise<{ session: WorkoutSession; sets: WorkoutSet[] }> {
  const started = await startWorkout(token, { name, isActive: true });
  const sets: WorkoutSet[] = [];
  for (const lift of lifts) sets.push(await addSet(token, started.id, exerciseId, setBody(lift)));
  const session = await finishWorkout(token, started.id);
  return { session, sets };
}

/** Logs a finished workout (POST /api/workout-sessions/completed) of some exercises. */
export async function logWorkout(
  token: string,
  options: { name?: string; startTime: string; endTime: string; exercises: { exerciseId: string; lifts: Lift[] }[] },
): Promise<WorkoutSession> {
  const result = await api('POST /api/workout-sessions/completed', {
    token,
    body: {
      name: options.name,
      startTime: options.startTime,
      endTime: options.endTime,
      exercises: options.exercises.map(({ exerciseId, lifts }) => ({ exerciseId, sets: lifts.map(setBody) })),
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export const historyOf = (token: string, userId: string, exerciseId: string, query: QueryOf<'GET /api/users/{id}/exercises/{exerciseId}/history'> = {}) =>
  api('GET /api/users/{id}/exercises/{exerciseId}/history', { params: { id: userId, exerciseId }, query, token });

export const recordsOf = (token: string, userId: string, exerciseId: string): Promise<ApiResult<ExerciseRecords>> =>
  api('GET /api/users/{id}/exercises/{exerciseId}/records', { params: { id: userId, exerciseId }, token });

export const trainingDaysOf = (token: string, userId: string, query: QueryOf<'GET /api/users/{id}/training-days'>) =>
  api('GET /api/users/{id}/training-days', { params: { id: userId }, query, token });

/** An ISO instant `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
