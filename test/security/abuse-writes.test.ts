/**
 * Issue 13, suite 2: no write lets a caller set what only the server sets (owner, id, times, counts, role, version),
 * and no list answers more than its documented page. Both are generated from the route table: a new write route
 * needs an entry in abuse-routes.ts, a new read route an entry below.
 */
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import { routeKeyOf, routes } from '../../shared/routes';
import { callRaw } from '../support/api';
import { shared, writeRequests } from './abuse-routes';

const writeRoutes = routes.filter((route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH');

const FORGED_TIME = '2001-01-01T00:00:00.000Z';
const FORGED_NUMBER = 987_654;
/** Keys only the server may ever answer with; none exists in this API, so any that appears came from the request. */
const FORGED_ONLY_KEYS = ['role', 'isAdmin', 'passwordHash', 'tokenVersion'];

function forgedFields(strangerId: string, mayAlsoSet: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    id: 'forged-id',
    userId: strangerId,
    ownerId: strangerId,
    authorId: strangerId,
    senderId: strangerId,
    createdAt: FORGED_TIME,
    updatedAt: FORGED_TIME,
    followersCount: FORGED_NUMBER,
    followingCount: FORGED_NUMBER,
    likes: FORGED_NUMBER,
    likesCount: FORGED_NUMBER,
    commentCount: FORGED_NUMBER,
    commentsCount: FORGED_NUMBER,
    role: 'admin',
    isAdmin: true,
    version: FORGED_NUMBER,
    tokenVersion: FORGED_NUMBER,
    passwordHash: 'forged-hash',
    isPublic: true,
  };
  for (const key of mayAlsoSet) delete fields[key];
  return fields;
}

/** Every way a forged field could show in an answer; empty when none does. */
function traces(answer: unknown, strangerId: string, publicAllowed: boolean): string[] {
  const found: string[] = [];
  const text = JSON.stringify(answer) ?? '';
  if (text.includes('forged-')) found.push("a 'forged-' value");
  if (text.includes(String(FORGED_NUMBER))) found.push(`the number ${FORGED_NUMBER}`);
  if (text.includes(FORGED_TIME.slice(0, 10))) found.push('the forged time');
  if (text.includes(strangerId)) found.push("a stranger's id");
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (FORGED_ONLY_KEYS.includes(key)) found.push(`the key ${key}`);
      if (key === 'isPublic' && item === true && !publicAllowed) found.push('isPublic: true');
      visit(item);
    }
  };
  visit(answer);
  return found;
}

describe('mass assignment: fields a caller must not set are refused or ignored on every write', () => {
  it('has a request for every write route of the route table', () => {
    expect(Object.keys(writeRequests).sort()).toEqual(writeRoutes.map(routeKeyOf).sort());
  });

  it('sees a forged field that took effect (the check itself)', () => {
    const stranger = 'stranger-id';
    expect(traces({ id: 'p1', likes: FORGED_NUMBER }, stranger, false)).toEqual([`the number ${FORGED_NUMBER}`]);
    expect(traces({ post: { userId: stranger } }, stranger, false)).toEqual(["a stranger's id"]);
    expect(traces([{ createdAt: FORGED_TIME, role: 'admin', isPublic: true }], stranger, false)).toEqual(['the forged time', 'the key role', 'isPublic: true']);
    expect(traces({ id: 'p1', isPublic: true, createdAt: '2026-11-23T10:00:00.000Z' }, stranger, true)).toEqual([]);
  });

  for (const route of writeRoutes) {
    const key = routeKeyOf(route);
    it(key, async () => {
      const stranger = await shared('stranger');
      const request = await (writeRequests[key] as NonNullable<(typeof writeRequests)[string]>)();
      const body = { ...request.body, ...forgedFields(stranger.user.id, request.mayAlsoSet) };
      const forged = await callRaw(route.method, request.path, { token: request.token, body });

      if (forged.status === 400) {
        expect(forged.body).toEqual({ message: expect.any(String) });
        // Refused because of the forged fields, not because the request was wrong anyway.
        const valid = await callRaw(route.method, request.path, { token: request.token, body: request.body });
        expect(valid.status, `the valid request: ${JSON.stringify(valid.body)}`).toBeLessThan(300);
        return;
      }
      expect(forged.status, JSON.stringify(forged.body)).toBeGreaterThanOrEqual(200);
      expect(forged.status, JSON.stringify(forged.body)).toBeLessThan(300);
      const publicAllowed = request.mayAlsoSet?.includes('isPublic') ?? false;
      expect(traces(forged.body, stranger.user.id, publicAllowed), `${key} answered ${JSON.stringify(forged.body)}`).toEqual([]);
      for (const path of request.readBack) {
        const read = await callRaw('GET', path, { token: request.token });
        expect(read.status, `${path}: ${JSON.stringify(read.body)}`).toBe(200);
        expect(traces(read.body, stranger.user.id, publicAllowed), `${path} answered ${JSON.stringify(read.body)}`).toEqual([]);
      }
    });
  }
});

