import * as z from '../schemas/zod';
import { createExerciseRequestSchema } from '../schemas/exercises';
import type { DomainContract } from './route';
import { exercise } from './responses/workouts';

export const exercisesRoutes = {
  'GET /api/exercises': { auth: true, summary: "The catalogue and the caller's custom exercises, by name", responses: { 200: z.array(exercise) } },
  'POST /api/exercises': { auth: true, summary: 'Creates a custom exercise', body: createExerciseRequestSchema, responses: { 201: exercise } },
} as const satisfies DomainContract;
