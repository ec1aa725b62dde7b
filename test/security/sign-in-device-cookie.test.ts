/**
 * Issue 26, deliverable 1: someone guessing a person's password from many addresses gets 20 tries an hour, and
 * cannot keep the person out of a device they signed in on before. A successful sign-in or sign-up leaves the
 * browser a device cookie (functions/auth/device-cookie.ts); sign-ins presenting it are limited per device only,
 * all others ("untrusted") share the account's 20 failures in any rolling hour (functions/auth/login-throttle.ts).
 * The password typed again while signed in (change password) is limited per person, not by the account's limit.
 *
 * Addresses are made up and sent as CloudFront's viewer address header, as in test/api/auth-throttle.test.ts; the
 * cookie is sent back the way a browser does, as a Cookie header.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, messageOf, newSignup, signUp, type ApiResult } from '../support/api';

const newAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

/** The "device=…" pair a browser would send back, from a response's Set-Cookie. */
function deviceCookieOf(result: ApiResult): string {
  const cookies = result.headers.getSetCookie().filter((cookie) => cookie.startsWith('device='));
  expect(cookies).toHaveLength(1);
  return cookies[0]!.split(';')[0]!;
}

function login(email: string, password: string, options: { cookie?: string; address?: string } = {}) {
  return api('POST /api/auth/login', {
    body: { email, password },
    headers: {
      'cloudfront-viewer-address': `${options.address ?? newAddress()}:${randomInt(1024, 65535)}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** 20 wrong passwords from 20 addresses, none with a device cookie: the account is then held for untrusted sign-ins. */
async function holdForUntrusted(email: string): Promise<void> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) statuses.push((await login(email, `guess-${attempt}`)).status);
  expect(statuses).toEqual(Array<number>(20).fill(401));
  const held = await login(email, 'guess-21');
  expect(held.status).toBe(429);
  expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** A person with a device cookie from signing in on their phone. */
async function personWithDevice() {
  const account = await signUp();
  const signedIn = await login(account.user.email, account.password);
  expect(signedIn.status).toBe(200);
  return { ...account, cookie: deviceCookieOf(signedIn) };
}

describe('the device cookie', () => {
  it('is set by sign-up and sign-in: HttpOnly, Secure, SameSite=Strict, for the sign-in path only, with the JSON body unchanged', async () => {
    const input = newSignup();
    const signedUp = await api('POST /api/auth/signup', { body: input });
    const signedIn = await login(input.email, input.password);

    for (const [result, status] of [[signedUp, 201], [signedIn, 200]] as const) {
      expect(result.status).toBe(status);
      expect(Object.keys(result.body as object).sort()).toEqual(['token', 'user']);
      const [cookie] = result.headers.getSetCookie();
      const [pair, ...attributes] = cookie!.split(';').map((part) => part.trim());
      expect(pair).toMatch(/^device=[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/auth/login']));
      const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))?.slice('Max-Age='.length));
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    }
    // A wrong password leaves no cookie.
    expect((await login(input.email, 'not-the-password')).headers.getSetCookie()).toEqual([]);
  });

  it('lets the owner sign in with the right password while the account is held for everyone else', async () => {
    const person = await personWithDevice();
    await holdForUntrusted(person.user.email);

    const untrusted = await login(person.user.email, person.password);
    const fromTheirPhone = await login(person.user.email, person.password, { cookie: person.cookie });

    expect(untrusted.status).toBe(429);
    expect(messageOf(untrusted)).toMatch(/^Too many failed sign-ins for this account\./);
    expect(fromTheirPhone.status, JSON.stringify(fromTheirPhone.body)).toBe(200);
    expect(fromTheirPhone.body.token).toEqual(expect.any(String));
    // The phone gets a fresh cookie, which works as well.
    expect((await login(person.user.email, person.password, { cookie: deviceCookieOf(fromTheirPhone) })).status).toBe(200);
  });

  it('the cookie from sign-up works the same', async () => {
    const input = newSignup();
    const signedUp = await api('POST /api/auth/signup', { body: input });
    await holdForUntrusted(input.email);

    expect((await login(input.email, input.password, { cookie: deviceCookieOf(signedUp) })).status).toBe(200);
  });

  it('a device gets 5 wrong passwords in 15 minutes, then that device waits; the account and other devices do not', async () => {
    const person = await personWithDevice();
    const otherDevice = deviceCookieOf(await login(person.user.email, person.password));

    const statuses: number[] = [];
    // From a new address each time: it is the device that is counted, not the address.
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(person.user.email, `guess-${attempt}`, { cookie: person.cookie })).status);
    const sixth = await login(person.user.email, person.password, { cookie: person.cookie });

    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(sixth.status).toBe(429);
    expect(messageOf(sixth)).toMatch(/^Too many failed sign-ins on this device\. Try again in \d+ minutes?\.$/);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(person.user.email, person.password, { cookie: otherDevice })).status).toBe(200);
    expect((await login(person.user.email, person.password)).status).toBe(200);
  });

  it('a signed-in person can still change their password while the account is held; 5 wrong ones hold only that', async () => {
    const person = await personWithDevice();
    await holdForUntrusted(person.user.email);
    const change = (currentPassword: string, newPassword: string) =>
      api('POST /api/auth/change-password', { token: person.token, body: { currentPassword, newPassword } });

    const wrong: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) wrong.push((await change(`guess-${attempt}`, 'a-new-password-7')).status);
    const sixth = await change(person.password, 'a-new-password-7');

    expect(wrong).toEqual([403, 403, 403, 403, 403]);
    expect(sixth.status).toBe(429);
    expect(messageOf(sixth)).toMatch(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/);
    // Those failures were not the account's: the phone still signs in.
    expect((await login(person.user.email, person.password, { cookie: person.cookie })).status).toBe(200);
  });

  it('the password can be changed with the right one while the account is held for untrusted sign-ins', async () => {
    const person = await personWithDevice();
    await holdForUntrusted(person.user.email);

    const changed = await api('POST /api/auth/change-password', { token: person.token, body: { currentPassword: person.password, newPassword: 'a-new-password-7' } });

    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  });

  it("an altered cookie, one signed by someone else or another account's counts as no cookie", async () => {
    const person = await personWithDevice();
    const stranger = await personWithDevice();
    await holdForUntrusted(person.user.email);
    const [header, payload, signature] = person.cookie.slice('device='.length).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, jti: `${claims.jti}x` })).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    for (const cookie of [`device=${header}.${altered}.${signature}`, `device=${unsigned}`, stranger.cookie, 'device=not-a-token']) {
      const result = await login(person.user.email, person.password, { cookie });
      expect(result.status, cookie).toBe(429);
      expect(messageOf(result)).toMatch(/^Too many failed sign-ins for this account\./);
    }
    expect((await login(person.user.email, person.password, { cookie: person.cookie })).status).toBe(200);
  });
});
