/**
 * Issue 26, deliverable 5: a probe made 30 posts, comments and messages in a row and 20 follow/unfollow rounds, and
 * every one was accepted and notified. Each write a script could repeat now has a per-person limit
 * (functions/lib/rate-limit, the numbers in each domain's write-limits.ts): the write past it is 429 with
 * Retry-After and a message, and changes nothing. Repeated events of one person on one subject leave one
 * notification. The real limits are used; the three in the hundreds are first filled to one below the limit the way
 * the counter counts (test/api/rate-limit-counter.test.ts tests the counting itself), so the suite does not spend a
 * minute on writes that prove nothing more.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../../web/src/features/data-transfer/lib/parse-import-file';
import { api, type ApiResult } from '../support/api';
import { follow, isFollowing, makePrivate, notificationsOf, people, unfollow, type Account } from '../api/follows-helpers';
import { send, thread } from '../api/messages-helpers';
import { comment, commentsOf, getPost, like, newPost, posts, postsOf } from '../api/social-helpers';
import { useLocalStackForFunctions } from '../support/functions-env';

useLocalStackForFunctions();
const { db } = await import('../../functions/lib/db/client');
const { tableName } = await import('../../functions/lib/config');
const { rateLimitKey } = await import('../../functions/lib/rate-limit/keys');
const { LIKE_LIMIT } = await import('../../functions/social/write-limits');
const { WORKOUT_IMPORT_LIMIT } = await import('../../functions/sessions/write-limits');
const { HEALTH_IMPORT_LIMIT } = await import('../../functions/health/write-limits');
type CounterLimit = import('../../functions/lib/rate-limit/counter').CounterLimit;

/** Counts `attempts` writes of `me` against `limit` in a window opened now, as the counter would have. */
async function alreadyCounted(me: Account, limit: CounterLimit, attempts: number) {
  const now = Date.now();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...rateLimitKey(me.user.id, limit.scope), entity: 'RateLimitWindow', windowStart: now, attempts, expiresAt: Math.ceil(now / 1000) + limit.windowSeconds + 3600 },
    }),
  );
}

const SLOW = 180_000;

function expectLimited(result: ApiResult, message: RegExp) {
  expect(result.status, JSON.stringify(result.body)).toBe(429);
  expect(result.body).toEqual({ message: expect.stringMatching(message) });
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
}

/** Runs `write` `times` times one after another and answers the statuses. */
async function repeat(times: number, write: (index: number) => Promise<ApiResult>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index++) statuses.push((await write(index)).status);
  return statuses;
}

const unreadCount = async (me: Account) => (await api('GET /api/notifications/unread-count', { token: me.token })).body.count;

