import { created, createDomainHandler, ok } from '../lib/http';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { currentTokenVersion } from '../users/index';
import { createUpload, getUpload } from './uploads';
import { UPLOAD_LIMIT } from './write-limits';
import { mediaRoutes } from '../../shared/contract/media';

/** Both routes need a signed-in caller (shared/routes.ts); an upload is always the caller's own. */
export const handler = createDomainHandler('media', mediaRoutes, {
  'POST /api/media/uploads': async ({ body, userId }) => {
    await enforceWriteLimits(userId, [UPLOAD_LIMIT]);
    return created(await createUpload({ userId, purpose: body.purpose, contentType: body.contentType }));
  },

  'GET /api/media/uploads/{id}': async ({ params, userId }) =>
    ok(await getUpload({ userId, uploadId: params.id })),
}, { tokenVersionOf: currentTokenVersion });
