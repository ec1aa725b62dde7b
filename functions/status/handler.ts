import { createDomainHandler, endpoint, ok } from '../lib/http';

export const handler = createDomainHandler('status', {
  'GET /api/health': endpoint({}, async () => ok({ status: 'ok' })),
});
