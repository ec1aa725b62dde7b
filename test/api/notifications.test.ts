import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { NOTIFICATION_TTL_DAYS } from '../../shared/constants';
import { notificationKey } from '../../functions/notifications/keys';
import { api, callRaw, signUp, type QueryOf } from '../support/api';
import { testDb } from '../support/db';
import { useLocalStackForFunctions } from '../support/functions-env';

// The repository's DynamoDB client must be pointed at the local stack before it is imported.
useLocalStackForFunctions();
const { createNotifications, UNREAD_COUNT_CAP } = await import('../../functions/notifications/repository');
const { notifyFollowers } = await import('../../functions/follows/index');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function notify(userId: string, count: number, { spaced = false }: { spaced?: boolean } = {}): Promise<void> {
  for (let index = 0; index < count; index++) {
    await createNotifications({ userIds: [userId], notification: { type: 'other', title: `Note ${index}`, message: `Message ${index}` } });
    // Ids are ordered by millisecond: space them when a test asserts the exact order.
    if (spaced) await pause(3);
  }
}

const list = (token: string, query: QueryOf<'GET /api/notifications'> = {}) => api('GET /api/notifications', { query, token });
const unreadCount = async (token: string) => (await api('GET /api/notifications/unread-count', { token })).body.count;

describe('authentication', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['PUT', '/api/notifications/some-id/read'],
    ['PUT', '/api/notifications/mark-all-read/some-user'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const result = await callRaw(method, path);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/notifications', () => {
  it('answers my notifications newest first, in the public shape', async () => {
    const me = await signUp();
    await notify(me.user.id, 3, { spaced: true });

    const result = await list(me.token);

    expect(result.status).toBe(200);
    expect(result.body.map((n) => n.title)).toEqual(['Note 2', 'Note 1', 'Note 0']);
    expect(result.body[0]).toEqual({
      id: expect.any(String),
      type: 'other',
      title: 'Note 2',
      message: 'Message 2',
      isRead: false,
      createdAt: expect.any(String),
      actorId: null,
    });
    expect(result.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('answers an empty list for someone without notifications', async () => {
    const me = await signUp();
    const result = await list(me.token);

    expect(result.status).toBe(200);
    expect(result.body).toEqual([]);
    expect(result.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it('pages 20 at a time with the cursor in x-next-cursor, without duplicates or gaps', async () => {
    const me = await signUp();
    await notify(me.user.id, 25);

    const first = await list(me.token);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(first.body).toHaveLength(20);
    expect(cursor).toEqual(expect.any(String));

    const second = await list(me.token, { cursor: cursor! });
    expect(second.status).toBe(200);
    expect(second.body).toHaveLength(5);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const ids = [...first.body, ...second.body].map((n) => n.id);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual([...ids].sort().reverse());
    const times = [...first.body, ...second.body].map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('honours ?limit= and gives no cursor when the page ends exactly at the last item', async () => {
    const me = await signUp();
    await notify(me.user.id, 4);

    const first = await list(me.token, { limit: 2 });
    expect(first.body).toHaveLength(2);
    const second = await list(me.token, { limit: 2, cursor: first.headers.get(NEXT_CURSOR_HEADER)! });
    expect(second.body).toHaveLength(2);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it.each(['0', '101', 'ten', '2.5'])('refuses limit=%s with 400', async (limit) => {
    const me = await signUp();
    const result = await list(me.token, { limit });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: expect.stringContaining('limit') });
  });

  it('refuses a malformed cursor and another person\'s cursor with 400', async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    await notify(other.user.id, 3);
    const theirCursor = (await list(other.token, { limit: 1 })).headers.get(NEXT_CURSOR_HEADER)!;
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#x#NOTIFICATIONS', SK: 'a', extra: 1 })).toString('base64url');
    // My own partition, but a sort key longer than DynamoDB accepts: still a 400, never a 500.
    const oversized = Buffer.from(JSON.stringify({ PK: `USER#${me.user.id}#NOTIFICATIONS`, SK: 'x'.repeat(1100) })).toString('base64url');

    for (const cursor of ['not-a-cursor!', theirCursor, forged, oversized, Buffer.from('[1]').toString('base64url')]) {
      const result = await list(me.token, { cursor });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: 'Invalid cursor' });
    }
  });
});

describe('unread count and marking read', () => {
  it('counts unread notifications and goes down after read and mark-all', async () => {
    const me = await signUp();
    await notify(me.user.id, 3);
    expect(await unreadCount(me.token)).toBe(3);

    const [target] = (await list(me.token)).body;
    const read = await api('PUT /api/notifications/{id}/read', { params: { id: target!.id }, token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...target, isRead: true });
    expect(await unreadCount(me.token)).toBe(2);

    const again = await api('PUT /api/notifications/{id}/read', { params: { id: target!.id }, token: me.token });
    expect(again.status).toBe(200);
    expect(again.body.isRead).toBe(true);
    expect(await unreadCount(me.token)).toBe(2);

    const all = await api('PUT /api/notifications/mark-all-read/{userId}', { params: { userId: me.user.id }, token: me.token });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 2 });
    expect(await unreadCount(me.token)).toBe(0);
    expect((await list(me.token)).body.every((n) => n.isRead)).toBe(true);

    const none = await api('PUT /api/notifications/mark-all-read/{userId}', { params: { userId: me.user.id }, token: me.token });
    expect(none.body).toEqual({ updated: 0 });
  });

  it(`caps the count at ${UNREAD_COUNT_CAP} and marks a larger backlog read, page by page`, async () => {
    const me = await signUp();
    await createNotifications({
      userIds: Array.from({ length: UNREAD_COUNT_CAP + 5 }, () => me.user.id),
      notification: { type: 'like', title: 'Liked', message: 'Someone liked your post' },
    });

    expect(await unreadCount(me.token)).toBe(UNREAD_COUNT_CAP);

    const all = await api('PUT /api/notifications/mark-all-read/{userId}', { params: { userId: me.user.id }, token: me.token });
    expect(all.body).toEqual({ updated: UNREAD_COUNT_CAP + 5 });
    expect(await unreadCount(me.token)).toBe(0);
  });

  it("refuses to mark another person's notifications read (403) and leaves theirs unread", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    await notify(other.user.id, 2);

    const result = await api('PUT /api/notifications/mark-all-read/{userId}', { params: { userId: other.user.id }, token: me.token });

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only mark your own notifications read' });
    expect(await unreadCount(other.token)).toBe(2);
  });

  it("answers 404 for another person's notification and it stays unread for its owner", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    await notify(other.user.id, 1);
    const [theirs] = (await list(other.token)).body;

    const result = await api('PUT /api/notifications/{id}/read', { params: { id: theirs!.id }, token: me.token });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Notification not found' });
    expect(await unreadCount(other.token)).toBe(1);
    expect((await list(other.token)).body[0]?.isRead).toBe(false);
  });

  it('answers 404 for an unknown id and creates nothing', async () => {
    const me = await signUp();
    const result = await api('PUT /api/notifications/{id}/read', { params: { id: '0000000000000000000000' }, token: me.token });

    expect(result.status).toBe(404);
    expect((await list(me.token)).body).toEqual([]);
  });
});

describe('writing notifications', () => {
  it('stores them with a TTL about 90 days ahead', async () => {
    const me = await signUp();
    const before = Math.floor(Date.now() / 1000);
    await notify(me.user.id, 1);
    const after = Math.ceil(Date.now() / 1000);
    const [notification] = (await list(me.token)).body;

    const { Item } = await testDb().send(new GetCommand({ TableName: inject('tableName'), Key: notificationKey(me.user.id, notification!.id) }));

    const ttl = NOTIFICATION_TTL_DAYS * 24 * 60 * 60;
    expect(Item?.expiresAt).toBeGreaterThanOrEqual(before + ttl);
    expect(Item?.expiresAt).toBeLessThanOrEqual(after + ttl);
  });

  it('notifies the followers of an athlete (through the follows domain) and nobody else, once per event', async () => {
    const [athlete, follower, stranger] = await Promise.all([signUp(), signUp(), signUp()]);
    expect((await api('POST /api/users/{id}/follow', { params: { id: athlete.user.id }, token: follower.token })).status).toBe(200);

    const at = new Date(Date.now() - 60_000).toISOString();
    const tellFollowers = () =>
      notifyFollowers({
        actorId: athlete.user.id,
        notification: { type: 'workout_complete', title: 'Workout completed', message: `${athlete.user.displayName} finished Push Day` },
        event: { id: `session-of-${athlete.user.id}`, at },
      });
    expect(await tellFollowers()).toEqual({ written: 1 });
    // The same event again (a stream record delivered twice) finds the notification and writes nothing.
    expect(await tellFollowers()).toEqual({ written: 0 });

    const received = (await list(follower.token)).body;
    expect(received).toEqual([
      expect.objectContaining({ type: 'workout_complete', title: 'Workout completed', actorId: athlete.user.id, isRead: false, createdAt: at }),
    ]);
    expect(await unreadCount(follower.token)).toBe(1);
    expect((await list(stranger.token)).body).toEqual([]);
    // The athlete heard of the new follower only.
    expect((await list(athlete.token)).body.map((n) => n.type)).toEqual(['follow']);
  });
});
