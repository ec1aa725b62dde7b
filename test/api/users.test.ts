import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { emailClaimKey, userKey } from '../../functions/users/keys';
import { hashPassword } from '../../functions/lib/password';
import { DEFAULT_KEY_STATS } from '../../shared/profile';
import { api, callRaw, newSignup, signUp } from '../support/api';
import { testDb } from '../support/db';
import { getProfile, letterTag, me, patchProfile, searchIds } from './users-helpers';

const STATS = [
  { name: 'Max Squat', value: 315.44, unit: 'lbs', isVisible: true },
  { name: 'Max Bench', value: 225, unit: 'lbs', isVisible: true },
  { name: 'Max Deadlift', value: null, unit: 'lbs', isVisible: true },
  { name: 'Body Fat Percentage', value: 12.5, unit: '%', isVisible: false },
];

describe('GET /api/users/{id}', () => {
  it('answers oneself the whole user, email included', async () => {
    const account = await signUp();

    const profile = await getProfile(account.token, account.user.id);

    expect(profile).toEqual({ ...account.user, canViewContent: true });
    expect(profile.email).toBe(account.user.email);
    expect(profile.keyStats).toEqual(DEFAULT_KEY_STATS.map((stat) => ({ ...stat, value: null })));
  });

  it("answers another person's public fields only: no email, settings or hidden stats", async () => {
    const owner = await signUp();
    const viewer = await signUp();
    await patchProfile(owner.token, owner.user.id, { bio: 'Lifting since 2010', homeGym: 'Iron Temple', primaryWorkoutType: 'Powerlifting', goal: 'Strength', keyStats: STATS });

    const profile = await api('GET /api/users/{id}', { params: { id: owner.user.id }, token: viewer.token });

    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: owner.user.id,
      displayName: owner.user.displayName,
      username: owner.user.username,
      profileImage: null,
      bio: 'Lifting since 2010',
      createdAt: owner.user.createdAt,
      isPrivate: false,
      canViewContent: true,
      homeGym: 'Iron Temple',
      primaryWorkoutType: 'Powerlifting',
      goal: 'Strength',
      keyStats: [
        { name: 'Max Squat', value: 315.4, unit: 'lbs', isVisible: true },
        { name: 'Max Bench Press', value: 225, unit: 'lbs', isVisible: true },
      ],
    });
    expect(JSON.stringify(profile.body)).not.toMatch(/email|password|scrypt|Body Fat|version|lastActive/i);
  });

  it("answers 404 'User not found' for an id without an account", async () => {
    const viewer = await signUp();

    const result = await api('GET /api/users/{id}', { params: { id: 'no-such-user' }, token: viewer.token });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'User not found' });
  });

  it('answers 401 without a token', async () => {
    const owner = await signUp();

    expect((await api('GET /api/users/{id}', { params: { id: owner.user.id } })).status).toBe(401);
  });
});

