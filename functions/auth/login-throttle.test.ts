import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, SIGNUP_LIMIT, windowOf } from './login-throttle';

describe('attempt windows', () => {
  it('are fixed 15-minute windows for sign-in, hourly for sign-up, removed an hour after they end', () => {
    const now = new Date('2026-11-23T19:37:12.000Z');
    const start = Date.parse('2026-11-23T19:30:00.000Z') / 1000;
    expect(windowOf(LOGIN_LIMITS.pair, now)).toEqual({ windowStart: start, windowEnd: start + 900, expiresAt: start + 900 + 3600 });
    expect(windowOf(SIGNUP_LIMIT, now).windowStart).toBe(Date.parse('2026-11-23T19:00:00.000Z') / 1000);
  });

  it('hold the limits docs/decisions.md 40 gives', () => {
    expect([LOGIN_LIMITS.pair.attempts, LOGIN_LIMITS.address.attempts, LOGIN_LIMITS.account.attempts, SIGNUP_LIMIT.attempts]).toEqual([5, 30, 100, 20]);
  });
});
