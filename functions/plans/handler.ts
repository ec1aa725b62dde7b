import * as z from '../../shared/schemas/zod';
import {
  isPlanMembershipChange,
  planRequestSchema,
  reorderWorkoutRequestSchema,
  routineRequestSchema,
  workoutPlanMembershipSchema,
  workoutRequestSchema,
} from '../../shared/schemas/plans';
import { createRoutineFolderSchema, moveRoutineSchema, planKindField, renameRoutineFolderSchema } from '../../shared/schemas/routine-folders';
import { idParam } from '../../shared/schemas/text';
import { created, createDomainHandler, endpoint, noContent, ok, okPage } from '../lib/http';
import { pageQuerySchema } from '../lib/pagination';
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

const idParams = z.object({ id: idParam('id') });
const plansListQuery = z.extend(pageQuerySchema, { kind: planKindField });

/** Every route needs a signed-in caller (shared/routes.ts); the owner of anything created is always the caller. */
export const handler = createDomainHandler('plans', {
  // Spec 000's list of routines; ?kind=plan lists the training plans instead (issue 27: kept apart).
  'GET /api/plans/user': endpoint({ query: plansListQuery }, async ({ query, userId }) => okPage(await listMyPlans(userId, query))),

  'POST /api/plans': endpoint({ body: planRequestSchema }, async ({ body, userId }) => created(await createPlan(userId, body))),

  'GET /api/plans/{id}': endpoint({ params: idParams }, async ({ params, userId }) => ok(await getPlan(userId, params.id))),

  'PUT /api/plans/{id}': endpoint({ params: idParams, body: planRequestSchema }, async ({ params, body, userId }) =>
    ok(await updatePlan(userId, params.id, body)),
  ),

  'DELETE /api/plans/{id}': endpoint({ params: idParams }, async ({ params, userId }) => {
    await deletePlan(userId, params.id);
    return noContent();
  }),

  'GET /api/plans/{id}/workouts': endpoint({ params: idParams }, async ({ params, userId }) => ok(await listPlanWorkouts(userId, params.id))),

  'POST /api/workout-plans': endpoint({ body: routineRequestSchema }, async ({ body, userId }) => created(await createRoutine(userId, body))),

  'GET /api/workout-plans/{id}': endpoint({ params: idParams }, async ({ params, userId }) => ok(await getPlanWithWorkouts(userId, params.id))),

  'PUT /api/workout-plans/{id}': endpoint({ params: idParams, body: routineRequestSchema }, async ({ params, body, userId }) =>
    ok(await updateRoutine(userId, params.id, body)),
  ),

  'PUT /api/workout-plans/{id}/folder': endpoint({ params: idParams, body: moveRoutineSchema }, async ({ params, body, userId }) =>
    ok(await moveRoutineToFolder(userId, params.id, body.folderId)),
  ),

  'GET /api/routine-folders': endpoint({}, async ({ userId }) => ok(await listRoutineFolders(userId))),

  'POST /api/routine-folders': endpoint({ body: createRoutineFolderSchema }, async ({ body, userId }) => {
    const { folder, created: isNew } = await createRoutineFolder(userId, body);
    return isNew ? created(folder) : ok(folder);
  }),

  'PUT /api/routine-folders/{id}': endpoint({ params: idParams, body: renameRoutineFolderSchema }, async ({ params, body, userId }) =>
    ok(await renameFolder(userId, params.id, body.name)),
  ),

  'DELETE /api/routine-folders/{id}': endpoint({ params: idParams }, async ({ params, userId }) => {
    await deleteFolder(userId, params.id);
    return noContent();
  }),

  'GET /api/workouts/user': endpoint({ query: pageQuerySchema }, async ({ query, userId }) => okPage(await listMyWorkouts(userId, query))),

  'POST /api/workouts': endpoint({ body: workoutRequestSchema }, async ({ body, userId }) => created(await createWorkout(userId, body))),

  'GET /api/workouts/{id}': endpoint({ params: idParams }, async ({ params, userId }) => ok(await getWorkout(userId, params.id))),

  // The body decides which schema applies: a union's errors would not name the field to fix.
  'PUT /api/workouts/{id}': endpoint({ params: idParams, body: z.unknown() }, async ({ params, body, userId }) => {
    if (isPlanMembershipChange(body)) {
      const { planId } = workoutPlanMembershipSchema.parse(body);
      return ok(await updateWorkout(userId, params.id, { planId }));
    }
    const { planId, ...content } = workoutRequestSchema.parse(body);
    return ok(await updateWorkout(userId, params.id, { content, planId }));
  }),

  'DELETE /api/workouts/{id}': endpoint({ params: idParams }, async ({ params, userId }) => {
    await deleteWorkout(userId, params.id);
    return noContent();
  }),

  'PUT /api/workouts/{id}/reorder': endpoint({ params: idParams, body: reorderWorkoutRequestSchema }, async ({ params, body, userId }) =>
    ok(await reorderWorkout(userId, params.id, body.direction)),
  ),
}, { tokenVersionOf: currentTokenVersion });
