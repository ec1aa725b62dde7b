import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api';
import { useLocalStackForFunctions } from '../support/functions-env';
import { finishWorkout, startWorkout } from './sessions/helpers';
import { patchProfile } from './users-helpers';

// The users module's DynamoDB client must be pointed at the local stack before it is imported.
useLocalStackForFunctions();
const users = await import('../../functions/users/index');

/** Other test files sign people up meanwhile, so "recently active" means among the newest 100. */
const isRecentlyActive = async (userId: string) => (await users.listActivePublicUserIds({ limit: 100 })).includes(userId);
/** These people in the order the active accounts list them (the ones not among the newest 100 left out). */
const activeOrder = async (...userIds: string[]) => (await users.listActivePublicUserIds({ limit: 100 })).filter((id) => userIds.includes(id));

describe('the users public face', () => {
  it('findUserSummaries answers the list fields of every id, more than 100 at once, and leaves missing ids out', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => signUp()));
    const ids = [...people.map((person) => person.user.id), ...Array.from({ length: 120 }, (_unused, index) => `missing-${index}`)];

    const summaries = await users.findUserSummaries({ userIds: ids });

    expect([...summaries.keys()].sort()).toEqual(people.map((person) => person.user.id).sort());
    expect(summaries.get(people[0]!.user.id)).toEqual({
      id: people[0]!.user.id,
      displayName: people[0]!.user.displayName,
      username: people[0]!.user.username,
      profileImage: null,
      isPrivate: false,
    });
  });

  it('findAccountPrivacy and findDisplayName read one profile, undefined without one', async () => {
    const person = await signUp();
    await patchProfile(person.token, person.user.id, { isPrivate: true, displayName: 'Renamed Person' });

    expect(await users.findAccountPrivacy({ userId: person.user.id })).toEqual({ isPrivate: true });
    expect(await users.findDisplayName({ userId: person.user.id })).toBe('Renamed Person');
    expect(await users.findAccountPrivacy({ userId: 'no-such-user' })).toBeUndefined();
    expect(await users.findDisplayName({ userId: 'no-such-user' })).toBeUndefined();
  });

  it('lists a new public account among the active ones, drops it while private, and markActive does not bring it back', async () => {
    const person = await signUp();
    expect(await isRecentlyActive(person.user.id)).toBe(true);

    await patchProfile(person.token, person.user.id, { isPrivate: true });
    await users.markActive({ userId: person.user.id, at: new Date().toISOString() });
    expect(await isRecentlyActive(person.user.id)).toBe(false);

    await patchProfile(person.token, person.user.id, { isPrivate: false });
    expect(await isRecentlyActive(person.user.id)).toBe(true);
  });

  it('finishing a workout marks a public account active again: first before those active since its last activity', async () => {
    const person = await signUp();
    await users.markActive({ userId: person.user.id, at: '2001-01-01T00:00:00.000Z' });
    const newer = await signUp();
    expect((await activeOrder(person.user.id, newer.user.id))[0]).toBe(newer.user.id);

    const session = await startWorkout(person.token);
    await finishWorkout(person.token, session.id);

    expect(await activeOrder(person.user.id, newer.user.id)).toEqual([person.user.id, newer.user.id]);
  });

  it('markActive for an id without an account creates nothing', async () => {
    await users.markActive({ userId: 'ghost-user', at: new Date().toISOString() });

    expect(await isRecentlyActive('ghost-user')).toBe(false);
    const viewer = await signUp();
    expect((await api('GET /api/users/{id}', { params: { id: 'ghost-user' }, token: viewer.token })).status).toBe(404);
  });
});
