import { describe, expect, it } from 'vitest';
import { api, callRaw, signUp } from '../support/api';
import { getProfile, letterTag, patchProfile, searchIds } from './users-helpers';

const STATS = [
  { name: 'Max Squat', value: 315, unit: 'lbs', isVisible: true },
  { name: 'Resting Heart Rate', value: 48, unit: 'bpm', isVisible: false },
];

async function privateAccountWithDetails() {
  const owner = await signUp();
  await patchProfile(owner.token, owner.user.id, { bio: 'Private lifter', homeGym: 'Secret Gym', goal: 'Bulking', keyStats: STATS, isPrivate: true });
  return owner;
}

async function expectStatus(promise: ReturnType<typeof callRaw>, status: number) {
  const result = await promise;
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  return result;
}

describe("a private account's profile", () => {
  it('shows a person who does not follow it the top block only', async () => {
    const owner = await privateAccountWithDetails();
    const stranger = await signUp();

    const profile = await getProfile(stranger.token, owner.user.id);

    expect(profile).toEqual({
      id: owner.user.id,
      displayName: owner.user.displayName,
      username: owner.user.username,
      profileImage: null,
      bio: 'Private lifter',
      createdAt: owner.user.createdAt,
      isPrivate: true,
      canViewContent: false,
      homeGym: null,
      primaryWorkoutType: null,
      goal: null,
      keyStats: [],
    });
  });

  it('still shows the top block only while a follow request is pending, and everything visible once accepted', async () => {
    const owner = await privateAccountWithDetails();
    const follower = await signUp();

    const request = await expectStatus(api('POST /api/users/{id}/follow', { params: { id: owner.user.id }, token: follower.token }), 200);
    expect(request.body).toEqual({ status: 'requested' });
    expect((await getProfile(follower.token, owner.user.id)).canViewContent).toBe(false);

    await expectStatus(api('POST /api/follow-requests/{userId}/accept', { params: { userId: follower.user.id }, token: owner.token }), 204);
    const profile = await getProfile(follower.token, owner.user.id);

    expect(profile).toMatchObject({ canViewContent: true, homeGym: 'Secret Gym', goal: 'Bulking' });
    expect(profile.keyStats).toEqual([STATS[0]]);
    expect(profile).not.toHaveProperty('email');
  });

  it('shows the owner everything', async () => {
    const owner = await privateAccountWithDetails();

    const profile = await getProfile(owner.token, owner.user.id);

    expect(profile).toMatchObject({ canViewContent: true, isPrivate: true, email: owner.user.email, homeGym: 'Secret Gym' });
    expect(profile.keyStats).toEqual(STATS);
  });
});

describe('blocking', () => {
  it.each(['blocker', 'blocked'] as const)("hides each from the other: the %s gets 404 'User not found' for the other's profile", async (side) => {
    const blocker = await signUp();
    const blocked = await signUp();
    await expectStatus(api('POST /api/users/{id}/block', { params: { id: blocked.user.id }, token: blocker.token }), 204);
    const [viewer, other] = side === 'blocker' ? [blocker, blocked] : [blocked, blocker];

    const result = await api('GET /api/users/{id}', { params: { id: other.user.id }, token: viewer.token });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'User not found' });
  });

  it('leaves blocked people out of search both ways, and brings them back after unblocking', async () => {
    const tag = letterTag();
    const blocker = await signUp({ displayName: `Blk${tag} One` });
    const blocked = await signUp({ displayName: `Blk${tag} Two` });
    const bystander = await signUp();
    await expectStatus(api('POST /api/users/{id}/block', { params: { id: blocked.user.id }, token: blocker.token }), 204);

    expect(await searchIds(blocker.token, `blk${tag}`)).toEqual([]);
    expect(await searchIds(blocked.token, `blk${tag}`)).toEqual([]);
    expect((await searchIds(bystander.token, `blk${tag}`)).sort()).toEqual([blocker.user.id, blocked.user.id].sort());

    await expectStatus(api('DELETE /api/users/{id}/block', { params: { id: blocked.user.id }, token: blocker.token }), 204);
    expect(await searchIds(blocker.token, `blk${tag}`)).toEqual([blocked.user.id]);
    expect((await getProfile(blocked.token, blocker.user.id)).id).toBe(blocker.user.id);
  });
});
