/** Helpers of the training-insights tests (issue 11): history, records, training days. */
import { expect } from 'vitest';
import type { ExerciseHistoryEntry, ExerciseRecords, TrainingDays, WorkoutSession, WorkoutSet } from '../../../shared/api-types';
import { call, type ApiResult } from '../../support/api';
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
  const result = await call<WorkoutSession>('POST', '/api/workout-sessions/completed', {
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

export const historyOf = (token: string, userId: string, exerciseId: string, query = ''): Promise<ApiResult<ExerciseHistoryEntry[]>> =>
  call<ExerciseHistoryEntry[]>('GET', `/api/users/${userId}/exercises/${encodeURIComponent(exerciseId)}/history${query}`, { token });

export const recordsOf = (token: string, userId: string, exerciseId: string): Promise<ApiResult<ExerciseRecords>> =>
  call<ExerciseRecords>('GET', `/api/users/${userId}/exercises/${encodeURIComponent(exerciseId)}/records`, { token });

export const trainingDaysOf = (token: string, userId: string, query: string): Promise<ApiResult<TrainingDays>> =>
  call<TrainingDays>('GET', `/api/users/${userId}/training-days${query}`, { token });

/** An ISO instant `minutes` before now. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
