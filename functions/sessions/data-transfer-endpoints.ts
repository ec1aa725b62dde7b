import type { sessionsRoutes } from '../../shared/contract/sessions';
import { ok, okPage, type Endpoints } from '../lib/http';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { exportWorkoutsPage } from './history/export-page';
import { importWorkouts } from './completion/import-workouts';
import { WORKOUT_IMPORT_LIMIT } from './write-limits';

type DataTransferRoutes = Pick<typeof sessionsRoutes, 'GET /api/workout-export' | 'POST /api/workout-imports'>;

/** Issue 12, 'your data out and in': the caller's own workouts only (the owner is always the token's user). */
export const dataTransferEndpoints: Endpoints<DataTransferRoutes> = {
  'GET /api/workout-export': async ({ query, userId }) => okPage(await exportWorkoutsPage({ userId, limit: query.limit, cursor: query.cursor })),

  'POST /api/workout-imports': async ({ body, userId }) => {
    await enforceWriteLimits(userId, [WORKOUT_IMPORT_LIMIT]);
    return ok(await importWorkouts({ userId, workouts: body.workouts }));
  },
};
