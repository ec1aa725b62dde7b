import { statusRoutes } from '../../shared/contract/status';
import openApi from '../../docs/openapi.json';
import { createDomainHandler, ok } from '../lib/http';
import { checkDatabase } from './database-check';

export const handler = createDomainHandler('status', statusRoutes, {
  'GET /api/health': async () => {
    await checkDatabase();
    return ok({ status: 'ok' });
  },

  // The committed document (npm run openapi writes it; a unit test keeps it equal to the route table's).
  'GET /api/openapi.json': async () => ok(openApi),
});
