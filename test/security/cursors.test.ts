/**
 * Issue 26, deliverable 6: every cursor of every list is decoded and checked (shape, types, real dates, ids of the
 * expected format, the caller's own partition) before it is used; a bad one is 400 'Invalid cursor', never a 5xx.
 * Each list gets a real cursor of its own (limit=1 over two items), then garbage, wrong JSON, impossible dates, huge
 * numbers, another list's cursor and mutations of its real cursor.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { routeKeyOf, routes } from '../../shared/routes';
import { callRaw, type ApiResult } from '../support/api';
import { block, follows, makePrivate, people, type Account } from '../api/follows-helpers';

const EXERCISE = 'Barbell_Bench_Press_-_Medium_Grip';
const encode = (text: string) => Buffer.from(text).toString('base64url');
const json = (value: unknown) => encode(JSON.stringify(value));

interface World {
  owner: Account;
  friend: Account;
  other: Account;
  privateOne: Account;
  postId: string;
}

interface CursorList {
  name: string;
  routeKey: string;
  /** Lists with one cursor format (the three post lists; completed workouts and their export) take each other's. */
  family: string;
  path: (world: World) => string;
  token: (world: World) => string;
}

const owner = (world: World) => world.owner.token;

const lists: CursorList[] = [
  { name: 'people search', routeKey: 'GET /api/users/search', family: 'search', path: () => '/api/users/search?q=lifter&limit=1', token: owner },
  { name: 'followers', routeKey: 'GET /api/users/{id}/followers', family: 'followers', path: (w) => `/api/users/${w.owner.user.id}/followers?limit=1`, token: owner },
  { name: 'following', routeKey: 'GET /api/users/{id}/following', family: 'following', path: (w) => `/api/users/${w.owner.user.id}/following?limit=1`, token: owner },
  { name: 'follow requests', routeKey: 'GET /api/follow-requests', family: 'requests', path: () => '/api/follow-requests?limit=1', token: (w) => w.privateOne.token },
  { name: 'blocks', routeKey: 'GET /api/blocks', family: 'blocks', path: () => '/api/blocks?limit=1', token: (w) => w.privateOne.token },
  { name: 'completed workouts', routeKey: 'GET /api/users/{id}/completed-workouts', family: 'completed', path: (w) => `/api/users/${w.owner.user.id}/completed-workouts?limit=1`, token: owner },
  {
    name: 'exercise history',
    routeKey: 'GET /api/users/{id}/exercises/{exerciseId}/history',
    family: 'history',
    path: (w) => `/api/users/${w.owner.user.id}/exercises/${EXERCISE}/history?limit=1`,
    token: owner,
  },
  { name: 'workout export', routeKey: 'GET /api/workout-export', family: 'completed', path: () => '/api/workout-export?limit=1', token: owner },
  { name: 'plans', routeKey: 'GET /api/plans/user', family: 'plans', path: () => '/api/plans/user?kind=plan&limit=1', token: owner },
  { name: 'workouts', routeKey: 'GET /api/workouts/user', family: 'workouts', path: () => '/api/workouts/user?limit=1', token: owner },
  { name: 'following feed', routeKey: 'GET /api/social-posts', family: 'posts', path: () => '/api/social-posts?filter=following&limit=1', token: owner },
  { name: 'explore feed', routeKey: 'GET /api/social-posts', family: 'posts', path: () => '/api/social-posts?filter=explore&limit=1', token: owner },
  { name: "a person's posts", routeKey: 'GET /api/social-posts/user/{userId}', family: 'posts', path: (w) => `/api/social-posts/user/${w.owner.user.id}?limit=1`, token: owner },
  { name: 'comments', routeKey: 'GET /api/posts/{id}/comments', family: 'comments', path: (w) => `/api/posts/${w.postId}/comments?limit=1`, token: owner },
  { name: 'conversations', routeKey: 'GET /api/messages', family: 'conversations', path: () => '/api/messages?limit=1', token: owner },
  { name: 'a thread', routeKey: 'GET /api/messages', family: 'thread', path: (w) => `/api/messages?withUserId=${w.friend.user.id}&limit=1`, token: owner },
  { name: 'import keys', routeKey: 'GET /api/health-import-keys', family: 'import-keys', path: () => '/api/health-import-keys?limit=1', token: owner },
  { name: 'notifications', routeKey: 'GET /api/notifications', family: 'notifications', path: () => '/api/notifications?limit=1', token: owner },
];

