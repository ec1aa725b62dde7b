import { describe, expect, it } from 'vitest';
import { accountThrottled, deviceThrottled, LOGIN_LIMITS, ROLLING_LOGIN_LIMITS, SIGNUP_LIMIT, windowOf } from './login-throttle';

describe('attempt windows', () => {
  it('are fixed 15-minute windows for sign-in, hourly for sign-up, removed an hour after they end', () => {
    const now = new Date('2026-11-23T19:37:12.000Z');
    const start = Date.parse('2026-11-23T19:30:00.000Z') / 1000;
    expect(windowOf(LOGIN_LIMITS.pair, now)).toEqual({ windowStart: start, windowEnd: start + 900, expiresAt: start + 900 + 3600 });
    expect(windowOf(SIGNUP_LIMIT, now).windowStart).toBe(Date.parse('2026-11-23T19:00:00.000Z') / 1000);
  });

  it('hold the limits docs/decisions.md gives', () => {
    expect([LOGIN_LIMITS.pair.attempts, LOGIN_LIMITS.address.attempts, SIGNUP_LIMIT.attempts]).toEqual([5, 30, 20]);
    // Untrusted sign-ins of one account: 20 in any hour (OWASP ASVS 2.2.1 allows at most 100); a known device: 5 in any 15 min.
    expect(ROLLING_LOGIN_LIMITS.untrusted).toMatchObject({ attempts: 20, windowSeconds: 3600 });
    expect(ROLLING_LOGIN_LIMITS.device).toMatchObject({ attempts: 5, windowSeconds: 900 });
    expect(ROLLING_LOGIN_LIMITS.session).toMatchObject({ attempts: 5, windowSeconds: 900 });
  });

  it('say when to try again, in whole minutes', () => {
    expect(accountThrottled(2399.2)).toBe('Too many failed sign-ins for this account. Try again in 40 minutes, or sign in on a device you have signed in on before.');
    expect(deviceThrottled(12)).toBe('Too many failed sign-ins on this device. Try again in 1 minute.');
  });
});
