import { createDomainHandler, endpoint, ok } from '../lib/http';
import { checkDatabase } from './database-check';

export const handler = createDomainHandler('status', {
  'GET /api/health': endpoint({}, async () => {
    await checkDatabase();
    return ok({ status: 'ok' });
  }),
});
