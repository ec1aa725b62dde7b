/**
 * Issue 13 defect 6: a validly signed token of a person who does not exist was accepted, so was a token without
 * `exp`, and nothing could revoke a token for 30 days. Tokens now carry the person's token version, checked on every
 * authenticated request; 'sign out everywhere' and a password change bump it.
 *
 * The test stack reads the version on every request (TOKEN_VERSION_CACHE_MS=0, test/support/global-setup.ts); in
 * AWS another Lambda container may accept a revoked token for up to 30 s.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, importPKCS8 } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { userKey } from '../../functions/users/keys';
import { api, signUp } from '../support/api';
import { testDb } from '../support/db';

/** A token signed with the test stack's own key (the stack put it in the environment this worker inherited). */
async function signedByTheStack(claims: Record<string, unknown>, userId: string, expires: boolean) {
  const pem = process.env.JWT_PRIVATE_KEY;
  if (!pem) throw new Error('JWT_PRIVATE_KEY of the test stack is not in the environment');
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setSubject(userId).setIssuer('social-fitness').setAudience('social-fitness-app').setIssuedAt();
  if (expires) jwt.setExpirationTime('1h');
  return jwt.sign(await importPKCS8(pem, 'ES256'));
}

const me = (token: string) => api('GET /api/auth/me', { token });
/** A protected route of another domain than auth. */
const startWorkout = (token: string) => api('POST /api/workout-sessions', { token, body: { name: 'Push', isActive: true } });
const createExercise = (token: string) => api('POST /api/exercises', { token, body: { name: 'Token test press', category: 'Chest', equipment: 'Barbell' } });

describe('a token', () => {
  it('without exp is refused, though its signature is valid', async () => {
    const account = await signUp();
    const withExp = await signedByTheStack({ ver: 0 }, account.user.id, true);
    const withoutExp = await signedByTheStack({ ver: 0 }, account.user.id, false);

    expect((await me(withExp)).status).toBe(200); // the same key and claims with exp are accepted
    const refused = await me(withoutExp);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Invalid token' });
  });

  it('of a person whose account is gone is refused on every protected route', async () => {
    const account = await signUp();
    expect((await me(account.token)).status).toBe(200);

    await testDb().send(new DeleteCommand({ TableName: inject('tableName'), Key: userKey(account.user.id) }));

    for (const result of [await me(account.token), await startWorkout(account.token), await createExercise(account.token)]) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: 'Account no longer exists' });
    }
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('revokes every token of the person, on every route; signing in again works', async () => {
    const account = await signUp();
    const otherDevice = (await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } })).body.token;
    expect((await startWorkout(otherDevice)).status).toBe(201);

    const signedOut = await api('POST /api/auth/sign-out-everywhere', { token: account.token });
    expect(signedOut.status).toBe(204);

    for (const token of [account.token, otherDevice]) {
      const refused = await me(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: 'Session expired, please log in again' });
      expect((await api('GET /api/workout-sessions/active', { token })).status).toBe(401);
    }
    const again = await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } });
    expect(again.status).toBe(200);
    expect((await me(again.body.token)).status).toBe(200);
  });

  it('leaves health import keys working (they are separate credentials, revoked one by one in Settings)', async () => {
    const account = await signUp();
    const key = await api('POST /api/health-import-keys', { token: account.token, body: { name: 'Shortcut' } });
    expect(key.status).toBe(201);

    await api('POST /api/auth/sign-out-everywhere', { token: account.token });

    const imported = await api('POST /api/workout-sessions/import-health', {
      token: key.body.key,
      body: {
        name: 'Morning Run',
        activityType: 'Running',
        startTime: '2026-01-05T07:00:00.000Z',
        endTime: '2026-01-05T07:30:00.000Z',
        appleHealthId: `run-${account.user.id}`,
      },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    api('POST /api/auth/change-password', { token, body: { currentPassword, newPassword } });

  it('changes the password, revokes the old tokens and answers a fresh one', async () => {
    const account = await signUp();

    const changed = await change(account.token, account.password, 'a-new-password-7');

    expect(changed.status).toBe(200);
    expect(changed.body.user).toEqual(account.user);
    expect((await me(account.token)).status).toBe(401);
    expect((await me(changed.body.token)).status).toBe(200);
    const oldPassword = await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } });
    const newPassword = await api('POST /api/auth/login', { body: { email: account.user.email, password: 'a-new-password-7' } });
    expect(oldPassword.status).toBe(401);
    expect(newPassword.status).toBe(200);
  });

  it('refuses a wrong current password (403) and a new one that breaks the sign-up rules (400), changing nothing', async () => {
    const account = await signUp();

    const wrong = await change(account.token, 'not-my-password', 'a-new-password-7');
    const short = await change(account.token, account.password, 'abc');
    const same = await change(account.token, account.password, account.password);
    const missing = await api('POST /api/auth/change-password', { token: account.token, untypedBody: { currentPassword: account.password } });

    expect([wrong.status, wrong.body]).toEqual([403, { message: 'Current password is incorrect.' }]);
    expect([short.status, short.body]).toEqual([400, { message: 'Password must be at least 6 characters long.' }]);
    expect([same.status, same.body]).toEqual([400, { message: 'New password must be different from the current one.' }]);
    expect([missing.status, missing.body]).toEqual([400, { message: 'Please fill in all required fields.' }]);
    expect((await me(account.token)).status).toBe(200);
    expect((await api('POST /api/auth/login', { body: { email: account.user.email, password: account.password } })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await api('POST /api/auth/change-password', { body: { currentPassword: 'x-123456', newPassword: 'y-123456' } })).status).toBe(401);
    expect((await api('POST /api/auth/sign-out-everywhere')).status).toBe(401);
  });
});
