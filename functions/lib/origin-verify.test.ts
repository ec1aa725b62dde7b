import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, verifyOrigin } from './origin-verify';
import { statusRoutes } from '../../shared/contract/status';
import { createDomainHandler, ok } from './http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

const SECRET = 'cloudfront-origin-secret-value';
const healthRoute = { 'GET /api/health': statusRoutes['GET /api/health'] };
const handler = createDomainHandler('status', healthRoute, { 'GET /api/health': async () => ok({ status: 'ok' }) });
const call = (headers: Record<string, string>) =>
  handler({ routeKey: 'GET /api/health', rawPath: '/api/health', headers, isBase64Encoded: false } as unknown as APIGatewayProxyEventV2, {} as Context);

afterEach(() => {
  delete process.env[ORIGIN_VERIFY_SECRET_ENV];
});

describe('origin verify (every call passes CloudFront)', () => {
  it('does nothing where no secret is configured (the local runner)', async () => {
    expect(() => verifyOrigin({})).not.toThrow();
    expect((await call({})).statusCode).toBe(200);
  });

  it('in AWS answers 403 with a JSON message to a request that did not come through CloudFront', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = SECRET;
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }];
    for (const headers of attempts) {
      const response = await call(headers);
      expect(response.statusCode).toBe(403);
      expect(JSON.parse(response.body!)).toEqual({ message: 'Requests must come through the site' });
    }
  });

  it('lets CloudFront through, whatever the header name case', async () => {
    process.env[ORIGIN_VERIFY_SECRET_ENV] = SECRET;
    expect((await call({ 'X-Origin-Verify': SECRET })).statusCode).toBe(200);
  });
});
