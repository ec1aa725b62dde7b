/**
 * Issue 13 defect 2: sign-in bursts gave 500s (scrypt on a shared thread pool past the 10 s limit) and wrong
 * sign-ins were never slowed. Attempts are now counted per account and address, per address and per account, and
 * sign-ups per address, before any hash is spent (functions/auth/login-throttle.ts, docs/decisions.md 40).
 *
 * Each test sends CloudFront's viewer address header with its own made-up address, as CloudFront does in AWS, so
 * the per-address counters are the test's own; without the header the caller is 127.0.0.1.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, newSignup, signUp, type ApiResult } from '../support/api';

/** A documentation address (RFC 5737 / 3849) no other test uses. */
const newAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;
const viewer = (address: string) => ({ 'cloudfront-viewer-address': `${address}:${randomInt(1024, 65535)}` });

const login = (email: string, password: string, address?: string) =>
  call<{ message: string; token?: string }>('POST', '/api/auth/login', { body: { email, password }, headers: address ? viewer(address) : {} });

function expectThrottled(result: ApiResult<{ message: string }>, windowSeconds: number) {
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

  it('one account gets 100 wrong sign-ins over all addresses, then 429 from any address', async () => {
    const account = await signUp();
    const statuses: number[] = [];
    for (let address = 0; address < 20; address++) {
      const from = newAddress();
      for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(account.user.email, 'wrong-password', from)).status);
    }
    const fresh = await login(account.user.email, account.password, newAddress());

    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    expectThrottled(fresh, 900);
  });
});

describe('sign-ups', () => {
  it('one address gets 20 sign-ups an hour, then 429', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await call('POST', '/api/auth/signup', { body: newSignup(), headers: viewer(address) })).status);
    }
    const next = await call<{ message: string }>('POST', '/api/auth/signup', { body: newSignup(), headers: viewer(address) });
    const elsewhere = await call('POST', '/api/auth/signup', { body: newSignup(), headers: viewer(newAddress()) });

    expect(new Set(statuses)).toEqual(new Set([201]));
    expectThrottled(next, 3600);
    expect(elsewhere.status).toBe(201);
  });
});
