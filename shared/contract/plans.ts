import * as z from '../schemas/zod';
import { pageQuerySchema } from '../schemas/page-query';
import { createPlanRequestSchema, createRoutineRequestSchema, createWorkoutRequestSchema, planRequestSchema, reorderWorkoutRequestSchema, routineRequestSchema } from '../schemas/plans';
import { createRoutineFolderSchema, moveRoutineSchema, planKindField, renameRoutineFolderSchema } from '../schemas/routine-folders';
import { idParam } from '../schemas/text';
import type { DomainContract } from './route';
import { plan, planSummary, planWithWorkouts, routineFolder, workout } from './responses/plans';

const idParams = z.object({ id: idParam('id') });

// Routines (spec 000), training plans and workouts (spec 001): one model, docs/data-model.md.
export const plansRoutes = {
  // Spec 000's list of routines; ?kind=plan lists the training plans instead (issue 27: kept apart).
  'GET /api/plans/user': {
    auth: true,
    summary: "The caller's routines (or, with kind=plan, training plans)",
    query: z.extend(pageQuerySchema, { kind: planKindField }),
    responses: { 200: z.array(planSummary) },
    paged: true,
  },
  'POST /api/plans': { auth: true, summary: 'Creates a training plan (with a device id: once)', body: createPlanRequestSchema, responses: { 201: plan } },
  'GET /api/plans/{id}': { auth: true, summary: 'A plan or routine', params: idParams, responses: { 200: plan } },
  'PUT /api/plans/{id}': { auth: true, summary: 'Edits a training plan', params: idParams, body: planRequestSchema, responses: { 200: plan } },
  'DELETE /api/plans/{id}': { auth: true, summary: 'Deletes a plan or routine', params: idParams, responses: { 204: null } },
  'GET /api/plans/{id}/workouts': { auth: true, summary: "A plan's workouts in order", params: idParams, responses: { 200: z.array(workout) } },
  'POST /api/workout-plans': { auth: true, summary: 'Creates a routine with its exercises', body: createRoutineRequestSchema, responses: { 201: planWithWorkouts } },
  'GET /api/workout-plans/{id}': { auth: true, summary: 'A plan or routine with its workouts', params: idParams, responses: { 200: planWithWorkouts } },
  'PUT /api/workout-plans/{id}': {
    auth: true,
    summary: 'Edits a routine and its exercises',
    params: idParams,
    body: routineRequestSchema,
    responses: { 200: planWithWorkouts },
  },
  // Issue 27: routine folders on the server (docs/data-model.md), and the routine's folder.
  'PUT /api/workout-plans/{id}/folder': { auth: true, summary: 'Moves a routine to a folder', params: idParams, body: moveRoutineSchema, responses: { 200: plan } },
  'GET /api/routine-folders': { auth: true, summary: "The caller's routine folders", responses: { 200: z.array(routineFolder) } },
  'POST /api/routine-folders': {
    auth: true,
    summary: 'Creates a routine folder (201), or answers the one made before with this id (200)',
    body: createRoutineFolderSchema,
    responses: { 200: routineFolder, 201: routineFolder },
  },
  'PUT /api/routine-folders/{id}': { auth: true, summary: 'Renames a routine folder', params: idParams, body: renameRoutineFolderSchema, responses: { 200: routineFolder } },
  'DELETE /api/routine-folders/{id}': { auth: true, summary: 'Deletes a routine folder (its routines go to My Routines)', params: idParams, responses: { 204: null } },
  'GET /api/workouts/user': { auth: true, summary: "The caller's workouts", query: pageQuerySchema, responses: { 200: z.array(workout) }, paged: true },
  'POST /api/workouts': { auth: true, summary: 'Creates a workout (with a device id: once)', body: createWorkoutRequestSchema, responses: { 201: workout } },
  'GET /api/workouts/{id}': { auth: true, summary: 'A workout', params: idParams, responses: { 200: workout } },
  // The body is a workout or a plan membership change ({ planId }); the handler decides which schema applies, since a
  // union's errors would not name the field to fix.
  'PUT /api/workouts/{id}': {
    auth: true,
    summary: "Edits a workout, or moves it into or out of a plan (a body of { planId } alone)",
    params: idParams,
    body: z.unknown(),
    responses: { 200: workout },
  },
  'DELETE /api/workouts/{id}': { auth: true, summary: 'Deletes a workout', params: idParams, responses: { 204: null } },
  'PUT /api/workouts/{id}/reorder': {
    auth: true,
    summary: "Moves a workout up or down in its plan; answers the plan's workouts",
    params: idParams,
    body: reorderWorkoutRequestSchema,
    responses: { 200: z.array(workout) },
  },
} as const satisfies DomainContract;
