import * as z from '../schemas/zod';
import { DEFAULT_EXPORT_PAGE_SIZE, MAX_EXPORT_PAGE_SIZE } from '../data-transfer/workout-export';
import { importWorkoutsRequestSchema } from '../data-transfer/workout-import';
import { pageQuerySchema } from '../schemas/page-query';
import {
  addExerciseSetRequestSchema,
  createSetRequestSchema,
  exerciseNoteRequestSchema,
  logCompletedWorkoutSchema,
  moveExerciseRequestSchema,
  replaceExerciseRequestSchema,
  supersetRequestSchema,
  toggleCompletionRequestSchema,
  updateSessionRequestSchema,
  updateSetRequestSchema,
} from '../schemas/sessions';
import { restAlertRequestSchema } from '../schemas/rest-alert';
import { startSessionRequestSchema } from '../schemas/session-start';
import { CURSOR_MAX_LENGTH, idParam } from '../schemas/text';
import type { DomainContract } from './route';
import {
  completedWorkout,
  deletedWorkoutSet,
  exerciseHistoryEntry,
  exerciseRecords,
  exportedWorkout,
  importWorkoutsResult,
  publicUserStatistics,
  trainingDays,
  userStatistics,
  workoutSession,
  workoutSet,
  workoutSetChange,
} from './responses/workouts';

const idParams = z.object({ id: idParam('id') });
const sessionExerciseParams = z.object({ id: idParam('id'), exerciseId: idParam('exerciseId') });
const sessionIdParams = z.object({ sessionId: idParam('sessionId') });

/** An ISO date or date-time (`2025-06-01`, `2025-06-01T00:00:00Z`, with any offset), normalised to UTC `toISOString()`. */
const isoInstant = (field: string) =>
  z.transformed(
    z.string().check(
      z.maxLength(64, `${field} must be an ISO 8601 date or date-time.`),
      z.refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
        message: `${field} must be an ISO 8601 date or date-time.`,
      }),
    ),
    (value) => new Date(value).toISOString(),
  );

const completedWorkoutsQuery = z.extend(pageQuerySchema, { from: z.optional(isoInstant('from')) });
const statisticsQuery = z.object({ weekStart: z.optional(isoInstant('weekStart')) });
const trainingDaysQuery = z.object({
  month: z
    .string({ error: 'month is required (YYYY-MM).' })
    .check(z.regex(/^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM (1970-01 to 2999-12).')),
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(100, 'timeZone is too long.'))),
});
const exportQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_EXPORT_PAGE_SIZE)), DEFAULT_EXPORT_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(CURSOR_MAX_LENGTH))),
});

const setChange = { params: idParams, responses: { 200: workoutSetChange } };

