import * as z from '../../shared/schemas/zod';
import { DEFAULT_EXPORT_PAGE_SIZE, MAX_EXPORT_PAGE_SIZE } from '../../shared/data-transfer/workout-export';
import { importWorkoutsRequestSchema } from '../../shared/data-transfer/workout-import';
import { CURSOR_MAX_LENGTH } from '../../shared/schemas/text';
import { endpoint, ok, okPage } from '../lib/http';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { exportWorkoutsPage } from './history/export-page';
import { importWorkouts } from './completion/import-workouts';
import { WORKOUT_IMPORT_LIMIT } from './write-limits';

const exportQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_EXPORT_PAGE_SIZE)), DEFAULT_EXPORT_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(CURSOR_MAX_LENGTH))),
});

/** Issue 12, 'your data out and in': the caller's own workouts only (the owner is always the token's user). */
export const dataTransferEndpoints = {
  'GET /api/workout-export': endpoint({ query: exportQuery }, async ({ query, userId }) =>
    okPage(await exportWorkoutsPage({ userId, limit: query.limit, cursor: query.cursor })),
  ),

  'POST /api/workout-imports': endpoint({ body: importWorkoutsRequestSchema }, async ({ body, userId }) => {
    await enforceWriteLimits(userId, [WORKOUT_IMPORT_LIMIT]);
    return ok(await importWorkouts({ userId, workouts: body.workouts }));
  }),
};