/**
 * Reads that take no `limit`, with the most items they can answer and why that is bounded. A list that reads
 * `limit` must refuse bad values; one that ignores it must be here.
 */
const UNPAGED_READS: Record<string, number> = {
  'GET /api/health': 0,
  // The API's description: one fixed document, the same for everyone (its longest lists are a schema's enum or
  // required fields), whatever the data holds.
  'GET /api/openapi.json': 100,
  'GET /api/auth/me': 0,
  'GET /api/users/{id}': 0,
  'GET /api/follows/counts': 0,
  'GET /api/users/{id}/follows/counts': 0,
  'GET /api/users/{id}/is-following': 0,
  'GET /api/users/{id}/follow-status': 0,
  'GET /api/users/suggestions': MAX_PAGE_SIZE,
  // The whole catalogue (873) and one's own exercises (at most 200): the picker searches it in the browser.
  'GET /api/exercises': 2_000,
  // One session: at most 50 exercises and 500 sets.
  'GET /api/workout-sessions/active': 500,
  'GET /api/workout-sessions/current': 500,
  'GET /api/workout-sessions/{id}': 500,
  // A session holds at most 500 sets.
  'GET /api/workout-sets/session/{sessionId}': 500,
  'GET /api/users/{id}/statistics': 0,
  'GET /api/users/{id}/exercises/{exerciseId}/records': MAX_PAGE_SIZE,
  // One month: at most 31 days.
  'GET /api/users/{id}/training-days': 31,
  'GET /api/plans/{id}': 0,
  // A plan holds at most 20 workouts.
  'GET /api/plans/{id}/workouts': 20,
  'GET /api/workout-plans/{id}': 0,
  // My Routines and at most MAX_ROUTINE_FOLDERS (50) folders of one's own (issue 27).
  'GET /api/routine-folders': 51,
  'GET /api/workouts/{id}': 0,
  'GET /api/social-posts/{id}': 0,
  'GET /api/messages/unread-count': 0,
  'GET /api/notifications/unread-count': 0,
  // Issue 30: the VAPID key; one's own devices, at most MAX_PUSH_DEVICES (20).
  'GET /api/push/public-key': 0,
  'GET /api/push/subscriptions': 20,
  // One upload's processing.
  'GET /api/media/uploads/{id}': 0,
};

const BAD_LIMITS = ['100000', '-1', '0', 'abc', '1.5', ''];
const longestList = (body: unknown): number => {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') return Math.max(0, ...Object.values(body).map(longestList));
  return 0;
};

describe('page sizes are capped on every list', () => {
  const reads = routes.filter((route) => route.method === 'GET');

  for (const route of reads) {
    const key = routeKeyOf(route);
    it(key, async () => {
      const owner = await shared('owner');
      const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'id' || name === 'userId' ? owner.user.id : 'x'));
      const month = 'month=2026-01&';
      const answers = await Promise.all(
        BAD_LIMITS.map(async (limit) => ({ limit, result: await callRaw('GET', `${path}?${key.includes('training-days') ? month : ''}limit=${limit}`, { token: owner.token }) })),
      );
      for (const { limit, result } of answers) {
        expect(result.status, `limit=${limit}: ${JSON.stringify(result.body)}`).toBeLessThan(500);
      }
      const unpaged = UNPAGED_READS[key];
      if (unpaged === undefined) {
        for (const { limit, result } of answers) {
          // An empty `limit=` is the same as none (the default page).
          if (limit === '') continue;
          expect(result.status, `${key}?limit=${limit} should be refused: ${JSON.stringify(result.body)}`).toBe(400);
          expect(result.body).toEqual({ message: expect.any(String) });
        }
        const largest = await callRaw('GET', `${path}?limit=${MAX_PAGE_SIZE + 1}`, { token: owner.token });
        expect(largest.status).toBe(400);
      } else {
        for (const { result } of answers) {
          if (result.status < 300) expect(longestList(result.body)).toBeLessThanOrEqual(Math.max(unpaged, 1));
          expect(result.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
        }
      }
    });
  }
});
