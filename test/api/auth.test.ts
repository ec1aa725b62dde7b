import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY_STATS } from '../../shared/profile';
import { api, messageOf, newSignup, signUp } from '../support/api';

describe('POST /api/auth/signup', () => {
  it('creates the account and answers a token and the public user', async () => {
    const input = newSignup({ username: 'Mixed_Case_' + Date.now(), email: `  Mixed.${Date.now()}@Example.COM ` });
    const result = await api('POST /api/auth/signup', { body: input });

    expect(result.status).toBe(201);
    expect(result.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.body.user).toEqual({
      id: expect.any(String),
      displayName: input.displayName,
      username: input.username.toLowerCase(),
      email: input.email.trim().toLowerCase(),
      profileImage: null,
      bio: null,
      createdAt: expect.any(String),
      homeGym: null,
      primaryWorkoutType: null,
      goal: null,
      keyStats: DEFAULT_KEY_STATS.map((stat) => ({ ...stat, value: null })),
      isPrivate: false,
    });
    expect(JSON.stringify(result.body)).not.toMatch(/password|scrypt/i);
  });

  it('refuses an email already taken, whatever its case, with 409', async () => {
    const first = await signUp();
    const again = await api('POST /api/auth/signup', { body: newSignup({ email: first.user.email.toUpperCase() }) });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists.' });
  });

  it('refuses a username already taken, whatever its case, with 409', async () => {
    const first = await signUp();
    const again = await api('POST /api/auth/signup', { body: newSignup({ username: first.user.username.toUpperCase() }) });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This username is already taken.' });
  });

  it('lets exactly one of several racing sign-ups with the same email win', async () => {
    const email = newSignup().email;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api('POST /api/auth/signup', { body: newSignup({ email }) })),
    );

    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const loser of results.filter((r) => r.status === 409)) expect(messageOf(loser)).toEqual(expect.any(String));
    const logins = await Promise.all(
      results.map((r, i) => ({ r, i })).filter(({ r }) => r.status === 201).map(() => api('POST /api/auth/login', { body: { email, password: 'squat-heavy-1' } })),
    );
    expect(logins.map((l) => l.status)).toEqual([200]);
  });

  it('lets exactly one of several racing sign-ups with the same username win', async () => {
    const username = newSignup().username;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => api('POST /api/auth/signup', { body: newSignup({ username }) })),
    );

    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
  });

  it.each([
    ['a missing field', { displayName: undefined }, 'Please fill in all required fields.'],
    ['a blank display name', { displayName: '   ' }, 'Please fill in all required fields.'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters long.'],
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters long.'],
    ['a username with a dash', { username: 'lift-er' }, 'Username can only contain letters, numbers, and underscores.'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a number as username', { username: 12345 }, 'username must be text.'],
    ['a password too long to hash cheaply', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
  ])('answers 400 for %s', async (_case, override, message) => {
    const result = await api('POST /api/auth/signup', { untypedBody: { ...newSignup(), ...override } });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it('checks the rules in the spec order: a short password is reported before a short username', async () => {
    const result = await api('POST /api/auth/signup', { body: newSignup({ password: '123', username: 'a!' }) });

    expect(result.body).toEqual({ message: 'Password must be at least 6 characters long.' });
  });

  it('ignores a confirmation or extra fields sent by a client', async () => {
    const result = await api('POST /api/auth/signup', { untypedBody: { ...newSignup(), confirmPassword: 'other', isAdmin: true } });

    expect(result.status).toBe(201);
    expect(result.body.user).not.toHaveProperty('isAdmin');
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token and the user for the right password, with the email in any case', async () => {
    const account = await signUp();
    const result = await api('POST /api/auth/login', { body: { email: account.user.email.toUpperCase(), password: account.password } });

    expect(result.status).toBe(200);
    expect(result.body.user).toEqual(account.user);
    expect(result.body.token).toEqual(expect.any(String));
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const account = await signUp();
    const wrongPassword = await api('POST /api/auth/login', { body: { email: account.user.email, password: 'not-the-password' } });
    const unknownEmail = await api('POST /api/auth/login', { body: { email: 'nobody-here@example.com', password: 'whatever1' } });

    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual({ message: 'Invalid email or password' });
  });

  it('answers 400 when email or password is empty', async () => {
    const result = await api('POST /api/auth/login', { body: { email: 'someone@example.com', password: '' } });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Please fill in all required fields.' });
  });
  it('answers 400, not 500, for an email longer than any account has (it would not fit a key)', async () => {
    const result = await api('POST /api/auth/login', { body: { email: `${'a'.repeat(3000)}@example.com`, password: 'whatever1' } });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Email must be at most 254 characters long.' });
  });

  it('answers 400 for an email that made the old pattern backtrack for seconds', async () => {
    const result = await api('POST /api/auth/signup', { body: newSignup({ email: `a@${'.'.repeat(60_000)}@` }) });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Please enter a valid email address.' });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const account = await signUp();
    const result = await api('GET /api/auth/me', { token: account.token });

    expect(result.status).toBe(200);
    expect(result.body).toEqual(account.user);
  });

  it.each([
    ['no token', undefined, {}],
    ['a malformed token', 'not-a-jwt', {}],
    ['a non-bearer scheme', undefined, { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 with %s', async (_case, token, headers) => {
    const result = await api('GET /api/auth/me', { token, headers });

    expect(result.status).toBe(401);
    expect(messageOf(result)).toEqual(expect.any(String));
  });

  it('answers 401 for a token signed with another key', async () => {
    const account = await signUp();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuer('social-fitness')
      .setAudience('social-fitness-app')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an-attacker-key-that-is-long-enough-123456'));

    const result = await api('GET /api/auth/me', { token: forged });

    expect(result.status).toBe(401);
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const account = await signUp();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: account.user.id, iss: 'social-fitness', aud: 'social-fitness-app' })}.`;

    const result = await api('GET /api/auth/me', { token: unsigned });

    expect(result.status).toBe(401);
  });
});
