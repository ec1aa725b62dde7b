import { created, createDomainHandler, noContent, ok, okPage } from '../lib/http';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { currentTokenVersion } from '../users/index';
import { importHealthWorkout } from '../sessions/index';
import { importAutoExport } from './auto-export-import';
import { createImportKey, listImportKeys, revokeImportKey, verifyImportKey } from './import-keys';
import { HEALTH_IMPORT_LIMIT } from './write-limits';
import { healthRoutes } from '../../shared/contract/health';

/**
 * Every route needs a signed-in caller (shared/routes.ts). import-health also accepts an import key
 * (`verifyImportKey`); the key routes take the sign-in token only, so a key cannot make or list keys.
 */
export const handler = createDomainHandler('health', healthRoutes, {
    'POST /api/workout-sessions/import-health': async ({ body, userId }) => {
      await enforceWriteLimits(userId, [HEALTH_IMPORT_LIMIT]);
      const result = await importHealthWorkout({ userId, workout: body });
      return result.imported ? created(result) : ok(result);
    },

    // A whole export counts as one import against the hourly limits; it holds at most MAX_AUTO_EXPORT_WORKOUTS.
    'POST /api/workout-sessions/import-health/auto-export': async ({ body, userId }) => {
      await enforceWriteLimits(userId, [HEALTH_IMPORT_LIMIT]);
      return ok(await importAutoExport({ userId, workouts: body.data.workouts }));
    },

    'GET /api/health-import-keys': async ({ query, userId }) =>
      okPage(await listImportKeys({ userId, limit: query.limit, cursor: query.cursor })),

    'POST /api/health-import-keys': async ({ body, userId }) =>
      created(await createImportKey({ userId, name: body.name })),

    'DELETE /api/health-import-keys/{id}': async ({ params, userId }) => {
      await revokeImportKey({ userId, keyId: params.id });
      return noContent();
    },
  },
  { tokenVersionOf: currentTokenVersion, verifyImportKey },
);