export const sessionsRoutes = {
  'GET /api/workout-sessions/active': { auth: true, summary: "The caller's active session, or null", responses: { 200: z.nullable(workoutSession) } },
  // The spec's "current session" is the active one: both routes answer the same (the session or null).
  'GET /api/workout-sessions/current': { auth: true, summary: 'The same as /active (the spec names both)', responses: { 200: z.nullable(workoutSession) } },
  'POST /api/workout-sessions': {
    auth: true,
    summary: 'Starts a session (201), or answers the active one (200)',
    body: z.optional(startSessionRequestSchema),
    responses: { 200: workoutSession, 201: workoutSession },
  },
  // Beyond the spec: the Save screen logs the local draft as a completed workout (issue 9).
  'POST /api/workout-sessions/completed': {
    auth: true,
    summary: 'Logs a finished workout with its sets at once',
    body: logCompletedWorkoutSchema,
    responses: { 201: workoutSession },
  },
  'GET /api/workout-sessions/{id}': { auth: true, summary: "One of the caller's sessions", params: idParams, responses: { 200: workoutSession } },
  'PUT /api/workout-sessions/{id}': {
    auth: true,
    summary: 'Edits a session, or finishes it (status completed)',
    params: idParams,
    body: updateSessionRequestSchema,
    responses: { 200: workoutSession },
  },
  'DELETE /api/workout-sessions/{id}': { auth: true, summary: 'Discards a session and its sets', params: idParams, responses: { 204: null } },
  // Issue 30, deliverable 6: a push when the rest ends, for a phone that is locked by then.
  'PUT /api/workout-sessions/{id}/rest-alert': {
    auth: true,
    summary: "Schedules the push that tells the caller a rest is over (replacing the one scheduled before)",
    params: idParams,
    body: restAlertRequestSchema,
    responses: { 204: null },
  },
  'DELETE /api/workout-sessions/{id}/rest-alert': { auth: true, summary: 'Cancels the rest alert of the session (a skipped rest)', params: idParams, responses: { 204: null } },
  'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets': {
    auth: true,
    summary: "Adds a set to one of the session's exercises",
    params: sessionExerciseParams,
    body: z.optional(addExerciseSetRequestSchema),
    responses: { 201: workoutSetChange },
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move': {
    auth: true,
    summary: 'Moves an exercise up or down in the session',
    params: sessionExerciseParams,
    body: moveExerciseRequestSchema,
    responses: { 200: workoutSession },
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace': {
    auth: true,
    summary: 'Replaces an exercise of the session with another',
    params: sessionExerciseParams,
    body: replaceExerciseRequestSchema,
    responses: { 200: workoutSession },
  },
  // Issue 29: the person's note on an exercise of the live workout (a routine's note is its first text).
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note': {
    auth: true,
    summary: "Sets or clears the note on one of the session's exercises",
    params: sessionExerciseParams,
    body: exerciseNoteRequestSchema,
    responses: { 200: workoutSession },
  },
  // Issue 29: "Superset with…" and "Remove from superset" in the live workout (shared/workout/session-supersets.ts).
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset': {
    auth: true,
    summary: "Puts one of the session's exercises in a superset with others (none: out of its superset)",
    params: sessionExerciseParams,
    body: supersetRequestSchema,
    responses: { 200: workoutSession },
  },
  'DELETE /api/workout-sessions/{id}/exercises/{exerciseId}': {
    auth: true,
    summary: 'Removes an exercise and its sets from the session',
    params: sessionExerciseParams,
    responses: { 204: null },
  },
  'GET /api/workout-sets/session/{sessionId}': {
    auth: true,
    summary: "A session's sets",
    params: sessionIdParams,
    responses: { 200: z.array(workoutSet) },
  },
  'POST /api/workout-sets': { auth: true, summary: 'Adds a set', body: createSetRequestSchema, responses: { 201: workoutSetChange } },
  'PATCH /api/workout-sets/{id}': { auth: true, summary: "Edits a set's weight and reps, type, RPE and note", body: updateSetRequestSchema, ...setChange },
  'DELETE /api/workout-sets/{id}': { auth: true, summary: 'Deletes a set', params: idParams, responses: { 200: deletedWorkoutSet } },
  'PATCH /api/workout-sets/{id}/toggle-warmup': { auth: true, summary: 'Marks a set a warm-up, or not', ...setChange },
  'PATCH /api/workout-sets/{id}/toggle-completion': {
    auth: true,
    summary: 'Ticks a set done, or not (with the values shown, when the set has none)',
    body: toggleCompletionRequestSchema,
    ...setChange,
  },
  'GET /api/users/{id}/completed-workouts': {
    auth: true,
    summary: "A person's completed workouts, newest first",
    params: idParams,
    query: completedWorkoutsQuery,
    responses: { 200: z.array(completedWorkout) },
    paged: true,
  },
  'GET /api/users/{id}/statistics': {
    auth: true,
    summary: "A person's workout statistics (another person's: the count only)",
    params: idParams,
    query: statisticsQuery,
    responses: { 200: z.union([userStatistics, publicUserStatistics]) },
  },
  // Training insights, beyond the spec (issue 11): oneself only.
  'GET /api/users/{id}/exercises/{exerciseId}/history': {
    auth: true,
    summary: "The caller's finished sessions of one exercise, newest first",
    params: sessionExerciseParams,
    query: pageQuerySchema,
    responses: { 200: z.array(exerciseHistoryEntry) },
    paged: true,
  },
  'GET /api/users/{id}/exercises/{exerciseId}/records': {
    auth: true,
    summary: "The caller's records on one exercise",
    params: sessionExerciseParams,
    responses: { 200: exerciseRecords },
  },
  'GET /api/users/{id}/training-days': {
    auth: true,
    summary: 'The days of a month on which the caller finished a workout',
    params: idParams,
    query: trainingDaysQuery,
    responses: { 200: trainingDays },
  },
  // Your data out and in (issue 12): one's own workouts as a paged export; Strong/Hevy workouts imported in batches.
  'GET /api/workout-export': {
    auth: true,
    summary: "The caller's completed workouts with their sets, newest first",
    query: exportQuery,
    responses: { 200: z.array(exportedWorkout) },
    paged: true,
  },
  'POST /api/workout-imports': {
    auth: true,
    maxBodyBytes: 256 * 1024,
    summary: 'Imports a batch of workouts from another app',
    body: importWorkoutsRequestSchema,
    responses: { 200: importWorkoutsResult },
  },
} as const satisfies DomainContract;
