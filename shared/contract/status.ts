import * as z from '../schemas/zod';
import type { DomainContract } from './route';
import { named } from './responses/named';

export const healthCheck = named('HealthCheck', z.object({ status: z.literal('ok') }));

/** The health check and the API's own description; both public. */
export const statusRoutes = {
  'GET /api/health': { auth: false, summary: 'Answers ok when the API and its database answer', responses: { 200: healthCheck } },
  'GET /api/openapi.json': {
    auth: false,
    summary: "This API's OpenAPI 3.1 document (docs/openapi.json)",
    responses: { 200: z.record(z.string(), z.unknown()) },
  },
} as const satisfies DomainContract;
