import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SocialPost, WorkoutSetChange } from '../../../shared/api-types';
import { pathOf, typedCalls } from './api-call';
import { createApiClient } from './api-client';

interface Recorded {
  url: string;
  init: RequestInit;
}

/** Typed calls over a real client whose fetch answers `body` (with `headers`) and records what it was asked. */
function fakeCalls(body: unknown, headers: Record<string, string> = {}) {
  const calls: Recorded[] = [];
  const client = createApiClient({
    getToken: () => 'token-1',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
    },
  });
  return { ...typedCalls(client), calls };
}

describe('pathOf', () => {
  it('fills the path parameters, encoded, and appends the defined query values', () => {
    expect(pathOf('/api/users/{id}/followers', { id: 'a b/c' }, { limit: 20, cursor: undefined })).toBe('/api/users/a%20b%2Fc/followers?limit=20');
    expect(pathOf('/api/posts/{id}/comments/{commentId}', { id: 'p1', commentId: 'c1' })).toBe('/api/posts/p1/comments/c1');
  });

  it('encodes each query value whole: a space as %20 (never +), and a cursor keeps its + / =', () => {
    expect(pathOf('/api/messages', {}, { withUserId: 'u 1', limit: 50, cursor: 'a+b/c=' })).toBe('/api/messages?withUserId=u%201&limit=50&cursor=a%2Bb%2Fc%3D');
  });

  it('refuses to build a path without one of its parameters', () => {
    expect(() => pathOf('/api/users/{id}', {})).toThrow('/api/users/{id} needs the path parameter id');
  });
});

describe('call', () => {
  it("sends the route key's method to the path built from it, with the body, the client's headers and the idempotency key", async () => {
    const { call, calls } = fakeCalls({ id: 's1' });

    await call('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: 'set-1' }, body: { weight: 10_000, reps: 5 }, idempotencyKey: 'key-12345678' });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/workout-sets/set-1/toggle-completion');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ weight: 10_000, reps: 5 }));
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer token-1');
    expect(new Headers(calls[0]?.init.headers).get('idempotency-key')).toBe('key-12345678');
  });

  it('types the input and the answer by the route', () => {
    const { call } = fakeCalls(null);
    expectTypeOf(call<'PATCH /api/workout-sets/{id}/toggle-completion'>).returns.resolves.toEqualTypeOf<WorkoutSetChange>();
    // @ts-expect-error: the route needs its path parameter
    void call('GET /api/users/{id}', {}).catch(() => undefined);
    // A route that needs nothing takes no input.
    void call('GET /api/auth/me').catch(() => undefined);
  });
});

describe('callPage', () => {
  it("answers a list route's items and the next page's cursor from its header", async () => {
    const { callPage, calls } = fakeCalls([{ id: 'post-1' }], { 'x-next-cursor': 'next-1' });

    const page = await callPage('GET /api/social-posts/user/{userId}', { params: { userId: 'u1' }, query: { limit: 20, cursor: 'c0' } });

    expect(calls[0]?.url).toBe('/api/social-posts/user/u1?limit=20&cursor=c0');
    expect(page).toEqual({ items: [{ id: 'post-1' }], nextCursor: 'next-1' });
    expectTypeOf(page.items).toEqualTypeOf<SocialPost[]>();
  });
});

describe('callWithStatus', () => {
  it('answers the body and the status of a POST whose 200 and 201 mean different things', async () => {
    const { callWithStatus, calls } = fakeCalls({ id: 'session-1' });

    const { answer, status } = await callWithStatus('POST /api/workout-sessions', { body: { name: 'Legs', isActive: true } });

    expect([calls[0]?.init.method, calls[0]?.url, calls[0]?.init.body]).toEqual(['POST', '/api/workout-sessions', JSON.stringify({ name: 'Legs', isActive: true })]);
    expect([answer.id, status]).toEqual(['session-1', 200]);
  });
});
