import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { api, callRaw, type QueryOf } from '../support/api';
import { createPlan, createWorkout } from './plans/helpers';
import {
  countsOf,
  followStatus,
  followers,
  following,
  follows,
  isFollowing,
  makePrivate,
  myCounts,
  notificationsOf,
  people,
  summaryOf,
  unfollow,
  type Account,
} from './follows-helpers';

const requests = (me: Account, query: QueryOf<'GET /api/follow-requests'> = {}) => api('GET /api/follow-requests', { query, token: me.token });
const accept = (me: Account, requester: Account) => api('POST /api/follow-requests/{userId}/accept', { params: { userId: requester.user.id }, token: me.token });
const decline = (me: Account, requester: Account) => api('POST /api/follow-requests/{userId}/decline', { params: { userId: requester.user.id }, token: me.token });
const statistics = (me: Account, of: Account) => api('GET /api/users/{id}/statistics', { params: { id: of.user.id }, token: me.token });

/** A private account with a public plan and a public workout, and someone who asked to follow it. */
async function privateAccountWithRequest() {
  const [owner, requester] = await people(2);
  await makePrivate(owner);
  const plan = await createPlan(owner.token, { name: 'Open Block', isPublic: true });
  const workout = await createWorkout(owner.token, { name: 'Open Legs', isPublic: true });
  await follows(requester, owner, 'requested');
  return { owner: owner, requester: requester, plan, workout };
}

describe('following a private account', () => {
  it("sends a request: 'requested', no edge or counts, and one friend_request notification to the owner", async () => {
    const { owner, requester } = await privateAccountWithRequest();
    await follows(requester, owner, 'requested'); // again: the same answer, no second notification

    expect((await followStatus(requester, owner)).body).toEqual({ status: 'requested' });
    expect((await isFollowing(requester, owner)).body).toBe(false);
    expect(await myCounts(owner)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await notificationsOf(owner)).toEqual([
      {
        id: expect.any(String),
        type: 'friend_request',
        title: 'Follow request',
        message: `${requester.user.displayName} wants to follow you`,
        isRead: false,
        createdAt: expect.any(String),
        actorId: requester.user.id,
      },
    ]);
    const listed = await requests(owner);
    expect(listed.body).toEqual([{ ...summaryOf(requester), requestedAt: expect.any(String) }]);
  });

  it('shows nothing but the top block before acceptance: lists 403, statistics 403, plans and workouts 404', async () => {
    const { owner, requester, plan, workout } = await privateAccountWithRequest();

    for (const result of [await followers(requester, owner), await following(requester, owner), await statistics(requester, owner)]) {
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ message: 'This account is private.' });
    }
    for (const path of [`/api/plans/${plan.id}`, `/api/workout-plans/${plan.id}`, `/api/plans/${plan.id}/workouts`, `/api/workouts/${workout.id}`]) {
      expect((await callRaw('GET', path, { token: requester.token })).status, path).toBe(404);
    }
    expect((await api('POST /api/workout-sessions', { token: requester.token, body: { workoutId: workout.id } })).status).toBe(404);
    // The top block stays visible: counts, and the profile without its details.
    expect(await countsOf(requester, owner)).toEqual({ followerCount: 0, followingCount: 0 });
    const profile = await api('GET /api/users/{id}', { params: { id: owner.user.id }, token: requester.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: owner.user.id, isPrivate: true, canViewContent: false, keyStats: [] });
    // The owner still sees everything of their own.
    expect((await followers(owner, owner)).status).toBe(200);
    expect((await api('GET /api/plans/{id}', { params: { id: plan.id }, token: owner.token })).status).toBe(200);
  });

  it('accepting makes the requester a follower who sees the content, and tells them', async () => {
    const { owner, requester, plan, workout } = await privateAccountWithRequest();

    const result = await accept(owner, requester);

    expect(result.status).toBe(204);
    expect((await followStatus(requester, owner)).body).toEqual({ status: 'following' });
    expect((await isFollowing(requester, owner)).body).toBe(true);
    expect(await myCounts(owner)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await myCounts(requester)).toEqual({ followerCount: 0, followingCount: 1 });
    expect((await requests(owner)).body).toEqual([]);
    expect(await notificationsOf(requester)).toEqual([
      expect.objectContaining({
        type: 'follow',
        title: 'Follow request accepted',
        message: `${owner.user.displayName} accepted your follow request`,
        actorId: owner.user.id,
      }),
    ]);
    expect((await followers(requester, owner)).body).toEqual([summaryOf(requester)]);
    expect((await statistics(requester, owner)).body).toEqual({ totalWorkouts: 0 });
    expect((await api('GET /api/plans/{id}', { params: { id: plan.id }, token: requester.token })).body.id).toBe(plan.id);
    expect((await api('GET /api/workouts/{id}', { params: { id: workout.id }, token: requester.token })).body.id).toBe(workout.id);
    expect((await accept(owner, requester)).status).toBe(404);
  });

  it('declining removes the request; a second decline and an accept of nothing are 404', async () => {
    const { owner, requester } = await privateAccountWithRequest();

    const result = await decline(owner, requester);

    expect(result.status).toBe(204);
    expect((await followStatus(requester, owner)).body).toEqual({ status: 'none' });
    expect((await requests(owner)).body).toEqual([]);
    expect(await myCounts(owner)).toEqual({ followerCount: 0, followingCount: 0 });
    for (const again of [await decline(owner, requester), await accept(owner, requester)]) {
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'Follow request not found' });
    }
  });

  it('only the account asked can answer a request', async () => {
    const { owner, requester } = await privateAccountWithRequest();
    const [stranger] = await people(1);

    expect((await accept(stranger, requester)).status).toBe(404);
    expect((await accept(requester, owner)).status).toBe(404);
    expect((await followStatus(requester, owner)).body).toEqual({ status: 'requested' });
  });

  it('unfollowing withdraws a pending request', async () => {
    const { owner, requester } = await privateAccountWithRequest();

    expect((await unfollow(requester, owner)).body).toEqual({ status: 'none' });

    expect((await followStatus(requester, owner)).body).toEqual({ status: 'none' });
    expect((await requests(owner)).body).toEqual([]);
  });

  it('lists requests newest first, by page', async () => {
    const [owner, first, second] = await people(3);
    await makePrivate(owner);
    await follows(first, owner, 'requested');
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct request instants
    await follows(second, owner, 'requested');

    const page1 = await requests(owner, { limit: 1 });
    const page2 = await requests(owner, { limit: 1, cursor: page1.headers.get(NEXT_CURSOR_HEADER)! });

    expect(page1.body.map((request) => request.id)).toEqual([second.user.id]);
    expect(page2.body.map((request) => request.id)).toEqual([first.user.id]);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(Date.parse(page1.body[0]!.requestedAt)).toBeGreaterThan(Date.parse(page2.body[0]!.requestedAt));
    expect((await requests(first)).body).toEqual([]);
  });

  it('existing followers keep following when the account turns private', async () => {
    const [owner, fan] = await people(2);
    await follows(fan, owner);
    await makePrivate(owner);

    expect((await followStatus(fan, owner)).body).toEqual({ status: 'following' });
    expect((await followers(fan, owner)).status).toBe(200);
  });
});