describe('PATCH /api/users/{id}', () => {
  it('changes the details and key stats, answers the user, and /api/auth/me shows them', async () => {
    const account = await signUp();

    const updated = await patchProfile(account.token, account.user.id, { homeGym: '  Gold Gym  ', primaryWorkoutType: 'Yoga', goal: 'Weight Loss' });
    const withStats = await patchProfile(account.token, account.user.id, { keyStats: STATS });

    expect(updated).toMatchObject({ homeGym: 'Gold Gym', primaryWorkoutType: 'Yoga', goal: 'Weight Loss' });
    expect(withStats.keyStats).toEqual([
      { name: 'Max Squat', value: 315.4, unit: 'lbs', isVisible: true },
      { name: 'Max Bench Press', value: 225, unit: 'lbs', isVisible: true },
      { name: 'Max Deadlift', value: null, unit: 'lbs', isVisible: true },
      { name: 'Body Fat Percentage', value: 12.5, unit: '%', isVisible: false },
    ]);
    expect(await me(account.token)).toEqual(withStats);
    expect(withStats).toMatchObject({ homeGym: 'Gold Gym', goal: 'Weight Loss', email: account.user.email });
  });

  it('clears details sent as null or blank', async () => {
    const account = await signUp();
    await patchProfile(account.token, account.user.id, { homeGym: 'Gold Gym', goal: 'Bulking', bio: 'Hi' });

    const cleared = await patchProfile(account.token, account.user.id, { homeGym: '   ', goal: null, bio: null });

    expect(cleared).toMatchObject({ homeGym: null, goal: null, bio: null });
    expect(await me(account.token)).toMatchObject({ homeGym: null, goal: null, bio: null });
  });

  it('makes the account private and public again', async () => {
    const account = await signUp();

    expect(await patchProfile(account.token, account.user.id, { isPrivate: true })).toMatchObject({ isPrivate: true });
    expect(await me(account.token)).toMatchObject({ isPrivate: true });
    expect(await patchProfile(account.token, account.user.id, { isPrivate: false })).toMatchObject({ isPrivate: false });
  });

  it.each([
    ['a bio of 151 characters', { bio: 'b'.repeat(151) }, 'Bio must be at most 150 characters.'],
    ['a blank display name', { displayName: '   ' }, 'Display name is required.'],
    ['a workout type not in the list', { primaryWorkoutType: 'Zumba' }],
    ['a goal not in the list', { goal: 'Fame' }],
    ['a key stat value that is text', { keyStats: [{ name: 'Max Squat', value: '300', unit: 'lbs', isVisible: true }] }],
    ['an empty body', {}, 'Nothing to change.'],
  ])('answers 400 for %s and changes nothing', async (_case, body, message?: string) => {
    const account = await signUp();

    const result = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, untypedBody: body });

    expect(result.status).toBe(400);
    if (message) expect(result.body).toEqual({ message });
    expect(await me(account.token)).toEqual(account.user);
  });

  it('accepts a bio of exactly 150 characters', async () => {
    const account = await signUp();

    expect(await patchProfile(account.token, account.user.id, { bio: 'b'.repeat(150) })).toMatchObject({ bio: 'b'.repeat(150) });
  });
});

describe('mass assignment', () => {
  it.each([
    ['PATCH', { id: 'someone-else' }],
    ['PATCH', { username: 'new_name' }],
    ['PATCH', { passwordHash: 'scrypt$forged' }],
    ['PATCH', { email: 'patched@example.com' }],
    ['PATCH', { createdAt: '2000-01-01T00:00:00.000Z' }],
    ['PATCH', { bio: 'ok', isAdmin: true }],
    ['PUT', { id: 'someone-else' }],
    ['PUT', { username: 'new_name' }],
    ['PUT', { passwordHash: 'scrypt$forged' }],
    ['PUT', { displayName: 'Fine', keyStats: [] }],
    ['PUT', { bio: 'ok', isPrivate: true }],
  ])('%s with %j answers 400 and writes nothing', async (method, body) => {
    const account = await signUp();

    const result = await callRaw(method, `/api/users/${account.user.id}`, { token: account.token, body });

    expect(result.status).toBe(400);
    expect(await me(account.token)).toEqual(account.user);
    const login = await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } });
    expect(login.status).toBe(200);
  });
});

