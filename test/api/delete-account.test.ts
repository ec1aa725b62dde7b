/**
 * Issue 12: deleting an account. A rich account is built through the API, deleted with its password, and then the
 * table itself is read (a Scan: a test may) for anything that still holds the person's id.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { accountDeletionJobKey } from '../../functions/auth/account-deletion/keys';
import { timeOrderedId } from '../../shared/ids';
import { parseImportFile } from '../../web/src/features/data-transfer/lib/parse-import-file';
import { api, signUp } from '../support/api';
import { testDb } from '../support/db';
import { block, follows, makePrivate, myCounts, type Account } from './follows-helpers';
import { cardWith, sends } from './messages-helpers';
import { createPlan, createWorkout } from './plans/helpers';
import { addSet, EXERCISES, finishWorkout, startWorkout } from './sessions/helpers';
import { comment, fetchMedia, getPost, like, posts } from './social-helpers';
import { uploadedPhoto } from './media-helpers';
import { patchProfile } from './users-helpers';

const deleteAccount = (me: Account, password: unknown) => api('POST /api/auth/delete-account', { token: me.token, untypedBody: { password } });

async function everyItem(): Promise<Record<string, unknown>[]> {
  const db = testDb();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: inject('tableName'), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const holding = (items: Record<string, unknown>[], userId: string) => items.filter((item) => JSON.stringify(item).includes(userId));
const isJobOf = (userId: string) => (item: Record<string, unknown>) => item.PK === accountDeletionJobKey(userId).PK && item.SK === 'JOB';

/** A person with something in every domain, and the people around them. */
async function richAccount() {
  const [alice, bob, cara, dave, pia] = (await Promise.all([signUp(), signUp(), signUp(), signUp(), signUp()])) as Account[];
  const withPhoto = await patchProfile(alice!.token, alice!.user.id, { profileImage: await uploadedPhoto(alice!.token, 'avatar') });
  await makePrivate(pia!);

  await follows(alice!, bob!);
  await follows(bob!, alice!);
  await follows(cara!, alice!);
  await follows(alice!, pia!, 'requested');
  expect((await block(dave!, alice!)).status).toBeLessThan(300);

  const session = await startWorkout(alice!.token);
  // A set whose id the phone chose leaves its claim in the person's partition.
  await addSet(alice!.token, session.id, EXERCISES.bench.id, { id: timeOrderedId(), weight: 9_500, reps: 5 });
  await addSet(alice!.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });
  await addSet(alice!.token, session.id, EXERCISES.bench.id, { weight: 10_500, reps: 5 });
  await finishWorkout(alice!.token, session.id);
  await createPlan(alice!.token);
  await createWorkout(alice!.token);
  const custom = await api('POST /api/exercises', { token: alice!.token, body: { name: `Deleted lift ${Date.now()}`, category: 'Legs', equipment: 'Machine' } });
  expect(custom.status).toBe(201);
  const key = await api('POST /api/health-import-keys', { token: alice!.token, body: { name: 'Shortcut' } });
  // A write sent with an Idempotency-Key leaves its stored answer in the person's partition.
  const idempotent = await api('POST /api/workouts', { token: alice!.token, body: { name: 'Pull Day' }, headers: { 'Idempotency-Key': `delete-me-${Date.now()}` } });
  expect(idempotent.status).toBe(201);
  expect(key.status).toBe(201);
  // A workout imported with the key leaves its dedupe claim in the person's partition.
  const start = new Date(Date.now() - 26 * 3_600_000);
  const end = new Date(start.getTime() + 40 * 60_000).toISOString();
  const health = await api('POST /api/workout-sessions/import-health', {
    token: (key.body as { key: string }).key,
    body: { name: 'Evening Run', type: 'cardio', startTime: start.toISOString(), endTime: end, duration: 40, appleHealthId: `health-${Date.now()}`, importedFromHealth: true, status: 'completed', completedAt: end },
  });
  expect(health.status, JSON.stringify(health.body)).toBe(201);
  // A workout imported from a Strong export leaves its claim too.
  const strong = parseImportFile(readFileSync(join(import.meta.dirname, '../fixtures/strong-sample.csv'), 'utf8'), 'kg').workouts;
  expect((await api('POST /api/workout-imports', { token: alice!.token, untypedBody: { workouts: strong.slice(0, 1) } })).status).toBe(200);

  const alicePost = await posts(alice!, 'Going away', { mediaUrls: [await uploadedPhoto(alice!.token, 'post')] });
  const bobPost = await posts(bob!, 'Leg day');
  expect((await like(alice!, bobPost.id)).status).toBe(200);
  expect((await comment(alice!, bobPost.id, 'Strong!')).status).toBe(201);
  expect((await like(bob!, alicePost.id)).status).toBe(200);
  expect((await comment(bob!, alicePost.id, 'Bye')).status).toBe(201);
  await sends(alice!, bob!, 'See you at the gym');
  await sends(bob!, alice!, 'Sure');
  // Issue 30: a workout under way with a rest alert pending (a long rest: it is still there when she leaves).
  const running = await startWorkout(alice!.token);
  const rest = await api('PUT /api/workout-sessions/{id}/rest-alert', { token: alice!.token, params: { id: running.id }, body: { seconds: 3_600 } });
  expect(rest.status).toBe(204);
  return { alice: alice!, bob: bob!, cara: cara!, pia: pia!, profileImage: withPhoto.profileImage!, alicePost, bobPost };
}

