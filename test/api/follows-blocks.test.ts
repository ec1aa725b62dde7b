import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { api, callRaw, type QueryOf } from '../support/api';
import { createPlan, createWorkout } from './plans/helpers';
import {
  block,
  countsOf,
  follow,
  followStatus,
  followers,
  following,
  follows,
  ids,
  isFollowing,
  makePrivate,
  myCounts,
  notificationsOf,
  people,
  summaryOf,
  unblock,
  type Account,
} from './follows-helpers';

const blocks = (me: Account, query: QueryOf<'GET /api/blocks'> = {}) => api('GET /api/blocks', { query, token: me.token });
const suggestions = (me: Account) => api('GET /api/users/suggestions', { token: me.token });
const search = (me: Account, text: string) => api('GET /api/users/search', { query: { q: text, limit: 100 }, token: me.token });

/** Two people following each other, then the first blocks the second. */
async function mutualFollowersThenBlock() {
  const [blocker, blocked] = await people(2);
  await follows(blocker, blocked);
  await follows(blocked, blocker);
  const result = await block(blocker, blocked);
  expect(result.status, JSON.stringify(result.body)).toBe(204);
  return { blocker: blocker, blocked: blocked };
}

describe('blocking', () => {
  it('removes the follows both ways with the counts, and lists the blocked person', async () => {
    const { blocker, blocked } = await mutualFollowersThenBlock();

    expect(await myCounts(blocker)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await myCounts(blocked)).toEqual({ followerCount: 0, followingCount: 0 });
    expect((await following(blocker, blocker)).body).toEqual([]);
    expect((await followers(blocker, blocker)).body).toEqual([]);
    expect((await blocks(blocker)).body).toEqual([summaryOf(blocked)]);
    expect((await blocks(blocked)).body).toEqual([]);
    // Blocking again changes nothing.
    expect((await block(blocker, blocked)).status).toBe(204);
    expect(await myCounts(blocker)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it('hides each from the other, both ways: profile, lists, counts, follow state, statistics, plans', async () => {
    const { blocker, blocked } = await mutualFollowersThenBlock();
    const plan = await createPlan(blocker.token, { name: 'Public Block', isPublic: true });
    const theirPlan = await createPlan(blocked.token, { name: 'Their Block', isPublic: true });
    const workout = await createWorkout(blocker.token, { name: 'Public Legs', isPublic: true });

    for (const [viewer, other, planId] of [
      [blocked, blocker, plan.id],
      [blocker, blocked, theirPlan.id],
    ] as const) {
      for (const path of [
        `/api/users/${other.user.id}`,
        `/api/users/${other.user.id}/followers`,
        `/api/users/${other.user.id}/following`,
        `/api/users/${other.user.id}/follows/counts`,
        `/api/users/${other.user.id}/follow-status`,
        `/api/users/${other.user.id}/is-following`,
        `/api/users/${other.user.id}/statistics`,
      ]) {
        const result = await callRaw('GET', path, { token: viewer.token });
        expect(result.status, path).toBe(404);
        expect(result.body, path).toEqual({ message: 'User not found' });
      }
      expect((await api('GET /api/plans/{id}', { params: { id: planId }, token: viewer.token })).status).toBe(404);
    }
    expect((await api('GET /api/workouts/{id}', { params: { id: workout.id }, token: blocked.token })).status).toBe(404);
    expect((await api('POST /api/workout-sessions', { token: blocked.token, body: { workoutId: workout.id } })).status).toBe(404);
  });

  it('refuses follows both ways (404) and lets no notification through', async () => {
    const { blocker, blocked } = await mutualFollowersThenBlock();
    const notificationsBefore = [(await notificationsOf(blocker)).length, (await notificationsOf(blocked)).length];

    for (const [me, other] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const result = await follow(me, other);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'User not found' });
    }

    expect([(await notificationsOf(blocker)).length, (await notificationsOf(blocked)).length]).toEqual(notificationsBefore);
    expect(await myCounts(blocker)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await myCounts(blocked)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it('removes pending requests both ways', async () => {
    const [blocker, blocked] = await people(2);
    await makePrivate(blocker);
    await follows(blocked, blocker, 'requested');

    expect((await block(blocker, blocked)).status).toBe(204);

    expect((await api('GET /api/follow-requests', { token: blocker.token })).body).toEqual([]);
    expect((await api('POST /api/follow-requests/{userId}/accept', { params: { userId: blocked.user.id }, token: blocker.token })).status).toBe(404);
  });

  it("leaves blocked people out of third parties' lists, search and suggestions", async () => {
    const { blocker, blocked } = await mutualFollowersThenBlock();
    const [third] = await people(1);
    await follows(blocker, third);
    await follows(blocked, third);
    await follows(third, blocker);

    expect(ids((await followers(blocker, third)).body)).toEqual([blocker.user.id]);
    expect(ids((await followers(third, third)).body).sort()).toEqual([blocker.user.id, blocked.user.id].sort());
    // The blocked person would be suggested (followed by someone they follow), but is not.
    expect(ids((await suggestions(blocked)).body)).not.toContain(blocker.user.id);
    for (const [me, other] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const found = await search(me, other.user.username);
      expect(found.status).toBe(200);
      expect(ids(found.body)).not.toContain(other.user.id);
    }
    const unrelated = await search(third, blocked.user.username);
    expect(ids(unrelated.body)).toContain(blocked.user.id);
  });

  it('refuses blocking oneself (400) and an unknown person (404)', async () => {
    const [me] = await people(1);

    const self = await block(me, me);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot block yourself.' });
    expect((await block(me, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await blocks(me)).body).toEqual([]);
  });

  it('pages the blocked list', async () => {
    const [me, ...others] = await people(3);
    for (const other of others) expect((await block(me, other)).status).toBe(204);

    const page1 = await blocks(me, { limit: 1 });
    const page2 = await blocks(me, { limit: 1, cursor: page1.headers.get(NEXT_CURSOR_HEADER)! });

    expect(ids([...page1.body, ...page2.body]).sort()).toEqual(ids(others.map((other) => other.user)).sort());
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });
});

describe('unblocking', () => {
  it('restores nothing by itself but allows following again', async () => {
    const { blocker, blocked } = await mutualFollowersThenBlock();

    expect((await unblock(blocker, blocked)).status).toBe(204);
    expect((await unblock(blocker, blocked)).status).toBe(204);

    expect((await blocks(blocker)).body).toEqual([]);
    expect((await followStatus(blocked, blocker)).body).toEqual({ status: 'none' });
    expect((await isFollowing(blocker, blocked)).body).toBe(false);
    expect(await countsOf(blocked, blocker)).toEqual({ followerCount: 0, followingCount: 0 });
    await follows(blocked, blocker);
    expect(await myCounts(blocker)).toEqual({ followerCount: 1, followingCount: 0 });
    expect((await api('GET /api/users/{id}', { params: { id: blocker.user.id }, token: blocked.token })).status).toBe(200);
  });

  it('cannot be done back by the person blocked: to them the blocker is nobody (404) until the block is lifted', async () => {
    const [first, second] = await people(2);
    expect((await block(first, second)).status).toBe(204);

    for (const result of [await block(second, first), await unblock(second, first)]) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'User not found' });
    }
    expect((await blocks(second)).body).toEqual([]);

    expect((await unblock(first, second)).status).toBe(204);
    expect((await block(second, first)).status).toBe(204);
    expect((await follow(first, second)).status).toBe(404);
  });
});
