/**
 * Issue 13 defect 2: sign-in bursts gave 500s (scrypt on a shared thread pool past the 10 s limit) and wrong
 * sign-ins were never slowed. Attempts are now counted per account and address, per address and per account, and
 * sign-ups per address, before any hash is spent (functions/auth/login-throttle.ts, docs/decisions.md 40).
 * Issue 26: the per-account limit is 20 failures in any rolling hour for sign-ins without a device cookie (none of
 * these send one); the device cookie's own rules are in test/security/sign-in-device-cookie.test.ts.
 *
 * Each test sends CloudFront's viewer address header with its own made-up address, as CloudFront does in AWS, so
 * the per-address counters are the test's own; without the header the caller is 127.0.0.1.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, messageOf, newSignup, signUp, type ApiResult } from '../support/api';

/** A documentation address (RFC 5737 / 3849) no other test uses. */
const newAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;
const viewer = (address: string) => ({ 'cloudfront-viewer-address': `${address}:${randomInt(1024, 65535)}` });

const login = (email: string, password: string, address?: string) =>
  api('POST /api/auth/login', { body: { email, password }, headers: address ? viewer(address) : {} });

function expectThrottled(result: ApiResult, windowSeconds: number) {
  expect(result.status).toBe(429);
  expect(result.body).toEqual({ message: expect.stringMatching(/^Too many/) });
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in attempts', () => {
  it('40 concurrent wrong sign-ins for one account are answered 401 or 429, never 5xx; 5 are checked', async () => {
    const account = await signUp();
    const address = newAddress();

    const results = await Promise.all(Array.from({ length: 40 }, () => login(account.user.email, 'wrong-password', address)));

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    for (const throttled of results.filter((result) => result.status === 429)) expectThrottled(throttled, 900);
  });

  it('the 6th wrong sign-in in a row is 429, even with the right password, from that address only', async () => {
    const account = await signUp();

    const wrong = [];
    for (let attempt = 0; attempt < 5; attempt++) wrong.push((await login(account.user.email, `wrong-${attempt}`)).status);
    const sixth = await login(account.user.email, 'wrong-6');
    const right = await login(account.user.email, account.password);
    const elsewhere = await login(account.user.email, account.password, newAddress());

    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    expectThrottled(sixth, 900);
    expectThrottled(right, 900);
    // Someone hammering a person's account from their own address does not lock the person out elsewhere.
    expect(elsewhere.status).toBe(200);
  });

  it('a successful sign-in clears the failures of that account and address', async () => {
    const account = await signUp();
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(account.user.email, 'wrong-password', address)).status);
    statuses.push((await login(account.user.email, account.password, address)).status);
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(account.user.email, 'wrong-password', address)).status);

    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401]);
  });

  it('one address gets 30 wrong sign-ins over all accounts, then 429', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await login(newSignup().email, 'wrong-password', address)).status);
    const next = await login(newSignup().email, 'wrong-password', address);

    expect(new Set(statuses)).toEqual(new Set([401]));
    expectThrottled(next, 900);
  });

  it('one account gets 20 wrong sign-ins over all addresses in an hour, then 429 from any address', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    // Issue 26's probe spread its guesses over 20 addresses; here 10 addresses try twice each.
    for (let address = 0; address < 10; address++) {
      const from = newAddress();
      for (let attempt = 0; attempt < 2; attempt++) statuses.push((await login(account.user.email, 'wrong-password', from)).status);
    }
    const twentyFirst = await login(account.user.email, 'wrong-password', newAddress());
    const right = await login(account.user.email, account.password, newAddress());

    expect(statuses).toEqual(Array<number>(20).fill(401));
    expectThrottled(twentyFirst, 3600);
    expect(messageOf(twentyFirst)).toMatch(/^Too many failed sign-ins for this account\. Try again in \d+ minutes?, or sign in on a device you have signed in on before\.$/);
    // Without a device cookie of the account, the right password waits too.
    expectThrottled(right, 3600);
    // The 20 failures were made just now, so the first leaves the rolling hour in nearly an hour: longer than any
    // fixed 15-minute window could hold them.
    expect(Number(twentyFirst.headers.get('retry-after'))).toBeGreaterThan(900);
  });

  it('a successful sign-in takes its attempt back from the account, so 20 failures still fit after it', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 19; attempt++) statuses.push((await login(account.user.email, 'wrong-password', newAddress())).status);
    statuses.push((await login(account.user.email, account.password, newAddress())).status);
    statuses.push((await login(account.user.email, 'wrong-password', newAddress())).status);
    const next = await login(account.user.email, 'wrong-password', newAddress());

    expect(statuses).toEqual([...Array<number>(19).fill(401), 200, 401]);
    expectThrottled(next, 3600);
  });

  it('after 10 wrong sign-ins, 30 concurrent ones of the account from 30 addresses: exactly 10 more are checked', async () => {
    const account = await signUp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await login(account.user.email, 'wrong-password', newAddress())).status).toBe(401);

    // At most 10 hashes at once: within what one process hashes and queues (functions/lib/password-hash-slots.ts).
    const results = await Promise.all(Array.from({ length: 30 }, () => login(account.user.email, 'wrong-password', newAddress())));

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    for (const throttled of results.filter((result) => result.status === 429)) expectThrottled(throttled, 3600);
  });
});

describe('sign-ups', () => {
  it('one address gets 20 sign-ups an hour, then 429', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await api('POST /api/auth/signup', { body: newSignup(), headers: viewer(address) })).status);
    }
    const next = await api('POST /api/auth/signup', { body: newSignup(), headers: viewer(address) });
    const elsewhere = await api('POST /api/auth/signup', { body: newSignup(), headers: viewer(newAddress()) });

    expect(new Set(statuses)).toEqual(new Set([201]));
    expectThrottled(next, 3600);
    expect(elsewhere.status).toBe(201);
  });
});