describe('per-person write limits: the write past the limit is 429 with Retry-After and writes nothing', () => {
  it('posts: 30 an hour', { timeout: SLOW }, async () => {
    const [me] = await people(1);

    const statuses = await repeat(30, (index) => newPost(me, { content: `Post ${index}` }));
    const next = await newPost(me, { content: 'One too many' });

    expect(new Set(statuses)).toEqual(new Set([201]));
    expectLimited(next, /^You're posting too fast\./);
    const mine = await postsOf(me, me.user.id, { limit: 50 });
    expect(mine.body).toHaveLength(30);
    expect(mine.body.map((post) => post.content)).not.toContain('One too many');
  });

  it('comments: 60 in 10 minutes', { timeout: SLOW }, async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Talk to me');

    const statuses = await repeat(60, (index) => comment(fan, post.id, `Comment ${index}`));
    const next = await comment(fan, post.id, 'One too many');

    expect(new Set(statuses)).toEqual(new Set([201]));
    expectLimited(next, /^You're commenting too fast\./);
    expect((await getPost(author, post.id)).body.commentCount).toBe(60);
  });

  it('messages: 60 a minute', { timeout: SLOW }, async () => {
    const [me, friend] = await people(2);

    const statuses = await repeat(60, (index) => send(me, friend, `Message ${index}`));
    const next = await send(me, friend, 'One too many');

    expect(new Set(statuses)).toEqual(new Set([201]));
    expectLimited(next, /^You're sending messages too fast\./);
    const page = await thread(friend, me, { limit: 100 });
    expect(page.items).toHaveLength(60);
    expect(page.items.map((message) => message.content)).not.toContain('One too many');
  });

  it('likes: 300 likes and unlikes an hour', async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Like me');
    expect(LIKE_LIMIT.attempts).toBe(300);

    const statuses = await repeat(2, () => like(fan, post.id));
    await alreadyCounted(fan, LIKE_LIMIT, LIKE_LIMIT.attempts - 1);
    const last = await like(fan, post.id);
    const next = await like(fan, post.id);

    expect(new Set([...statuses, last.status])).toEqual(new Set([200]));
    expectLimited(next, /^You're liking too fast\./);
    // Like, unlike, like: the refused toggle did not unlike it.
    expect((await getPost(fan, post.id)).body).toMatchObject({ likes: 1, isLiked: true });
  });

  it('follows and follow requests: 100 an hour', { timeout: SLOW }, async () => {
    const [me, athlete, privateOne] = await people(3);
    await makePrivate(privateOne);

    const statuses = await repeat(100, (index) => (index % 2 === 0 ? follow(me, athlete) : follow(me, privateOne)));
    await unfollow(me, athlete);
    const next = await follow(me, athlete);

    expect(new Set(statuses)).toEqual(new Set([200]));
    expectLimited(next, /^You're following people too fast\./);
    expect((await isFollowing(me, athlete)).body).toBe(false);
    // Unfollowing is never limited.
    expect((await unfollow(me, privateOne)).status).toBe(200);
  });

  it('reports of posts and comments: 20 a day', { timeout: SLOW }, async () => {
    const [author, reporter] = await people(2);
    const post = await posts(author, 'Report me');
    const comments: string[] = [];
    for (let index = 0; index < 21; index++) comments.push((await comment(author, post.id, `Rude ${index}`)).body.id);

    const statuses = await repeat(20, (index) => api('POST /api/posts/{id}/comments/{commentId}/report', { params: { id: post.id, commentId: comments[index]! }, token: reporter.token, body: { reason: 'spam' } }));
    const next = await api('POST /api/posts/{id}/comments/{commentId}/report', { params: { id: post.id, commentId: comments[20]! }, token: reporter.token, body: { reason: 'spam' } });
    const nextPost = await api('POST /api/social-posts/{id}/report', { params: { id: post.id }, token: reporter.token, body: { reason: 'spam' } });

    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
    expectLimited(next, /^You've sent a lot of reports today\./);
    expectLimited(nextPost, /^You've sent a lot of reports today\./);
    // The refused reports hid nothing from the reporter.
    const seen = await commentsOf(reporter, post.id, { limit: 50 });
    expect(seen.body.map((kept) => kept.id)).toEqual([comments[20]]);
    expect((await getPost(reporter, post.id)).status).toBe(200);
  });

  it('workout imports (CSV batches): 500 an hour', async () => {
    const [me] = await people(1);
    const [first, second] = parseImportFile(readFileSync(join(import.meta.dirname, '../fixtures/strong-sample.csv'), 'utf8'), 'kg').workouts;
    expect(WORKOUT_IMPORT_LIMIT.attempts).toBe(500);

    await alreadyCounted(me, WORKOUT_IMPORT_LIMIT, WORKOUT_IMPORT_LIMIT.attempts - 2);
    const statuses = await repeat(2, () => api('POST /api/workout-imports', { token: me.token, untypedBody: { workouts: [first] } }));
    const next = await api('POST /api/workout-imports', { token: me.token, untypedBody: { workouts: [second] } });

    expect(new Set(statuses)).toEqual(new Set([200]));
    expectLimited(next, /^You're importing too fast\./);
    expect((await api('GET /api/users/{id}/statistics', { params: { id: me.user.id }, token: me.token })).body.totalWorkouts).toBe(1);
  });

  it('health imports: 300 an hour over the app and every key', async () => {
    const [me] = await people(1);
    const start = new Date(Date.now() - 26 * 3_600_000);
    const workout = (appleHealthId: string) => ({
      name: 'Evening Run',
      type: 'cardio',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 40 * 60_000).toISOString(),
      duration: 40,
      appleHealthId,
      importedFromHealth: true,
      status: 'completed',
      completedAt: new Date(start.getTime() + 40 * 60_000).toISOString(),
    });
    const key = await api('POST /api/health-import-keys', { token: me.token, body: { name: 'Shortcut' } });
    const once = workout(`health-${randomUUID()}`);

    expect(HEALTH_IMPORT_LIMIT.attempts).toBe(300);

    const first = await repeat(2, (index) => api('POST /api/workout-sessions/import-health', { token: index % 2 ? key.body.key : me.token, untypedBody: once }));
    await alreadyCounted(me, HEALTH_IMPORT_LIMIT, HEALTH_IMPORT_LIMIT.attempts - 2);
    const statuses = [...first, ...(await repeat(2, (index) => api('POST /api/workout-sessions/import-health', { token: index % 2 ? key.body.key : me.token, untypedBody: once })))];
    const next = await api('POST /api/workout-sessions/import-health', { token: me.token, untypedBody: workout(`health-${randomUUID()}`) });

    expect(statuses[0]).toBe(201);
    expect(new Set(statuses.slice(1))).toEqual(new Set([200]));
    expectLimited(next, /^You're importing too fast\./);
    expect((await api('GET /api/users/{id}/statistics', { params: { id: me.user.id }, token: me.token })).body.totalWorkouts).toBe(1);
  });

  it('import keys: 20 created a day, however many are revoked', { timeout: SLOW }, async () => {
    const [me] = await people(1);

    const statuses = await repeat(20, async () => {
      const created = await api('POST /api/health-import-keys', { token: me.token, body: { name: 'Loop' } });
      await api('DELETE /api/health-import-keys/{id}', { params: { id: created.body.id }, token: me.token });
      return created;
    });
    const next = await api('POST /api/health-import-keys', { token: me.token, body: { name: 'One too many' } });

    expect(new Set(statuses)).toEqual(new Set([201]));
    expectLimited(next, /^You've created a lot of import keys today\./);
    expect((await api('GET /api/health-import-keys', { token: me.token })).body).toEqual([]);
  });

  it('are per person: one person at a limit does not hold back another', { timeout: SLOW }, async () => {
    const [me, other] = await people(2);
    await repeat(30, (index) => newPost(me, { content: `Post ${index}` }));

    expect((await newPost(me, { content: 'Mine' })).status).toBe(429);
    expect((await newPost(other, { content: 'Theirs' })).status).toBe(201);
  });
});

describe('repeated events of one person on one subject leave one notification', () => {
  it('a follow/unfollow loop of 20 rounds leaves the followed person one "New follower"', { timeout: SLOW }, async () => {
    const [fan, athlete] = await people(2);

    for (let round = 0; round < 20; round++) {
      expect((await follow(fan, athlete)).status).toBe(200);
      expect((await unfollow(fan, athlete)).status).toBe(200);
    }

    const notes = await notificationsOf(athlete);
    expect(notes).toEqual([expect.objectContaining({ type: 'follow', title: 'New follower', message: `${fan.user.displayName} started following you`, isRead: false })]);
    expect(await unreadCount(athlete)).toBe(1);
  });

  it('30 comments by one person on one post leave one notification that counts them', { timeout: SLOW }, async () => {
    const [author, fan, other] = await people(3);
    const post = await posts(author, 'Comment away');

    for (let index = 0; index < 30; index++) expect((await comment(fan, post.id, `Comment ${index}`)).status).toBe(201);
    await comment(other, post.id, 'Me too');

    const notes = (await notificationsOf(author)).filter((note) => note.title === 'New comment');
    expect(notes.map((note) => note.message)).toEqual([`${other.user.displayName} commented on your post`, `${fan.user.displayName} left 30 comments on your post`]);
    expect(await unreadCount(author)).toBe(2);
  });

  it('a comment after the author read the notification starts a new count, unread at the top', { timeout: SLOW }, async () => {
    const [author, fan, other] = await people(3);
    const post = await posts(author, 'Read me');
    await comment(fan, post.id, 'First');
    await comment(fan, post.id, 'Second');
    await comment(other, post.id, 'In between');
    await api('PUT /api/notifications/mark-all-read/{userId}', { params: { userId: author.user.id }, token: author.token });

    await comment(fan, post.id, 'Third');

    const notes = await notificationsOf(author);
    expect(notes.map((note) => [note.message, note.isRead])).toEqual([
      [`${fan.user.displayName} commented on your post`, false],
      [`${other.user.displayName} commented on your post`, true],
    ]);
    expect(await unreadCount(author)).toBe(1);
  });

  it('likes and unlikes of one post leave one "New like"', { timeout: SLOW }, async () => {
    const [author, fan] = await people(2);
    const post = await posts(author, 'Like loop');

    for (let index = 0; index < 20; index++) await like(fan, post.id);

    const notes = (await notificationsOf(author)).filter((note) => note.type === 'like');
    expect(notes).toEqual([expect.objectContaining({ title: 'New like', message: `${fan.user.displayName} liked your post`, isRead: false })]);
  });

  it('the probe: follow loops, comments and likes leave a handful of unread notifications, not 61', { timeout: SLOW }, async () => {
    const [target, actor] = await people(2);
    const post = await posts(target, 'Probe me');

    for (let round = 0; round < 20; round++) {
      await follow(actor, target);
      await unfollow(actor, target);
    }
    for (let index = 0; index < 30; index++) await comment(actor, post.id, `Spam ${index}`);
    for (let index = 0; index < 11; index++) await like(actor, post.id);

    expect(await unreadCount(target)).toBe(3);
  });
});
