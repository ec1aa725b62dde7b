import { expect } from 'vitest';
import type { Plan, PlanWithWorkouts, Workout } from '../../../shared/api-types';
import { api } from '../../support/api';

export { EXERCISES } from '../sessions/helpers';

export async function createRoutine(token: string, body: Record<string, unknown>): Promise<PlanWithWorkouts> {
  const result = await api('POST /api/workout-plans', { token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export async function createPlan(token: string, body: Record<string, unknown> = { name: 'Strength Block' }): Promise<Plan> {
  const result = await api('POST /api/plans', { token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export async function createWorkout(token: string, body: Record<string, unknown> = { name: 'Leg Day' }): Promise<Workout> {
  const result = await api('POST /api/workouts', { token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

export async function getPlan(token: string, planId: string): Promise<Plan> {
  const result = await api('GET /api/plans/{id}', { params: { id: planId }, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

export async function planWorkoutIds(token: string, planId: string): Promise<string[]> {
  const result = await api('GET /api/plans/{id}/workouts', { params: { id: planId }, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.map((workout) => workout.id);
}
