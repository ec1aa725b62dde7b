import * as z from '../../shared/schemas/zod';
import {
  addExerciseSetRequestSchema,
  createSessionRequestSchema,
  createSetRequestSchema,
  logCompletedWorkoutSchema,
  moveExerciseRequestSchema,
  replaceExerciseRequestSchema,
  toggleCompletionRequestSchema,
  updateSessionRequestSchema,
  updateSetRequestSchema,
} from '../../shared/schemas/sessions';
import { idParam } from '../../shared/schemas/text';
import { created, createDomainHandler, endpoint, noContent, ok, okPage } from '../lib/http';
import { pageQuerySchema } from '../lib/pagination';
import { currentTokenVersion } from '../users/index';
import { dataTransferEndpoints } from './data-transfer-endpoints';
import { logCompletedWorkout, updateSession } from './completion/service';
import { completedWorkouts, exerciseHistory, exerciseRecords, statistics, trainingDays } from './history/service';
import {
  addSet,
  deleteSet,
  discardSession,
  findActiveSession,
  getSession,
  listSessionSets,
  moveExercise,
  removeExercise,
  replaceExercise,
  startSession,
  toggleCompletion,
  toggleSet,
  updateSet,
} from './live/service';

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

const userExerciseParams = z.object({ id: idParam('id'), exerciseId: idParam('exerciseId') });
const trainingDaysQuery = z.object({
  month: z
    .string({ error: 'month is required (YYYY-MM).' })
    .check(z.regex(/^(19[7-9]\d|2\d{3})-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM (1970-01 to 2999-12).')),
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(100, 'timeZone is too long.'))),
});

/** Every route needs a signed-in caller (shared/routes.ts); the owner of anything created is always the caller. */
export const handler = createDomainHandler('sessions', {
  'GET /api/workout-sessions/active': endpoint({}, async ({ userId }) => ok(await findActiveSession(userId))),

  // The spec's "current session" is the active one: both routes answer the same (the session or null).
  'GET /api/workout-sessions/current': endpoint({}, async ({ userId }) => ok(await findActiveSession(userId))),

  'POST /api/workout-sessions': endpoint({ body: z.optional(createSessionRequestSchema) }, async ({ body, userId }) => {
    const { session, started } = await startSession(userId, {
      name: body?.name,
      workoutPlanId: body?.workoutPlanId ?? null,
      workoutId: body?.workoutId ?? null,
      id: body?.id,
      startTime: body?.startTime ?? body?.startedAt,
    });
    return started ? created(session) : ok(session);
  }),

  'POST /api/workout-sessions/completed': endpoint({ body: logCompletedWorkoutSchema }, async ({ body, userId }) =>
    created(await logCompletedWorkout(userId, body)),
  ),

  'GET /api/workout-sessions/{id}': endpoint({ params: idParams }, async ({ params, userId }) => ok(await getSession(userId, params.id))),

  'PUT /api/workout-sessions/{id}': endpoint({ params: idParams, body: updateSessionRequestSchema }, async ({ params, body, userId }) => {
    const { endTime, completedAt, ...change } = body;
    return ok(await updateSession(userId, params.id, { ...change, endTime: endTime ?? completedAt }));
  }),

  'DELETE /api/workout-sessions/{id}': endpoint({ params: idParams }, async ({ params, userId }) => {
    await discardSession(userId, params.id);
    return noContent();
  }),

  'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets': endpoint(
    { params: sessionExerciseParams, body: z.optional(addExerciseSetRequestSchema) },
    async ({ params, body, userId }) => created(await addSet(userId, params.id, params.exerciseId, body ?? {})),
  ),

  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move': endpoint(
    { params: sessionExerciseParams, body: moveExerciseRequestSchema },
    async ({ params, body, userId }) => ok(await moveExercise(userId, params.id, params.exerciseId, body.direction)),
  ),

  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace': endpoint(
    { params: sessionExerciseParams, body: replaceExerciseRequestSchema },
    async ({ params, body, userId }) => ok(await replaceExercise(userId, params.id, params.exerciseId, body.newExerciseId)),
  ),

  'DELETE /api/workout-sessions/{id}/exercises/{exerciseId}': endpoint({ params: sessionExerciseParams }, async ({ params, userId }) => {
    await removeExercise(userId, params.id, params.exerciseId);
    return noContent();
  }),

  'GET /api/workout-sets/session/{sessionId}': endpoint({ params: sessionIdParams }, async ({ params, userId }) =>
    ok(await listSessionSets(userId, params.sessionId)),
  ),

  'POST /api/workout-sets': endpoint({ body: createSetRequestSchema }, async ({ body, userId }) => {
    const { sessionId, exerciseId, ...fields } = body;
    return created(await addSet(userId, sessionId, exerciseId, fields));
  }),

  'PATCH /api/workout-sets/{id}': endpoint({ params: idParams, body: updateSetRequestSchema }, async ({ params, body, userId }) =>
    ok(await updateSet(userId, params.id, body)),
  ),

  'DELETE /api/workout-sets/{id}': endpoint({ params: idParams }, async ({ params, userId }) => ok(await deleteSet(userId, params.id))),

  'PATCH /api/workout-sets/{id}/toggle-warmup': endpoint({ params: idParams }, async ({ params, userId }) =>
    ok(await toggleSet(userId, params.id, 'isWarmup')),
  ),

  'PATCH /api/workout-sets/{id}/toggle-completion': endpoint({ params: idParams, body: toggleCompletionRequestSchema }, async ({ params, body, userId }) =>
    ok(await toggleCompletion(userId, params.id, body)),
  ),

  'GET /api/users/{id}/completed-workouts': endpoint({ params: idParams, query: completedWorkoutsQuery }, async ({ params, query, userId }) =>
    okPage(await completedWorkouts(userId, params.id, query)),
  ),

  'GET /api/users/{id}/statistics': endpoint({ params: idParams, query: statisticsQuery }, async ({ params, query, userId }) =>
    ok(await statistics(userId, params.id, query.weekStart)),
  ),

  'GET /api/users/{id}/exercises/{exerciseId}/history': endpoint(
    { params: userExerciseParams, query: pageQuerySchema },
    async ({ params, query, userId }) => okPage(await exerciseHistory(userId, params.id, params.exerciseId, query)),
  ),

  'GET /api/users/{id}/exercises/{exerciseId}/records': endpoint({ params: userExerciseParams }, async ({ params, userId }) =>
    ok(await exerciseRecords(userId, params.id, params.exerciseId)),
  ),

  'GET /api/users/{id}/training-days': endpoint({ params: idParams, query: trainingDaysQuery }, async ({ params, query, userId }) =>
    ok(await trainingDays(userId, params.id, query.month, query.timeZone)),
  ),

  ...dataTransferEndpoints,
}, { tokenVersionOf: currentTokenVersion });