describe('POST /api/auth/delete-account', () => {
  it('removes every item of the person, corrects the counts of others, frees the email and deletes the photos', async () => {
    const world = await richAccount();
    const { alice, bob, cara } = world;
    const aliceId = alice.user.id;
    // The fan-out (a stream consumer) puts Alice's post in her followers' feeds, and Bob's in hers: wait for both, so the
    // first has to be removed too and the second does not land after the count below is taken.
    await expect.poll(async () => holding(await everyItem(), aliceId).filter((item) => String(item.PK).startsWith('FEED#') && item.PK !== `FEED#${aliceId}`).length).toBe(2);
    await expect.poll(async () => (await everyItem()).some((item) => item.PK === `FEED#${aliceId}` && JSON.stringify(item).includes(world.bobPost.id))).toBe(true);
    const before = holding(await everyItem(), aliceId);
    expect(before.length).toBeGreaterThan(20);
    // Something of every kind is there to be removed.
    const kinds = new Set(before.map((item) => String(item.entity ?? String(item.SK).replace(/#.*/, ''))));
    for (const kind of ['User', 'Like', 'Comment', 'Follow', 'FollowRequest', 'Block', 'Post', 'FeedEntry', 'Message', 'ConversationSummary', 'Notification', 'NotificationGroup', 'RateLimitWindow', 'ImportKey', 'Plan', 'Workout', 'CustomExercise', 'RestAlert']) {
      expect(kinds, kind).toContain(kind);
    }
    for (const prefix of ['HEALTH_IMPORT#', 'WORKOUT_IMPORT#', 'DEVICE_SET#']) {
      expect(before.some((item) => String(item.SK).startsWith(prefix)), prefix).toBe(true);
    }
    expect(before.some((item) => String(item.SK).startsWith('IDEMPOTENCY#')), 'a stored idempotent answer').toBe(true);
    expect(before.some((item) => String(item.SK).startsWith('SET#')), 'sets').toBe(true);
    expect(await myCounts(bob)).toEqual({ followerCount: 1, followingCount: 1 });
    expect((await getPost(bob, world.bobPost.id)).body).toMatchObject({ likes: 1, commentCount: 1 });

    // A wrong password: 403, and nothing is removed.
    const wrong = await deleteAccount(alice, 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'Password is incorrect.' });
    expect((await api('GET /api/auth/me', { token: alice.token })).status).toBe(200);
    expect(holding(await everyItem(), aliceId)).toHaveLength(before.length);
    expect((await deleteAccount(alice, '')).status).toBe(400);

    const deleted = await deleteAccount(alice, alice.password);
    expect(deleted.status).toBe(204);

    // At once: every token refused, signing in refused, the profile gone for others.
    expect((await api('GET /api/auth/me', { token: alice.token })).status).toBe(401);
    expect((await api('GET /api/workout-sessions/active', { token: alice.token })).status).toBe(401);
    expect((await api('POST /api/auth/login', { body: { email: alice.user.email, password: alice.password } })).status).toBe(401);
    expect((await api('GET /api/users/{id}', { params: { id: aliceId }, token: bob.token })).status).toBe(404);
    expect((await getPost(bob, world.alicePost.id)).status).toBe(404);

    // Then the job removes the rest.
    await expect
      .poll(async () => (await everyItem()).find(isJobOf(aliceId))?.status, { timeout: 60_000, interval: 250 })
      .toBe('done');
    const left = holding(await everyItem(), aliceId);
    expect(left.filter((item) => !isJobOf(aliceId)(item))).toEqual([]);
    // The finished job keeps only the id and its timings, and expires.
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ status: 'done', profileImage: null });
    expect(typeof left[0]!.expiresAt).toBe('number');

    // Others' counts are corrected.
    expect(await myCounts(bob)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await myCounts(cara)).toEqual({ followerCount: 0, followingCount: 0 });
    const bobPost = await getPost(bob, world.bobPost.id);
    expect(bobPost.body).toMatchObject({ likes: 0, commentCount: 0, comments: [] });
    expect(await cardWith(bob, alice)).toBeUndefined();

    // The photos are gone from the bucket.
    expect((await fetchMedia(world.profileImage)).status).toBe(404);
    expect((await fetchMedia(world.alicePost.mediaUrls[0]!)).status).toBe(404);

    // Re-driven from the start (as docs/operations.md tells an operator), the job runs again and changes nothing.
    await testDb().send(
      new UpdateCommand({
        TableName: inject('tableName'),
        Key: accountDeletionJobKey(aliceId),
        UpdateExpression: 'SET #status = :running, stepIndex = :zero REMOVE #cursor',
        ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
        ExpressionAttributeValues: { ':running': 'running', ':zero': 0 },
      }),
    );
    await expect
      .poll(async () => (await everyItem()).find(isJobOf(aliceId))?.status, { timeout: 60_000, interval: 250 })
      .toBe('done');
    expect(holding(await everyItem(), aliceId)).toHaveLength(1);
    expect(await myCounts(bob)).toEqual({ followerCount: 0, followingCount: 0 });
    expect((await getPost(bob, world.bobPost.id)).body).toMatchObject({ likes: 0, commentCount: 0 });

    // The email and username are free again.
    const again = await api('POST /api/auth/signup', {
      body: { displayName: 'Alice again', username: alice.user.username, email: alice.user.email, password: 'fresh-start-1' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('needs a signed-in caller', async () => {
    expect((await api('POST /api/auth/delete-account', { body: { password: 'whatever-1' } })).status).toBe(401);
  });
});
