/**
 * Keys of the auth domain's only items: the counters of sign-in and sign-up attempts, one per scope, subject and
 * fixed window (TTL removes old windows). The subject (an email, an address) is stored only as a SHA-256 prefix.
 */
export type ThrottleScope = 'login-pair' | 'login-address' | 'login-account' | 'signup-address';

/** `windowStart` in epoch seconds. */
export const throttleCounterKey = (scope: ThrottleScope, subjectHash: string, windowStart: number) => ({
  PK: `AUTH_THROTTLE#${scope}#${subjectHash}`,
  SK: `WINDOW#${windowStart}`,
});
