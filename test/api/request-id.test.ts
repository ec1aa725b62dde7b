/**
 * Every answer of the API carries its request id (x-request-id, API Gateway's requestContext.requestId), through the
 * local stand-ins for CloudFront and API Gateway: the key a person can quote and an operator finds the log lines by.
 */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/api-types';
import { REQUEST_ID_HEADER } from '../../functions/lib/observability/names';
import { api, signUp } from '../support/api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id header', () => {
  it('is on a success, different for each request', async () => {
    const [first, second] = await Promise.all([api('GET /api/health'), api('GET /api/health')]);
    expect(first.status).toBe(200);
    expect(first.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(second.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(first.headers.get(REQUEST_ID_HEADER)).not.toBe(second.headers.get(REQUEST_ID_HEADER));
  });

  it('is on a refused request (401) and a validation error (400)', async () => {
    const unauthorized = await api('GET /api/workout-sessions/active');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    const invalid = await api('POST /api/auth/signup', { untypedBody: { email: 'not an email' } });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
  });

  it("is the replay's own on an idempotent replay, not the first request's", async () => {
    const me = await signUp();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: `request-id-${Date.now()}` };
    const first = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Once', isActive: true }, headers });
    const replay = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Once', isActive: true }, headers });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(replay.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(replay.headers.get(REQUEST_ID_HEADER)).not.toBe(first.headers.get(REQUEST_ID_HEADER));
  });
});
