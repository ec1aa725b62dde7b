import { expect } from 'vitest';
import type { WorkoutSession, WorkoutSet, WorkoutSetChange } from '../../../shared/api-types';
import { api } from '../../support/api';

/** Catalogue exercises (seeded by the local stack from functions/exercises/seed/catalogue.json). */
export const EXERCISES = {
  bench: { id: 'Barbell_Bench_Press_-_Medium_Grip', name: 'Barbell Bench Press - Medium Grip' },
  squat: { id: 'Barbell_Squat', name: 'Barbell Squat' },
  deadlift: { id: 'Barbell_Deadlift', name: 'Barbell Deadlift' },
  curl: { id: 'Barbell_Curl', name: 'Barbell Curl' },
} as const;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a workout and answers the session (201 or, with one already active, 200). */
export async function startWorkout(token: string, body: Record<string, unknown> = { name: 'Push Day', isActive: true }): Promise<WorkoutSession> {
  const result = await api('POST /api/workout-sessions', { token, body });
  expect([200, 201], JSON.stringify(result.body)).toContain(result.status);
  return result.body;
}

/** The set a set change answers, without what else it changed (issue 14: `exerciseIds`, `exerciseSets`). */
export function bareSet(answer: WorkoutSetChange | WorkoutSet): WorkoutSet {
  const { exerciseIds: _order, exerciseSets: _sets, ...set } = answer as WorkoutSetChange;
  return set;
}

/** Adds a set and answers the set alone (sets.test.ts asserts the whole answer). */
export async function addSet(token: string, sessionId: string, exerciseId: string, body: Record<string, unknown> = {}): Promise<WorkoutSet> {
  const result = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: sessionId, exerciseId }, token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return bareSet(result.body);
}

export async function listSets(token: string, sessionId: string): Promise<WorkoutSet[]> {
  const result = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function getSession(token: string, sessionId: string): Promise<WorkoutSession> {
  const result = await api('GET /api/workout-sessions/{id}', { params: { id: sessionId }, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function finishWorkout(token: string, sessionId: string): Promise<WorkoutSession> {
  const now = new Date().toISOString();
  const result = await api('PUT /api/workout-sessions/{id}', {
    params: { id: sessionId },
    token,
    body: { status: 'completed', endTime: now, completedAt: now, isActive: false },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

/** Sets as `exerciseId:setNumber` in the order the API answers them: easy to compare. */
export const setOrder = (sets: readonly WorkoutSet[]) => sets.map((set) => `${set.exerciseId}:${set.setNumber}`);
