import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/api-types';
import { routes } from '../../shared/routes';
import { api, callRaw } from '../support/api';
import {
  countsOf,
  follow,
  followStatus,
  followers,
  following,
  follows,
  ids,
  isFollowing,
  myCounts,
  notificationsOf,
  people,
  summaryOf,
  unfollow,
} from './follows-helpers';

describe('authentication', () => {
  it.each(routes.filter((route) => route.domain === 'follows').map((route) => [route.method, route.path]))(
    '%s %s answers 401 without a token',
    async (method, path) => {
      const result = await callRaw(method, path.replace(/\{[^}]+\}/g, 'someone'));
      expect(result.status).toBe(401);
    },
  );
});

describe('following a public account', () => {
  it('makes an edge both lists and both counters show, and tells the followed person', async () => {
    const [me, athlete] = await people(2);

    await follows(me, athlete);

    expect((await isFollowing(me, athlete)).body).toBe(true);
    expect((await followStatus(me, athlete)).body).toEqual({ status: 'following' });
    expect((await isFollowing(athlete, me)).body).toBe(false);
    expect(await myCounts(me)).toEqual({ followerCount: 0, followingCount: 1 });
    expect(await myCounts(athlete)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await countsOf(me, athlete)).toEqual({ followerCount: 1, followingCount: 0 });
    expect((await followers(me, athlete)).body).toEqual([summaryOf(me)]);
    expect((await following(athlete, me)).body).toEqual([summaryOf(athlete)]);
    expect(await notificationsOf(athlete)).toEqual([
      {
        id: expect.any(String),
        type: 'follow',
        title: 'New follower',
        message: `${me.user.displayName} started following you`,
        isRead: false,
        createdAt: expect.any(String),
        actorId: me.user.id,
      },
    ]);
    expect(await notificationsOf(me)).toEqual([]);
  });

  it('is idempotent: a second follow answers the same, counts once and notifies once', async () => {
    const [me, athlete] = await people(2);

    await follows(me, athlete);
    await follows(me, athlete);

    expect(await countsOf(me, athlete)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await myCounts(me)).toEqual({ followerCount: 0, followingCount: 1 });
    expect((await followers(me, athlete)).body).toHaveLength(1);
    expect(await notificationsOf(athlete)).toHaveLength(1);
  });

  it('refuses following oneself (400) and changes nothing', async () => {
    const [me] = await people(1);

    const result = await follow(me, me);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'You cannot follow yourself.' });
    expect(await myCounts(me)).toEqual({ followerCount: 0, followingCount: 0 });
    expect((await unfollow(me, me)).status).toBe(400);
  });

  it('answers 404 for someone who does not exist, for following, unfollowing, unblocking and for their lists and counts', async () => {
    const [me] = await people(1);
    const nobody = '00000000-0000-4000-8000-000000000000';

    for (const result of [
      await follow(me, nobody),
      await api('DELETE /api/users/{id}/unfollow', { params: { id: nobody }, token: me.token }),
      await api('DELETE /api/users/{id}/block', { params: { id: nobody }, token: me.token }),
      await followers(me, nobody),
      await following(me, nobody),
      await api('GET /api/users/{id}/follows/counts', { params: { id: nobody }, token: me.token }),
    ]) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'User not found' });
    }
    expect(await myCounts(me)).toEqual({ followerCount: 0, followingCount: 0 });
  });

  it('refuses an id longer than any account id with 400', async () => {
    const [me] = await people(1);
    const result = await follow(me, 'x'.repeat(201));

    expect(result.status).toBe(400);
  });
});

describe('unfollowing', () => {
  it('removes the edge from both lists and both counters; again changes nothing', async () => {
    const [me, athlete] = await people(2);
    await follows(me, athlete);

    const result = await unfollow(me, athlete);
    const again = await unfollow(me, athlete);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'none' });
    expect(again.body).toEqual({ status: 'none' });
    expect((await isFollowing(me, athlete)).body).toBe(false);
    expect((await followStatus(me, athlete)).body).toEqual({ status: 'none' });
    expect(await myCounts(me)).toEqual({ followerCount: 0, followingCount: 0 });
    expect(await myCounts(athlete)).toEqual({ followerCount: 0, followingCount: 0 });
    expect((await followers(me, athlete)).body).toEqual([]);
    expect((await following(me, me)).body).toEqual([]);
  });
});

