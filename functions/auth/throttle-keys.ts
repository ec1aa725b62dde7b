/**
 * Keys of the auth domain's only items: the counters of sign-in and sign-up attempts. A fixed-window limit has one
 * counter per scope, subject and window; a rolling limit one item per scope and subject holding the times of its
 * recent attempts (functions/auth/rolling-window.ts). TTL removes both once they no longer count. The subject (an
 * email, an address, a device id, a user id) is stored only as a SHA-256 prefix.
 */
export type FixedWindowScope = 'login-pair' | 'login-address' | 'signup-address';
export type RollingScope = 'login-untrusted' | 'login-device' | 'login-session';
export type ThrottleScope = FixedWindowScope | RollingScope;

/** `windowStart` in epoch seconds. */
export const throttleCounterKey = (scope: FixedWindowScope, subjectHash: string, windowStart: number) => ({
  PK: `AUTH_THROTTLE#${scope}#${subjectHash}`,
  SK: `WINDOW#${windowStart}`,
});

export const recentAttemptsKey = (scope: RollingScope, subjectHash: string) => ({
  PK: `AUTH_THROTTLE#${scope}#${subjectHash}`,
  SK: 'RECENT',
});
