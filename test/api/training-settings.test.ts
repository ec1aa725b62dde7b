import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/api-types';
import { api, messageOf, signUp } from '../support/api';
import { getProfile, me, patchProfile } from './users-helpers';

/**
 * Issue 11: a person's kg or lb and bar and plates. Written with PATCH or PUT /api/users/{me} (validated), stored on
 * the profile, answered in the User of /api/auth/me, sign-in and profile writes, and never shown to anyone else.
 */

const KG_SETUP = { unit: 'kg', bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] } as const;

async function refused(token: string, userId: string, trainingSettings: unknown): Promise<string | undefined> {
  const result = await api('PATCH /api/users/{id}', { params: { id: userId }, token, untypedBody: { trainingSettings } });
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  return messageOf(result);
}

describe('training settings', () => {
  it('are absent on a new account (read as the defaults)', async () => {
    const account = await signUp();
    expect(account.user.trainingSettings).toBeUndefined();
    expect((await me(account.token)).trainingSettings).toBeUndefined();
  });

  it('are saved by PATCH and answered by the write, /api/auth/me, sign-in and the own profile', async () => {
    const account = await signUp();

    const saved = await patchProfile(account.token, account.user.id, { trainingSettings: { weightUnit: 'kg', plateSetup: KG_SETUP } });
    const expected = { weightUnit: 'kg', plateSetup: KG_SETUP };

    expect(saved.trainingSettings).toEqual(expected);
    expect((await me(account.token)).trainingSettings).toEqual(expected);
    expect((await getProfile(account.token, account.user.id)) as unknown as User).toMatchObject({ trainingSettings: expected });
    const signIn = await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.trainingSettings).toEqual(expected);
  });

  it('keep the field a change leaves out, and null goes back to the default', async () => {
    const account = await signUp();
    await patchProfile(account.token, account.user.id, { trainingSettings: { weightUnit: 'lb', plateSetup: KG_SETUP } });

    const unitOnly = await patchProfile(account.token, account.user.id, { trainingSettings: { weightUnit: 'kg' } });
    expect(unitOnly.trainingSettings).toEqual({ weightUnit: 'kg', plateSetup: KG_SETUP });

    const platesOnly = await patchProfile(account.token, account.user.id, { trainingSettings: { plateSetup: null } });
    expect(platesOnly.trainingSettings).toEqual({ weightUnit: 'kg', plateSetup: null });

    const localeDefault = await patchProfile(account.token, account.user.id, { trainingSettings: { weightUnit: null } });
    expect(localeDefault.trainingSettings).toEqual({ weightUnit: null, plateSetup: null });
  });

  it('are accepted by PUT next to the other fields, and leave the profile as it was', async () => {
    const account = await signUp();
    const result = await api('PUT /api/users/{id}', {
      params: { id: account.user.id },
      token: account.token,
      body: { bio: 'Plates at home', trainingSettings: { weightUnit: 'lb', plateSetup: { unit: 'lb', bar: 35, plates: [2.5, 45, 10] } } },
    });

    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.bio).toBe('Plates at home');
    // Stored heaviest first, whatever order they were sent in.
    expect(result.body.trainingSettings).toEqual({ weightUnit: 'lb', plateSetup: { unit: 'lb', bar: 35, plates: [45, 10, 2.5] } });
    expect(result.body.displayName).toBe(account.user.displayName);
    expect(result.body.keyStats).toEqual(account.user.keyStats);
  });

  it('accept the bounds: a 0 bar, 100 kg and 225 lb bars, 50 kg and 100 lb plates, 12 sizes, two decimals', async () => {
    const account = await signUp();
    const twelve = [50, 25, 20, 15, 10, 5, 2.5, 2, 1.5, 1.25, 1, 0.25];
    const cases = [
      { unit: 'kg', bar: 0, plates: [1.25] },
      { unit: 'kg', bar: 100, plates: twelve },
      { unit: 'lb', bar: 225, plates: [100, 0.01] },
    ];
    for (const plateSetup of cases) {
      const saved = await patchProfile(account.token, account.user.id, { trainingSettings: { plateSetup } });
      expect(saved.trainingSettings?.plateSetup).toEqual(plateSetup);
    }
  });

  it('refuse what is not a unit, a bar or a set of plates, with a message', async () => {
    const account = await signUp();
    const { token } = account;
    const id = account.user.id;

    expect(await refused(token, id, { weightUnit: 'stone' })).toMatch(/weightUnit/);
    expect(await refused(token, id, {})).toBe('Nothing to change.');
    expect(await refused(token, id, { weightUnit: 'kg', theme: 'dark' })).toMatch(/theme|Unrecognized|Unknown/i);
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 100.5, plates: [25] } })).toBe('The bar can weigh at most 100 kg.');
    expect(await refused(token, id, { plateSetup: { unit: 'lb', bar: 230, plates: [45] } })).toBe('The bar can weigh at most 225 lb.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: -1, plates: [25] } })).toBe('The bar cannot weigh less than 0.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20, plates: [] } })).toBe('Add at least one plate size.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20, plates: Array.from({ length: 13 }, (_, index) => index + 1) } })).toBe(
      'At most 12 plate sizes.',
    );
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20, plates: [25, 0] } })).toBe('Each plate must weigh more than 0.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20, plates: [51] } })).toBe('A plate can weigh at most 50 kg.');
    expect(await refused(token, id, { plateSetup: { unit: 'lb', bar: 45, plates: [101] } })).toBe('A plate can weigh at most 100 lb.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20, plates: [25, 10, 25] } })).toBe('Each plate size can appear only once.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20, plates: [1.125] } })).toBe('A plate can have at most two decimals.');
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: 20.125, plates: [25] } })).toBe('The bar can have at most two decimals.');
    expect(await refused(token, id, { plateSetup: { unit: 'g', bar: 20, plates: [25] } })).toMatch(/unit/);
    expect(await refused(token, id, { plateSetup: { unit: 'kg', bar: '20', plates: [25] } })).toMatch(/bar must be a number/);

    // Nothing refused was stored.
    expect((await me(token)).trainingSettings).toBeUndefined();
  });

  it("cannot be changed on someone else's account", async () => {
    const owner = await signUp();
    const other = await signUp();
    const result = await api('PATCH /api/users/{id}', { params: { id: owner.user.id }, token: other.token, body: { trainingSettings: { weightUnit: 'kg' } } });
    expect(result.status).toBe(403);
    expect((await me(owner.token)).trainingSettings).toBeUndefined();
  });

  it('are never shown to anyone else: not in their profile, search or lists', async () => {
    const owner = await signUp();
    const viewer = await signUp();
    await patchProfile(owner.token, owner.user.id, { trainingSettings: { weightUnit: 'kg', plateSetup: KG_SETUP } });
    const follow = await api('POST /api/users/{id}/follow', { params: { id: owner.user.id }, token: viewer.token });
    expect([200, 201]).toContain(follow.status);

    const profile = await api('GET /api/users/{id}', { params: { id: owner.user.id }, token: viewer.token });
    const search = await api('GET /api/users/search', { query: { q: owner.user.username }, token: viewer.token });
    const following = await api('GET /api/users/{id}/following', { params: { id: viewer.user.id }, token: viewer.token });

    expect(profile.status).toBe(200);
    expect(search.body.map((person) => person.id)).toContain(owner.user.id);
    expect(following.body.map((person) => person.id)).toContain(owner.user.id);
    for (const body of [profile.body, search.body, following.body]) {
      expect(JSON.stringify(body)).not.toMatch(/trainingSettings|plateSetup|weightUnit/);
    }
  });
});