describe('counts under concurrency', () => {
  it('stay exact under 20 concurrent follow/unfollow pairs from different people', async () => {
    const [athlete, ...fans] = await people(21);

    // Each fan follows and unfollows; the even ones follow once more. All at once.
    await Promise.all(
      fans.map(async (fan, index) => {
        await follows(fan, athlete);
        expect((await unfollow(fan, athlete)).status).toBe(200);
        if (index % 2 === 0) await follows(fan, athlete);
      }),
    );

    const stayed = fans.filter((_fan, index) => index % 2 === 0);
    expect(await myCounts(athlete)).toEqual({ followerCount: stayed.length, followingCount: 0 });
    expect(ids((await followers(athlete, athlete, { limit: 100 })).body).sort()).toEqual(ids(stayed.map((fan) => fan.user)).sort());
    const fanCounts = await Promise.all(fans.map(myCounts));
    expect(fanCounts.map((counts) => counts.followingCount)).toEqual(fans.map((_fan, index) => (index % 2 === 0 ? 1 : 0)));
  });

  it('stay equal to the edges when one person sends 20 follows and 20 unfollows at once', async () => {
    const [me, athlete] = await people(2);

    const results = await Promise.all(Array.from({ length: 20 }, () => [follow(me, athlete), unfollow(me, athlete)]).flat());

    expect(results.every((result) => result.status === 200)).toBe(true);
    const edge = (await followers(athlete, athlete)).body.length;
    expect(edge).toBeLessThanOrEqual(1);
    expect(await myCounts(athlete)).toEqual({ followerCount: edge, followingCount: 0 });
    expect(await myCounts(me)).toEqual({ followerCount: 0, followingCount: edge });
    expect((await isFollowing(me, athlete)).body).toBe(edge === 1);
  });
});

describe('followers and following lists', () => {
  it('list followers newest first and following by page, with the cursor in x-next-cursor', async () => {
    const [athlete, first, second, third] = await people(4);
    for (const fan of [first, second, third]) {
      await follows(fan, athlete);
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct follow instants: "newest first" is well defined
    }
    for (const other of [first, second, third]) await follows(athlete, other);

    const page1 = await followers(first, athlete, { limit: 2 });
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    const page2 = await followers(first, athlete, { limit: 2, cursor: cursor! });

    expect(page1.body).toEqual([summaryOf(third), summaryOf(second)]);
    expect(page2.body).toEqual([summaryOf(first)]);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const followingPage1 = await following(first, athlete, { limit: 2 });
    const followingCursor = followingPage1.headers.get(NEXT_CURSOR_HEADER);
    const followingPage2 = await following(first, athlete, { limit: 2, cursor: followingCursor! });
    expect(followingPage2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(ids([...followingPage1.body, ...followingPage2.body]).sort()).toEqual(ids([first.user, second.user, third.user]).sort());
  });

  it('refuses a malformed cursor and a cursor of another list with 400', async () => {
    const [me, athlete, other] = await people(3);
    await follows(me, athlete);
    await follows(other, athlete);
    const theirCursor = (await followers(me, athlete, { limit: 1 })).headers.get(NEXT_CURSOR_HEADER)!;

    for (const [list, cursor] of [
      [followers(me, me, { cursor: theirCursor }), theirCursor],
      [followers(me, athlete, { cursor: 'not-a-cursor' }), 'not-a-cursor'],
      [following(me, me, { cursor: theirCursor }), theirCursor],
    ] as const) {
      const result = await list;
      expect(result.status, cursor).toBe(400);
      expect(result.body).toEqual({ message: 'Invalid cursor' });
    }
  });

  it('show the spec-visible fields only', async () => {
    const [me, athlete] = await people(2);
    await follows(me, athlete);

    const [row] = (await followers(athlete, athlete)).body;

    expect(Object.keys(row!).sort()).toEqual(['displayName', 'id', 'isPrivate', 'profileImage', 'username']);
  });
});
