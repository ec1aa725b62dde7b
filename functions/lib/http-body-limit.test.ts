import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES, routesOf } from '../../shared/routes';
import { sessionsRoutes } from '../../shared/contract/sessions';
import { usersRoutes } from '../../shared/contract/users';
import { createDomainHandler, ok, type HttpResult } from './http';
import { issueToken } from './jwt';

// No table here: every token's person counts as existing and current (functions/lib/token-version.ts has its own tests).
const tokenVersionOf = async () => 0;

// Every users and sessions route answers 200 once its body got through the limit, so a test sees which limit applied.
// (The routes' request schemas are left out: only the size limits are under test.)
const echoSize = async (): Promise<HttpResult> => ok({ handled: true });
const withoutSchemas = <C extends Record<string, object>>(contract: C) =>
  Object.fromEntries(Object.entries(contract).map(([key, route]) => [key, { ...route, params: undefined, query: undefined, body: undefined }])) as C;
const echoing = <C extends Record<string, object>>(contract: C) => Object.fromEntries(Object.keys(contract).map((key) => [key, echoSize])) as never;
const usersHandler = createDomainHandler('users', withoutSchemas(usersRoutes), echoing(usersRoutes), { tokenVersionOf });
const sessionsHandler = createDomainHandler('sessions', withoutSchemas(sessionsRoutes), echoing(sessionsRoutes), { tokenVersionOf });
const WORKOUT_IMPORT_LIMIT = routesOf('sessions').find((route) => route.path === '/api/workout-imports')?.maxBodyBytes ?? 0;

let token: string;
beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  process.env.JWT_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  process.env.JWT_PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  token = await issueToken('user-1');
});

async function send(routeKey: string, bodyBytes: number) {
  const body = JSON.stringify({ profileImage: 'x'.repeat(Math.max(0, bodyBytes - 20)) });
  const event = {
    routeKey,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    pathParameters: { id: 'user-1' },
    body,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const handler = routeKey.includes('/api/users') ? usersHandler : sessionsHandler;
  const result = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as unknown, size: Buffer.byteLength(body) };
}

describe('body limit per route', () => {
  it('lets a route with maxBodyBytes take a body past the default JSON limit', async () => {
    const result = await send('POST /api/workout-imports', 200_000);
    expect(result.size).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    expect(result).toMatchObject({ status: 200, body: { handled: true } });
  });

  it("refuses a body over the route's own limit with 413", async () => {
    const result = await send('POST /api/workout-imports', WORKOUT_IMPORT_LIMIT + 100);
    expect(result.size).toBeGreaterThan(WORKOUT_IMPORT_LIMIT);
    expect(result).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
  });

  it('refuses an image in a profile body: photos are uploaded on their own (issue 26)', async () => {
    for (const route of ['PUT /api/users/{id}', 'PATCH /api/users/{id}']) {
      expect(await send(route, 1_000_000)).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    }
  });

  it('keeps the default JSON limit on the routes that name none', async () => {
    const result = await send('GET /api/users/search', MAX_JSON_BODY_BYTES + 100);
    expect(result).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    expect(await send('GET /api/users/search', MAX_JSON_BODY_BYTES - 100)).toMatchObject({ status: 200 });
  });
});
