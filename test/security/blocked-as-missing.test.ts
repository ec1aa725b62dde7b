/**
 * Issue 26, deliverable 9: a person who blocked me is, to me, nobody. Every route that names a person (in its path,
 * its query or its body) answers me for my blocker exactly what it answers for an id no account has: same status,
 * same body. What matters is this direction: the blocked person must not learn that the blocker exists (the blocker
 * knows whom they blocked, and sees them in their blocks list).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf, routes } from '../../shared/routes';
import { api, callRaw, type ApiResult } from '../support/api';
import { block, makePrivate, people, type Account } from '../api/follows-helpers';

const EXERCISE = 'Barbell_Bench_Press_-_Medium_Grip';

interface PersonRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** Each route naming a person, as the blocked caller would call it with `personId`. */
const personRoutes: Record<string, (personId: string) => PersonRequest> = {
  'GET /api/users/{id}': (id) => ({ method: 'GET', path: `/api/users/${id}` }),
  'PUT /api/users/{id}': (id) => ({ method: 'PUT', path: `/api/users/${id}`, body: { displayName: 'Jo Lifter' } }),
  'PATCH /api/users/{id}': (id) => ({ method: 'PATCH', path: `/api/users/${id}`, body: { bio: 'Lifts.' } }),
  'GET /api/users/{id}/follows/counts': (id) => ({ method: 'GET', path: `/api/users/${id}/follows/counts` }),
  'GET /api/users/{id}/is-following': (id) => ({ method: 'GET', path: `/api/users/${id}/is-following` }),
  'GET /api/users/{id}/follow-status': (id) => ({ method: 'GET', path: `/api/users/${id}/follow-status` }),
  'POST /api/users/{id}/follow': (id) => ({ method: 'POST', path: `/api/users/${id}/follow` }),
  'DELETE /api/users/{id}/unfollow': (id) => ({ method: 'DELETE', path: `/api/users/${id}/unfollow` }),
  'GET /api/users/{id}/followers': (id) => ({ method: 'GET', path: `/api/users/${id}/followers` }),
  'GET /api/users/{id}/following': (id) => ({ method: 'GET', path: `/api/users/${id}/following` }),
  'POST /api/follow-requests/{userId}/accept': (id) => ({ method: 'POST', path: `/api/follow-requests/${id}/accept` }),
  'POST /api/follow-requests/{userId}/decline': (id) => ({ method: 'POST', path: `/api/follow-requests/${id}/decline` }),
  // Blocking back someone who blocked me would tell me they exist: to me they do not (docs/decisions.md).
  'POST /api/users/{id}/block': (id) => ({ method: 'POST', path: `/api/users/${id}/block` }),
  'DELETE /api/users/{id}/block': (id) => ({ method: 'DELETE', path: `/api/users/${id}/block` }),
  'GET /api/users/{id}/completed-workouts': (id) => ({ method: 'GET', path: `/api/users/${id}/completed-workouts` }),
  'GET /api/users/{id}/statistics': (id) => ({ method: 'GET', path: `/api/users/${id}/statistics` }),
  'GET /api/users/{id}/exercises/{exerciseId}/history': (id) => ({ method: 'GET', path: `/api/users/${id}/exercises/${EXERCISE}/history` }),
  'GET /api/users/{id}/exercises/{exerciseId}/records': (id) => ({ method: 'GET', path: `/api/users/${id}/exercises/${EXERCISE}/records` }),
  'GET /api/users/{id}/training-days': (id) => ({ method: 'GET', path: `/api/users/${id}/training-days?month=2026-01` }),
  'GET /api/social-posts/user/{userId}': (id) => ({ method: 'GET', path: `/api/social-posts/user/${id}` }),
  'PUT /api/notifications/mark-all-read/{userId}': (id) => ({ method: 'PUT', path: `/api/notifications/mark-all-read/${id}` }),
  // A person named in the query or the body.
  'GET /api/messages': (id) => ({ method: 'GET', path: `/api/messages?withUserId=${id}` }),
  'POST /api/messages': (id) => ({ method: 'POST', path: '/api/messages', body: { receiverId: id, content: 'Are you there?' } }),
};

/** Path parameters that name a person: `{id}` under /api/users/, and every `{userId}`. */
const namesPerson = (path: string) => /^\/api\/users\/\{id\}/.test(path) || path.includes('{userId}');

/** What the caller can tell from an answer: its status and its body (the message of a refusal). */
const seen = (result: ApiResult) => ({ status: result.status, body: result.body });

let caller: Account;
let publicBlocker: Account;
let privateBlocker: Account;

beforeAll(async () => {
  [caller, publicBlocker, privateBlocker] = await people(3);
  await makePrivate(privateBlocker);
  // Each blocker has something to show: a post.
  for (const blocker of [publicBlocker, privateBlocker]) {
    expect((await api('POST /api/social-posts', { token: blocker.token, body: { content: 'Deadlift day' } })).status).toBe(201);
    expect((await block(blocker, caller)).status).toBe(204);
  }
});

describe('routes naming a person answer a blocked caller as for nobody', () => {
  it('covers every route of the route table with a person in its path', () => {
    const named = routes.filter((route) => namesPerson(route.path)).map(routeKeyOf);
    const listed = Object.keys(personRoutes);
    for (const key of named) expect(listed, `${key} names a person: add it to this table`).toContain(key);
    for (const key of listed) expect(routes.map(routeKeyOf), key).toContain(key);
  });

  for (const [routeKey, build] of Object.entries(personRoutes)) {
    it(`${routeKey}: the same answer for my blocker as for an id nobody has`, async () => {
      for (const blocker of [publicBlocker, privateBlocker]) {
        const missing = build(randomUUID());
        const blocked = build(blocker.user.id);
        const forBlocker = seen(await callRaw(blocked.method, blocked.path, { token: caller.token, body: blocked.body }));
        const forNobody = seen(await callRaw(missing.method, missing.path, { token: caller.token, body: missing.body }));
        expect(forBlocker.status, JSON.stringify(forBlocker.body)).toBeLessThan(500);
        expect(forBlocker, `${blocker === publicBlocker ? 'a public' : 'a private'} blocker`).toEqual(forNobody);
      }
    });
  }
});

describe('the blocker keeps their side', () => {
  it('still sees the blocked person in their blocks list and can lift the block', async () => {
    const [me, other] = await people(2);
    expect((await block(me, other)).status).toBe(204);

    expect((await api('POST /api/users/{id}/block', { params: { id: other.user.id }, token: me.token })).status).toBe(204);
    const list = await api('GET /api/blocks', { token: me.token });
    expect(list.body.map((person) => person.id)).toEqual([other.user.id]);
    expect((await api('DELETE /api/users/{id}/block', { params: { id: other.user.id }, token: me.token })).status).toBe(204);
    expect((await api('GET /api/users/{id}', { params: { id: other.user.id }, token: me.token })).status).toBe(200);
  });
});
