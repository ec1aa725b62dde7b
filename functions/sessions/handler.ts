import { created, createDomainHandler, noContent, ok, okPage } from '../lib/http';
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
  setExerciseNote,
  startSession,
  toggleCompletion,
  toggleWarmup,
  updateSet,
} from './live/service';
import { clearRestAlert, endRestAlertOf, setRestAlert } from './live/rest-alert';
import { setSuperset } from './live/supersets';
import { sessionsRoutes } from '../../shared/contract/sessions';

/** Every route needs a signed-in caller (shared/routes.ts); the owner of anything created is always the caller. */
export const handler = createDomainHandler('sessions', sessionsRoutes, {
  'GET /api/workout-sessions/active': async ({ userId }) => ok(await findActiveSession(userId)),

  // The spec's "current session" is the active one: both routes answer the same (the session or null).
  'GET /api/workout-sessions/current': async ({ userId }) => ok(await findActiveSession(userId)),

  'POST /api/workout-sessions': async ({ body, userId }) => {
    const { session, started } = await startSession(userId, {
      name: body?.name,
      workoutPlanId: body?.workoutPlanId ?? null,
      workoutId: body?.workoutId ?? null,
      id: body?.id,
      startTime: body?.startTime ?? body?.startedAt,
      ...(body?.exercises && body.setIds && { copy: { exercises: body.exercises, setIds: body.setIds } }),
    });
    return started ? created(session) : ok(session);
  },

  'POST /api/workout-sessions/completed': async ({ body, userId }) =>
    created(await logCompletedWorkout(userId, body)),

  'GET /api/workout-sessions/{id}': async ({ params, userId }) => ok(await getSession(userId, params.id)),

  'PUT /api/workout-sessions/{id}': async ({ params, body, userId }) => {
    const { endTime, completedAt, ...change } = body;
    const session = await updateSession(userId, params.id, { ...change, endTime: endTime ?? completedAt });
    if (session.status === 'completed') await endRestAlertOf(userId, params.id);
    return ok(session);
  },

  'DELETE /api/workout-sessions/{id}': async ({ params, userId }) => {
    await discardSession(userId, params.id);
    await endRestAlertOf(userId, params.id);
    return noContent();
  },

  'PUT /api/workout-sessions/{id}/rest-alert': async ({ params, body, userId }) => {
    await setRestAlert(userId, params.id, body);
    return noContent();
  },

  'DELETE /api/workout-sessions/{id}/rest-alert': async ({ params, userId }) => {
    await clearRestAlert(userId, params.id);
    return noContent();
  },

  'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets': async ({ params, body, userId }) => created(await addSet(userId, params.id, params.exerciseId, body ?? {})),

  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move': async ({ params, body, userId }) => ok(await moveExercise(userId, params.id, params.exerciseId, body.direction)),

  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace': async ({ params, body, userId }) => ok(await replaceExercise(userId, params.id, params.exerciseId, body.newExerciseId)),

  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note': async ({ params, body, userId }) =>
    ok(await setExerciseNote(userId, params.id, params.exerciseId, body.note)),

  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset': async ({ params, body, userId }) =>
    ok(await setSuperset(userId, params.id, params.exerciseId, body.with)),

  'DELETE /api/workout-sessions/{id}/exercises/{exerciseId}': async ({ params, userId }) => {
    await removeExercise(userId, params.id, params.exerciseId);
    return noContent();
  },

  'GET /api/workout-sets/session/{sessionId}': async ({ params, userId }) =>
    ok(await listSessionSets(userId, params.sessionId)),

  'POST /api/workout-sets': async ({ body, userId }) => {
    const { sessionId, exerciseId, ...fields } = body;
    return created(await addSet(userId, sessionId, exerciseId, fields));
  },

  'PATCH /api/workout-sets/{id}': async ({ params, body, userId }) =>
    ok(await updateSet(userId, params.id, body)),

  'DELETE /api/workout-sets/{id}': async ({ params, userId }) => ok(await deleteSet(userId, params.id)),

  'PATCH /api/workout-sets/{id}/toggle-warmup': async ({ params, userId }) =>
    ok(await toggleWarmup(userId, params.id)),

  'PATCH /api/workout-sets/{id}/toggle-completion': async ({ params, body, userId }) =>
    ok(await toggleCompletion(userId, params.id, body)),

  'GET /api/users/{id}/completed-workouts': async ({ params, query, userId }) =>
    okPage(await completedWorkouts(userId, params.id, query)),

  'GET /api/users/{id}/statistics': async ({ params, query, userId }) =>
    ok(await statistics(userId, params.id, query.weekStart)),

  'GET /api/users/{id}/exercises/{exerciseId}/history': async ({ params, query, userId }) => okPage(await exerciseHistory(userId, params.id, params.exerciseId, query)),

  'GET /api/users/{id}/exercises/{exerciseId}/records': async ({ params, userId }) =>
    ok(await exerciseRecords(userId, params.id, params.exerciseId)),

  'GET /api/users/{id}/training-days': async ({ params, query, userId }) =>
    ok(await trainingDays(userId, params.id, query.month, query.timeZone)),

  ...dataTransferEndpoints,
}, { tokenVersionOf: currentTokenVersion });
