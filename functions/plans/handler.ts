import {
  isPlanMembershipChange,
  workoutPlanMembershipSchema,
  workoutRequestSchema,
} from '../../shared/schemas/plans';
import { created, createDomainHandler, noContent, ok, okPage } from '../lib/http';
import { currentTokenVersion } from '../users/index';
import {
  createPlan,
  createRoutine,
  createWorkout,
  deletePlan,
  deleteWorkout,
  getPlan,
  getPlanWithWorkouts,
  getWorkout,
  listMyPlans,
  listMyWorkouts,
  listPlanWorkouts,
  moveRoutineToFolder,
  reorderWorkout,
  updatePlan,
  updateRoutine,
  updateWorkout,
} from './service';
import { createRoutineFolder, deleteFolder, listRoutineFolders, renameFolder } from './routine-folders';
import { plansRoutes } from '../../shared/contract/plans';

/** Every route needs a signed-in caller (shared/routes.ts); the owner of anything created is always the caller. */
export const handler = createDomainHandler('plans', plansRoutes, {
  // Spec 000's list of routines; ?kind=plan lists the training plans instead (issue 27: kept apart).
  'GET /api/plans/user': async ({ query, userId }) => okPage(await listMyPlans(userId, query)),

  'POST /api/plans': async ({ body, userId }) => created(await createPlan(userId, body)),

  'GET /api/plans/{id}': async ({ params, userId }) => ok(await getPlan(userId, params.id)),

  'PUT /api/plans/{id}': async ({ params, body, userId }) =>
    ok(await updatePlan(userId, params.id, body)),

  'DELETE /api/plans/{id}': async ({ params, userId }) => {
    await deletePlan(userId, params.id);
    return noContent();
  },

  'GET /api/plans/{id}/workouts': async ({ params, userId }) => ok(await listPlanWorkouts(userId, params.id)),

  'POST /api/workout-plans': async ({ body, userId }) => created(await createRoutine(userId, body)),

  'GET /api/workout-plans/{id}': async ({ params, userId }) => ok(await getPlanWithWorkouts(userId, params.id)),

  'PUT /api/workout-plans/{id}': async ({ params, body, userId }) =>
    ok(await updateRoutine(userId, params.id, body)),

  'PUT /api/workout-plans/{id}/folder': async ({ params, body, userId }) =>
    ok(await moveRoutineToFolder(userId, params.id, body.folderId)),

  'GET /api/routine-folders': async ({ userId }) => ok(await listRoutineFolders(userId)),

  'POST /api/routine-folders': async ({ body, userId }) => {
    const { folder, created: isNew } = await createRoutineFolder(userId, body);
    return isNew ? created(folder) : ok(folder);
  },

  'PUT /api/routine-folders/{id}': async ({ params, body, userId }) =>
    ok(await renameFolder(userId, params.id, body.name)),

  'DELETE /api/routine-folders/{id}': async ({ params, userId }) => {
    await deleteFolder(userId, params.id);
    return noContent();
  },

  'GET /api/workouts/user': async ({ query, userId }) => okPage(await listMyWorkouts(userId, query)),

  'POST /api/workouts': async ({ body, userId }) => created(await createWorkout(userId, body)),

  'GET /api/workouts/{id}': async ({ params, userId }) => ok(await getWorkout(userId, params.id)),

  // The body decides which schema applies: a union's errors would not name the field to fix.
  'PUT /api/workouts/{id}': async ({ params, body, userId }) => {
    if (isPlanMembershipChange(body)) {
      const { planId } = workoutPlanMembershipSchema.parse(body);
      return ok(await updateWorkout(userId, params.id, { planId }));
    }
    const { planId, ...content } = workoutRequestSchema.parse(body);
    return ok(await updateWorkout(userId, params.id, { content, planId }));
  },

  'DELETE /api/workouts/{id}': async ({ params, userId }) => {
    await deleteWorkout(userId, params.id);
    return noContent();
  },

  'PUT /api/workouts/{id}/reorder': async ({ params, body, userId }) =>
    ok(await reorderWorkout(userId, params.id, body.direction)),
}, { tokenVersionOf: currentTokenVersion });