const POSITION_ID = '0m7abcdefghijklmnopqr';
const hostileCursors: [string, string][] = [
  ['garbage', 'not-a-cursor'],
  ['characters outside base64url', '%%%!!!'],
  ['base64 of text that is not JSON', encode('hello there')],
  ['base64 of binary bytes', Buffer.from([0xff, 0xfe, 0x00, 0x81]).toString('base64url')],
  ['a JSON array', json(['PK', 'SK'])],
  ['a JSON string', json('USER#x')],
  ['a JSON number', json(42)],
  ['JSON null', json(null)],
  ['an empty object', json({})],
  ['a number too large for a double', encode('1e999')],
  ['huge numbers as key values', encode('{"PK":1e308,"SK":-1e308}')],
  ['a huge number as a position', encode('{"before":1e308}')],
  ['a position with an impossible date', json({ before: `2026-13-45T10:00:00.000Z#${POSITION_ID}` })],
  ['a position on February 30th', json({ before: `2026-02-30T10:00:00.000Z#${POSITION_ID}` })],
  ['a position at hour 25', json({ before: `2026-01-02T25:00:00.000Z#${POSITION_ID}` })],
  ['an hour cursor with an impossible date', json({ before: '2026-13-45T10' })],
  ['a position in the far future', json({ before: `9999-12-31T23:59:59.999Z#${POSITION_ID}` })],
  ['a key with an impossible date', json({ PK: 'USER#x', SK: 'FOLLOWS#y', GSI1PK: 'USER#x#FOLLOWERS', GSI1SK: '2026-13-45T10:00:00.000Z#y' })],
  ['a prototype key', encode('{"__proto__":{"PK":"USER#x"},"before":"x"}')],
  ['an over-long cursor', 'A'.repeat(3_000)],
];

const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/;

