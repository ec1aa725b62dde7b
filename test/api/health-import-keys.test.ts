import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { NEXT_CURSOR_HEADER, type CreatedImportKey } from '../../shared/api-types';
import {
  IMPORT_KEY_HOURLY_LIMIT,
  IMPORT_KEY_LIMIT_REACHED,
  IMPORT_KEY_NOT_FOUND,
  IMPORT_KEY_RATE_LIMITED,
  MAX_IMPORT_KEYS,
} from '../../shared/schemas/health';
import { importKeyKey, importRateWindowKey } from '../../functions/health/keys';
import { api, callRaw, signUp, type QueryOf } from '../support/api';
import { testDb } from '../support/db';

const KEYS = '/api/health-import-keys';

const createKey = (token: string, name = 'iPhone Shortcut') => api('POST /api/health-import-keys', { token, body: { name } });
const listKeys = (token: string, query: QueryOf<'GET /api/health-import-keys'> = {}) => api('GET /api/health-import-keys', { query, token });
const revokeKey = (token: string, id: string) => api('DELETE /api/health-import-keys/{id}', { params: { id }, token });

async function newKey(token: string, name?: string): Promise<CreatedImportKey> {
  const result = await createKey(token, name);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

/** A workout as a Shortcut sends it, an hour ago. */
function workout() {
  const end = new Date(Date.now() - 60 * 60_000);
  return {
    name: 'Lunch Walk',
    activityType: 'Walking',
    startTime: new Date(end.getTime() - 25 * 60_000).toISOString(),
    endTime: end.toISOString(),
    caloriesBurned: '110',
    distance: '2,1',
    appleHealthId: `walk-${randomUUID()}`,
  };
}

const importWith = (key: string, body: unknown = workout()) => api('POST /api/workout-sessions/import-health', { token: key, untypedBody: body });

const storedItem = async (key: Record<string, string>) =>
  (await testDb().send(new GetCommand({ TableName: inject('tableName'), Key: key, ConsistentRead: true }))).Item;

/** The UTC hour windows of now and of the next hour (so a test running across the hour still finds its window full). */
function currentWindows(): string[] {
  const now = Date.now();
  return [now, now + 60 * 60_000].map((at) => new Date(at).toISOString().slice(0, 13));
}

describe('import keys need the sign-in token', () => {
  it.each([
    ['GET', KEYS],
    ['POST', KEYS],
    ['DELETE', `${KEYS}/0123456789ab`],
  ])('%s %s answers 401 without one', async (method, path) => {
    const result = await callRaw(method, path, { body: method === 'POST' ? { name: 'Phone' } : undefined });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });
});

describe('creating, listing and revoking import keys', () => {
  it('creates a key shown once (201), stored only as the SHA-256 of its secret', async () => {
    const me = await signUp();

    const created = await newKey(me.token, '  Apple Watch runs ');

    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      name: 'Apple Watch runs',
      preview: `sfhk_${created.id.slice(0, 6)}…`,
      createdAt: expect.any(String),
      lastUsedAt: null,
      key: expect.stringMatching(new RegExp(`^sfhk_${created.id}_[A-Za-z0-9_-]{43}$`)),
    });
    const secret = created.key.slice(`sfhk_${created.id}_`.length);
    const item = await storedItem(importKeyKey(created.id));
    expect(item).toMatchObject({ userId: me.user.id, name: 'Apple Watch runs', secretHash: createHash('sha256').update(secret).digest('hex') });
    expect(JSON.stringify(item)).not.toContain(secret);
  });

  it('lists my keys newest first, without the key or its hash, one page at a time', async () => {
    const me = await signUp();
    const first = await newKey(me.token, 'First');
    const second = await newKey(me.token, 'Second');
    const third = await newKey(me.token, 'Third');

    const all = await listKeys(me.token);
    expect(all.status).toBe(200);
    expect(all.body.map((key) => key.name)).toEqual(['Third', 'Second', 'First']);
    const { key: _key, ...shown } = third;
    expect(all.body[0]).toEqual(shown);
    expect(JSON.stringify(all.body)).not.toMatch(/secretHash|sfhk_[0-9a-f]{12}_/);

    const page1 = await listKeys(me.token, { limit: 2 });
    expect(page1.body.map((key) => key.id)).toEqual([third.id, second.id]);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const page2 = await listKeys(me.token, { limit: 2, cursor: cursor! });
    expect(page2.body.map((key) => key.id)).toEqual([first.id]);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it("never shows me another person's keys, and refuses a cursor into their list", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    await newKey(other.token, 'Theirs');
    await newKey(other.token, 'Theirs too');

    expect((await listKeys(me.token)).body).toEqual([]);
    const theirCursor = (await listKeys(other.token, { limit: 1 })).headers.get(NEXT_CURSOR_HEADER)!;
    expect((await listKeys(me.token, { limit: 1, cursor: theirCursor })).status).toBe(400);
  });

  it(`allows at most ${MAX_IMPORT_KEYS} keys (409), and a new one again after revoking one`, async () => {
    const me = await signUp();
    const keys = [];
    for (let index = 0; index < MAX_IMPORT_KEYS; index++) keys.push(await newKey(me.token, `Key ${index}`));

    const over = await createKey(me.token, 'One too many');
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: IMPORT_KEY_LIMIT_REACHED });

    expect((await revokeKey(me.token, keys[0]!.id)).status).toBe(204);
    expect((await createKey(me.token, 'Replacement')).status).toBe(201);
  });

  it('refuses a key without a name (400)', async () => {
    const me = await signUp();
    const result = await createKey(me.token, '   ');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Give the key a name.' });
  });

  it("revokes my key (204); an unknown key or another person's is 404 and theirs keeps working", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const mine = await newKey(me.token);
    const theirs = await newKey(other.token);

    expect((await revokeKey(me.token, theirs.id)).body).toEqual({ message: IMPORT_KEY_NOT_FOUND });
    expect((await revokeKey(me.token, theirs.id)).status).toBe(404);
    expect((await revokeKey(me.token, '0123456789ab')).status).toBe(404);
    expect((await revokeKey(me.token, 'not-a-key-id')).status).toBe(404);
    expect((await importWith(theirs.key)).status).toBe(201);

    expect((await revokeKey(me.token, mine.id)).status).toBe(204);
    expect((await listKeys(me.token)).body).toEqual([]);
    expect((await revokeKey(me.token, mine.id)).status).toBe(404);
  });
});