describe('editing another person', () => {
  it.each(['PUT', 'PATCH'])("%s of another id answers 403 and changes nothing", async (method) => {
    const owner = await signUp();
    const intruder = await signUp();

    const result = await callRaw(method, `/api/users/${owner.user.id}`, { token: intruder.token, body: { bio: 'hacked' } });

    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'You can only edit your own profile' });
    expect(await me(owner.token)).toEqual(owner.user);
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes display name and bio; /api/auth/me and search show the new name', async () => {
    const tag = letterTag();
    const account = await signUp({ displayName: `Before${tag}` });

    const result = await api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { displayName: ` After${tag} `, bio: 'New bio' } });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ...account.user, displayName: `After${tag}`, bio: 'New bio' });
    expect(await me(account.token)).toEqual(result.body);
    const viewer = await signUp();
    expect(await searchIds(viewer.token, `after${tag}`)).toEqual([account.user.id]);
    expect(await searchIds(viewer.token, `before${tag}`)).toEqual([]);
  });

  it('moves the account to a free email: the new one signs in, the old one is free again', async () => {
    const account = await signUp();
    const newEmail = newSignup().email;

    const result = await api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { email: `  ${newEmail.toUpperCase()} ` } });

    expect(result.status).toBe(200);
    expect(result.body.email).toBe(newEmail);
    expect((await me(account.token)).email).toBe(newEmail);
    const withNew = await api('POST /api/auth/login', { body: { email: newEmail, password: account.password } });
    expect(withNew.status).toBe(200);
    expect(withNew.body.user.id).toBe(account.user.id);
    const withOld = await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } });
    expect(withOld.status).toBe(401);
    const reuse = await api('POST /api/auth/signup', { body: newSignup({ email: account.user.email }) });
    expect(reuse.status).toBe(201);
  });

  it("refuses an email another account has with 409, changing nothing", async () => {
    const account = await signUp();
    const other = await signUp();

    const result = await api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { email: other.user.email.toUpperCase(), bio: 'changed' } });

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'An account with this email already exists.' });
    expect(await me(account.token)).toEqual(account.user);
    const login = await api('POST /api/auth/login', { body: { email: other.user.email, password: other.password } });
    expect(login.body.user.id).toBe(other.user.id);
  });

  it('keeps the email when the same one is sent again', async () => {
    const account = await signUp();

    const result = await api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { email: account.user.email, bio: 'same email' } });

    expect(result.status).toBe(200);
    const login = await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } });
    expect(login.status).toBe(200);
  });

  it('answers 400 for a malformed email', async () => {
    const account = await signUp();

    const result = await api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { email: 'not-an-email' } });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Please enter a valid email address.' });
  });

  it('lets exactly one of two accounts racing for the same new email have it', async () => {
    const [first, second] = await Promise.all([signUp(), signUp()]);
    const email = newSignup().email;

    const results = await Promise.all(
      [first, second].map((account) => api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { email } })),
    );

    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results[0]!.status === 200 ? first : second;
    const login = await api('POST /api/auth/login', { body: { email, password: winner.password } });
    expect(login.body.user.id).toBe(winner.user.id);
  });

  it('keeps search entries right under concurrent display-name changes', async () => {
    const tag = letterTag();
    const account = await signUp({ displayName: `Start${tag}` });
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((word) => `${word}${tag}`);

    const results = await Promise.all(names.map((displayName) => api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { displayName } })));

    expect(results.every((result) => result.status === 200)).toBe(true);
    const final = (await me(account.token)).displayName;
    const viewer = await signUp();
    for (const name of [`Start${tag}`, ...names]) {
      expect(await searchIds(viewer.token, name), name).toEqual(name === final ? [account.user.id] : []);
    }
  });
});

describe('an account stored before profiles could be edited', () => {
  async function oldAccount() {
    const tag = letterTag();
    const userId = `old-${tag}`;
    const email = `old.${tag}@example.com`;
    const passwordHash = await hashPassword('squat-heavy-1');
    const createdAt = '2024-01-01T00:00:00.000Z';
    const TableName = inject('tableName');
    await testDb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...userKey(userId), entity: 'User', id: userId, displayName: `Old${tag} Timer`, username: `old_${tag}`, email, passwordHash, profileImage: null, bio: null, createdAt } } },
          { Put: { TableName, Item: { ...emailClaimKey(email), entity: 'EmailClaim', userId, createdAt } } },
        ],
      }),
    );
    const login = await api('POST /api/auth/login', { body: { email, password: 'squat-heavy-1' } });
    expect(login.status).toBe(200);
    return { tag, ...login.body };
  }

  it('reads with the defaults: public, no details, the default key stats without values', async () => {
    const account = await oldAccount();

    expect(account.user).toMatchObject({ isPrivate: false, homeGym: null, primaryWorkoutType: null, goal: null });
    expect(account.user.keyStats).toEqual(DEFAULT_KEY_STATS.map((stat) => ({ ...stat, value: null })));
    expect(await me(account.token)).toEqual(account.user);
  });

  it('is found by search only once its display name changes', async () => {
    const account = await oldAccount();
    const viewer = await signUp();
    expect(await searchIds(viewer.token, `old${account.tag}`)).toEqual([]);

    await patchProfile(account.token, account.user.id, { displayName: `New${account.tag} Timer` });

    expect(await searchIds(viewer.token, `new${account.tag}`)).toEqual([account.user.id]);
    expect(await searchIds(viewer.token, `old_${account.tag}`)).toEqual([account.user.id]);
  });
});
