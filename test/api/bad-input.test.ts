import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { api, baseUrl, callRaw, signUp } from '../support/api';

const concretePath = (path: string) => path.replace(/\{\w+\}/g, 'some-id');

describe('bad input never produces a 500', () => {
  const hostileBodies: [string, string][] = [
    ['malformed JSON', '{"email": '],
    ['a JSON array', '[1,2,3]'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"hello"'],
    ['nested junk', JSON.stringify({ email: { $ne: null }, password: ['a'], displayName: {}, username: 1e308 })],
  ];

  for (const route of routes.filter((r) => r.method !== 'GET')) {
    it.each(hostileBodies)(`${route.method} ${route.path} answers 4xx JSON for %s`, async (_case, rawBody) => {
      const account = route.auth ? await signUp() : undefined;
      const result = await callRaw(route.method, concretePath(route.path), { rawBody, token: account?.token });

      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body).toEqual({ message: expect.any(String) });
    });
  }

  it('answers 400 with a JSON message for malformed JSON', async () => {
    const result = await api('POST /api/auth/login', { rawBody: '{"email": "a@b.co", ' });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Request body must be valid JSON' });
  });

  it('refuses a body over the limit with 413 before parsing it', async () => {
    const rawBody = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) });
    const result = await api('POST /api/auth/signup', { rawBody });

    expect(result.status).toBe(413);
    expect(result.body).toEqual({ message: 'Request body is too large' });
  });

  it('refuses a body over the gateway limit (10 MB) with 413', async () => {
    const result = await api('POST /api/auth/login', { rawBody: 'x'.repeat(11 * 1024 * 1024) });

    expect(result.status).toBe(413);
    expect(result.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers 404 JSON for an unknown route and for a known path with the wrong method', async () => {
    const unknown = await callRaw('GET', '/api/no-such-thing');
    const wrongMethod = await callRaw('DELETE', '/api/auth/me');

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not Found' });
    expect(wrongMethod.status).toBe(404);
  });

  it('answers JSON with no-store caching', async () => {
    const result = await api('GET /api/health');

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'ok' });
    expect(result.headers.get('content-type')).toMatch(/application\/json/);
    expect(result.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the local gateway with malformed requests', () => {
  it('answers a malformed percent-escape in an API path with a JSON 404, not a 500', async () => {
    const result = await callRaw('GET', '/api/workout-sessions/%E0%A4%A');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Not Found' });
  });

  it('answers a malformed percent-escape in a page path with 400', async () => {
    const response = await fetch(`${baseUrl()}/%E0%A4%A`);

    expect(response.status).toBe(400);
  });
});