/** Ways to spoil a real cursor: every one names no position the list could have answered. */
function mutationsOf(cursor: string, world: World): [string, string][] {
  const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  const result: [string, string][] = [
    ['the real cursor with an extra attribute', json({ ...decoded, extra: 'x' })],
    ['the real cursor with its values swapped for numbers', json(Object.fromEntries(Object.keys(decoded).map((name) => [name, 1e308])))],
  ];
  for (const [name, value] of Object.entries(decoded)) {
    if (typeof value !== 'string') continue;
    const others = Object.fromEntries(Object.entries(decoded).filter(([other]) => other !== name));
    if (Object.keys(others).length > 0) result.push([`the real cursor without ${name}`, json(others)]);
    result.push([`${name} empty`, json({ ...decoded, [name]: '' })]);
    result.push([`${name} as an object`, json({ ...decoded, [name]: { S: value } })]);
    result.push([`${name} with a character no key holds`, json({ ...decoded, [name]: `${value} <b>` })]);
    if (INSTANT.test(value)) {
      result.push([`${name} with an impossible date`, json({ ...decoded, [name]: value.replace(INSTANT, '2026-13-45T25:61:00.000Z') })]);
      result.push([`${name} with April 31st`, json({ ...decoded, [name]: value.replace(INSTANT, '2026-04-31T10:00:00.000Z') })]);
      result.push([`${name} with a date that is not a time`, json({ ...decoded, [name]: value.replace(INSTANT, 'yesterday') })]);
    }
    if (value.includes('#')) {
      result.push([`${name} with an id of the wrong format`, json({ ...decoded, [name]: value.replace(/#[^#]*$/, '#no such id!') })]);
    }
    // A partition of the caller's (or the listed person's) turned into someone else's: another person's list.
    if (name.endsWith('PK') && value.includes(world.owner.user.id)) {
      result.push([`${name} of another person`, json({ ...decoded, [name]: value.replaceAll(world.owner.user.id, world.other.user.id) })]);
    }
    if (name.endsWith('PK') && value.includes(world.privateOne.user.id)) {
      result.push([`${name} of another person`, json({ ...decoded, [name]: value.replaceAll(world.privateOne.user.id, world.other.user.id) })]);
    }
  }
  return result;
}

function nextCursorOf(result: ApiResult): string | undefined {
  const header = result.headers.get(NEXT_CURSOR_HEADER);
  if (header) return header;
  const body = result.body as { nextCursor?: string | null } | null;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body.nextCursor ?? undefined) : undefined;
}

async function ok<T = any>(method: string, path: string, account: Account, body?: unknown): Promise<T> {
  const result = await callRaw<T>(method, path, { token: account.token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  return result.body;
}

function expectInvalidCursor(result: ApiResult, label: string) {
  expect(result.status, `${label}: ${result.status} ${JSON.stringify(result.body)}`).toBe(400);
  const message = (result.body as { message?: unknown } | null)?.message;
  expect(typeof message === 'string' && /cursor/i.test(message), `${label}: '${String(message)}' should name the cursor`).toBe(true);
}

let world: World;
const realCursors = new Map<string, string>();

beforeAll(async () => {
  const [ownerAccount, friend, other, privateOne] = await people(4);
  await makePrivate(privateOne);
  // Two of everything the owner lists, so a page of one has a next page.
  for (const person of [friend, other]) {
    await follows(person, ownerAccount);
    await follows(ownerAccount, person);
    await follows(person, privateOne, 'requested');
  }
  const post = await ok<{ id: string }>('POST', '/api/social-posts', ownerAccount, { content: 'Bench day' });
  await ok('POST', '/api/social-posts', ownerAccount, { content: 'Squat day' });
  await ok('POST', `/api/posts/${post.id}/comments`, friend, { content: 'Strong!' });
  await ok('POST', `/api/posts/${post.id}/comments`, other, { content: 'Nice!' });
  for (const name of ['Early Pull', 'Late Push']) {
    const startTime = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await ok('POST', '/api/workout-sessions/completed', ownerAccount, {
      name,
      startTime,
      durationMinutes: 45,
      exercises: [{ exerciseId: EXERCISE, sets: [{ weight: 10_000, reps: 5, isCompleted: true }] }],
    });
    await ok('POST', '/api/plans', ownerAccount, { name });
    await ok('POST', '/api/workouts', ownerAccount, { name });
    await ok('POST', '/api/health-import-keys', ownerAccount, { name });
  }
  await ok('POST', '/api/messages', ownerAccount, { receiverId: friend.user.id, content: 'Gym at 6?' });
  await ok('POST', '/api/messages', ownerAccount, { receiverId: friend.user.id, content: 'Or 7?' });
  await ok('POST', '/api/messages', ownerAccount, { receiverId: other.user.id, content: 'Gym at 6?' });
  world = { owner: ownerAccount, friend, other, privateOne, postId: post.id };

  // The follow requests' cursor first: blocking the requesters removes their requests.
  for (const list of lists.filter((entry) => entry.family === 'requests')) realCursors.set(list.name, await realCursorOf(list));
  await block(privateOne, friend);
  await block(privateOne, other);
  for (const list of lists.filter((entry) => entry.family !== 'requests')) realCursors.set(list.name, await realCursorOf(list));
}, 120_000);

/** The list's own next-page cursor (fan-out and indexes may take a moment). */
async function realCursorOf(list: CursorList): Promise<string> {
  return vi.waitFor(
    async () => {
      const cursor = nextCursorOf(await callRaw('GET', list.path(world), { token: list.token(world) }));
      if (cursor === undefined) throw new Error(`${list.name} should answer a next-page cursor`);
      return cursor;
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe('every list route takes only its own cursors', () => {
  it('lists every GET route of the route table that reads a cursor', async () => {
    const listed = new Set(lists.map((list) => list.routeKey));
    for (const key of listed) expect(routes.map(routeKeyOf), key).toContain(key);
    const unlisted = routes.filter((route) => route.method === 'GET' && !listed.has(routeKeyOf(route)));
    for (const route of unlisted) {
      const path = route.path.replace(/\{(\w+)\}/g, () => world.owner.user.id);
      const result = await callRaw('GET', `${path}?cursor=not-a-cursor`, { token: route.auth ? world.owner.token : undefined });
      expect(result.status, `${routeKeyOf(route)}: ${JSON.stringify(result.body)}`).toBeLessThan(500);
      const message = (result.body as { message?: string } | null)?.message ?? '';
      expect(message, `${routeKeyOf(route)} reads a cursor: add it to this table`).not.toMatch(/cursor/i);
    }
  });

  for (const list of lists) {
    describe(list.name, () => {
      it('answers the next page for its own cursor', async () => {
        const cursor = realCursors.get(list.name) as string;
        const result = await callRaw('GET', `${list.path(world)}&cursor=${encodeURIComponent(cursor)}`, { token: list.token(world) });
        expect(result.status, JSON.stringify(result.body)).toBe(200);
      });

      it("refuses garbage, wrong JSON, impossible dates, huge numbers, other lists' cursors and spoiled ones with 400", async () => {
        const cursor = realCursors.get(list.name) as string;
        const foreign = lists
          .filter((other) => other.family !== list.family)
          .map((other): [string, string] => [`the cursor of ${other.name}`, realCursors.get(other.name) as string]);
        for (const [label, bad] of [...hostileCursors, ...foreign, ...mutationsOf(cursor, world)]) {
          const result = await callRaw('GET', `${list.path(world)}&cursor=${encodeURIComponent(bad)}`, { token: list.token(world) });
          expectInvalidCursor(result, `${list.name}, ${label}`);
        }
      });
    });
  }

  it("refuses a completed-workouts cursor from before the page's `from`", async () => {
    const since = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
    const cursor = realCursors.get('completed workouts') as string;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
    const sortKey = Object.keys(decoded).find((name) => name.startsWith('GSI') && name.endsWith('SK')) as string;
    const before = json({ ...decoded, [sortKey]: (decoded[sortKey] as string).replace(INSTANT, '2020-01-01T00:00:00.000Z') });
    const path = `/api/users/${world.owner.user.id}/completed-workouts?limit=1&from=${encodeURIComponent(since)}`;
    expect((await callRaw('GET', `${path}&cursor=${encodeURIComponent(cursor)}`, { token: world.owner.token })).status).toBe(200);
    expectInvalidCursor(await callRaw('GET', `${path}&cursor=${encodeURIComponent(before)}`, { token: world.owner.token }), 'a cursor before from');
  });
});
