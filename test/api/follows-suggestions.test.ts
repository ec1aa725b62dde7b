import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { block, follows, ids, makePrivate, people, type Account } from './follows-helpers';

const suggestions = (me: Account) => api('GET /api/users/suggestions', { token: me.token });

describe('GET /api/users/suggestions', () => {
  it('suggests people my follows follow, the most followed first, never me, my follows, my requests or blocked people', async () => {
    const [me, friend1, friend2, popular, known, requested, blockedMe, iBlocked] = await people(8);
    await follows(me, friend1);
    await follows(me, friend2);
    for (const friend of [friend1, friend2]) {
      await follows(friend, popular);
      for (const other of [me, requested, blockedMe, iBlocked]) await follows(friend, other);
    }
    await makePrivate(requested);
    await follows(me, requested, 'requested');
    await follows(friend1, known);
    await follows(friend1, friend2);
    expect((await block(blockedMe, me)).status).toBe(204);
    expect((await block(me, iBlocked)).status).toBe(204);

    const result = await suggestions(me);

    expect(result.status).toBe(200);
    expect(result.body.length).toBeLessThanOrEqual(10);
    expect(ids(result.body).slice(0, 2)).toEqual([popular.user.id, known.user.id]);
    const suggested = ids(result.body);
    for (const excluded of [me, friend1, friend2, requested, blockedMe, iBlocked]) expect(suggested).not.toContain(excluded.user.id);
    expect(new Set(suggested).size).toBe(suggested.length);
  });

  it('suggests recently active public accounts to someone who follows nobody', async () => {
    const [me] = await people(1);
    const [newcomer] = await people(1);

    const result = await suggestions(me);

    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
    expect(result.body.length).toBeLessThanOrEqual(10);
    expect(ids(result.body)).toContain(newcomer.user.id);
    expect(ids(result.body)).not.toContain(me.user.id);
    expect(result.body.every((person) => !person.isPrivate)).toBe(true);
  });
});