describe('importing with a key', () => {
  it("imports as the key's owner and records when the key was last used", async () => {
    const me = await signUp();
    const key = await newKey(me.token);
    const before = Date.now();

    const result = await importWith(key.key);

    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body.session).toMatchObject({ userId: me.user.id, name: 'Lunch Walk', health: { type: 'cardio', caloriesBurned: 110, distance: 2.1 } });
    const [listed] = (await listKeys(me.token)).body;
    expect(Date.parse(listed!.lastUsedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The workout is mine: I read it with my sign-in token.
    expect((await api('GET /api/workout-sessions/{id}', { params: { id: result.body.session.id }, token: me.token })).status).toBe(200);
  });

  it('is idempotent with a key as with the sign-in token', async () => {
    const me = await signUp();
    const key = await newKey(me.token);
    const body = workout();

    const first = await importWith(key.key, body);
    const again = await api('POST /api/workout-sessions/import-health', { token: me.token, body });

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ imported: false, session: first.body.session });
  });

  it.each([
    ['a wrong secret', (key: CreatedImportKey) => `${key.key.slice(0, -4)}AAAA`],
    ['an unknown key id', (key: CreatedImportKey) => key.key.replace(key.id, '0123456789ab')],
    ['a malformed key', () => 'sfhk_not-a-key'],
    ['the prefix alone', () => 'sfhk_'],
  ])('answers 401 for %s and stores nothing', async (_label, tamper) => {
    const me = await signUp();
    const key = await newKey(me.token);

    const result = await importWith(tamper(key));

    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Invalid import key' });
    expect((await api('GET /api/users/{id}/completed-workouts', { params: { id: me.user.id }, token: me.token })).body).toEqual([]);
  });

  it('calls import-health and nothing else', async () => {
    const me = await signUp();
    const key = await newKey(me.token);
    const other = await newKey(me.token, 'Other');

    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/auth/me'],
      ['GET', `/api/users/${me.user.id}`],
      ['GET', '/api/workout-sessions/active'],
      ['POST', '/api/workout-sessions', { name: 'Push Day' }],
      ['GET', `/api/users/${me.user.id}/completed-workouts`],
      ['POST', '/api/social-posts', { content: 'Posted with a key' }],
      ['GET', '/api/notifications'],
      ['GET', KEYS],
      ['POST', KEYS, { name: 'Made by a key' }],
      ['DELETE', `${KEYS}/${other.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const result = await callRaw(method, path, { token: key.key, body });
      expect(result.status, `${method} ${path}`).toBe(401);
    }

    // Nothing was made or removed: still the two keys, no workout, no post.
    expect((await listKeys(me.token)).body.map((listed) => listed.name)).toEqual(['Other', 'iPhone Shortcut']);
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
    expect((await api('GET /api/social-posts/user/{userId}', { params: { userId: me.user.id }, token: me.token })).body).toEqual([]);
    // And the key does work where it is meant to.
    expect((await importWith(key.key)).status).toBe(201);
  });

  it('stops working once revoked', async () => {
    const me = await signUp();
    const key = await newKey(me.token);
    expect((await importWith(key.key)).status).toBe(201);

    expect((await revokeKey(me.token, key.id)).status).toBe(204);

    const result = await importWith(key.key);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Invalid import key' });
    // Its last use is not written back as a fragment of the deleted key.
    expect(await storedItem(importKeyKey(key.id))).toBeUndefined();
  });

  it(`allows ${IMPORT_KEY_HOURLY_LIMIT} calls an hour per key, then 429 with Retry-After until the next hour`, async () => {
    const me = await signUp();
    const key = await newKey(me.token);
    const spare = await newKey(me.token, 'Spare');
    // Arrange a window that has room for exactly one more call (rather than making hundreds of calls).
    for (const window of currentWindows()) {
      await testDb().send(
        new PutCommand({
          TableName: inject('tableName'),
          Item: { ...importRateWindowKey(key.id, window), entity: 'ImportRateWindow', calls: IMPORT_KEY_HOURLY_LIMIT - 1 },
        }),
      );
    }

    const last = await importWith(key.key);
    expect(last.status, JSON.stringify(last.body)).toBe(201);

    const limited = await importWith(key.key);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: IMPORT_KEY_RATE_LIMITED });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // The limited call stored nothing; the window counted the allowed call only; another key is not limited.
    expect((await api('GET /api/users/{id}/completed-workouts', { params: { id: me.user.id }, token: me.token })).body).toHaveLength(1);
    const windows = await Promise.all(currentWindows().map((window) => storedItem(importRateWindowKey(key.id, window))));
    expect(windows.some((window) => window?.calls === IMPORT_KEY_HOURLY_LIMIT)).toBe(true);
    expect(windows.every((window) => Number(window?.calls) <= IMPORT_KEY_HOURLY_LIMIT)).toBe(true);
    expect((await importWith(spare.key)).status).toBe(201);
    // The sign-in token is not limited by a key's window.
    expect((await api('POST /api/workout-sessions/import-health', { token: me.token, body: workout() })).status).toBe(201);
  });

  it('counts each call in an hourly window that expires by itself (TTL)', async () => {
    const me = await signUp();
    const key = await newKey(me.token);

    await importWith(key.key);
    await importWith(key.key);

    const windows = await Promise.all(currentWindows().map((window) => storedItem(importRateWindowKey(key.id, window))));
    const counted = windows.filter(Boolean);
    expect(counted.reduce((total, window) => total + Number(window!.calls), 0)).toBe(2);
    const nowSeconds = Date.now() / 1000;
    for (const window of counted) {
      expect(window!.expiresAt).toBeGreaterThan(nowSeconds + 60 * 60 - 30);
      expect(window!.expiresAt).toBeLessThanOrEqual(nowSeconds + 2 * 60 * 60);
    }
  });
});
