/**
 * Limits on sign-in and sign-up attempts, checked BEFORE a password is hashed (docs/decisions.md 40, and the device
 * cookie's section):
 *
 * - sign-in from a device holding a device cookie of the account (device-cookie.ts, OWASP's "device cookies"): 5
 *   failures in any 15 minutes per device. Such an attempt is held by nothing else, so someone guessing cannot keep
 *   the person out of a device they signed in on before;
 * - the password typed again while signed in (change password, delete account): 5 failures in any 15 minutes per
 *   person, also held by nothing else, so the person can change their password while someone is guessing it;
 * - every other sign-in ("untrusted"), per account and address: 5 per 15 minutes (what stops guessing one person's
 *   password), per address: 30 per 15 minutes over all accounts (what stops trying one password on many accounts),
 *   and per account over all addresses: 20 failures in any rolling hour (what stops a guess spread over many
 *   addresses; anyone can use it up, which is why it does not hold the person's own devices);
 * - sign-up, per address: 20 per hour.
 *
 * The per-address limits are fixed windows, one conditional UpdateItem each; the per-account, per-device and
 * per-person ones are rolling windows (rolling-counter.ts: a conditional append to the times of recent attempts).
 * Either way concurrent attempts never pass a limit together. They are counted most specific first, and an attempt refused by one limit
 * is not counted by the later ones (an attacker held by their own address does not use up the person's budget). A
 * sign-in that succeeds clears its account-and-address counter and is taken back from the others: the limits count
 * failures. The loopback address (a person at the machine running `npm start`) has no per-address limits, and
 * neither has an unknown address (in AWS without the custom domain, where the WAF limits each address at the edge).
 */
import { createHash } from 'node:crypto';
import { TooManyRequests } from '../lib/errors';
import { addressSubject, isLoopback } from './client-address';
import { clearAttempts, countAttempt, uncountAttempt, type CounterWindow } from './repository';
import { countRollingAttempt, type RollingScopeLimit } from './rolling-counter';
import type { FixedWindowScope } from './throttle-keys';

export interface Limit {
  scope: FixedWindowScope;
  attempts: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;
export const LOGIN_LIMITS = {
  pair: { scope: 'login-pair', attempts: 5, windowSeconds: FIFTEEN_MINUTES },
  address: { scope: 'login-address', attempts: 30, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;
/** Rolling windows: at most this many failures in ANY such span (a fixed window lets twice through at its edge). */
export const ROLLING_LOGIN_LIMITS = {
  untrusted: { scope: 'login-untrusted', attempts: 20, windowSeconds: 60 * 60 },
  device: { scope: 'login-device', attempts: 5, windowSeconds: FIFTEEN_MINUTES },
  session: { scope: 'login-session', attempts: 5, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, RollingScopeLimit>;
export const SIGNUP_LIMIT = { scope: 'signup-address', attempts: 20, windowSeconds: 60 * 60 } as const satisfies Limit;

export const LOGIN_THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const SIGNUP_THROTTLED = 'Too many sign-ups from this network. Please try again later.';

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
/** The account is held for sign-ins from devices it has not signed in on. */
export const accountThrottled = (retryAfterSeconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${inMinutes(retryAfterSeconds)}, or sign in on a device you have signed in on before.`;
export const deviceThrottled = (retryAfterSeconds: number) =>
  `Too many failed sign-ins on this device. Try again in ${inMinutes(retryAfterSeconds)}.`;
export const sessionThrottled = (retryAfterSeconds: number) => `Too many wrong passwords. Try again in ${inMinutes(retryAfterSeconds)}.`;

const hashOf = (subject: string) => createHash('sha256').update(subject).digest('hex').slice(0, 32);

/** The fixed window `now` falls in (epoch seconds), and when its counter may be removed. */
export function windowOf(limit: Limit, now: Date): { windowStart: number; windowEnd: number; expiresAt: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % limit.windowSeconds);
  const windowEnd = windowStart + limit.windowSeconds;
  return { windowStart, windowEnd, expiresAt: windowEnd + 60 * 60 };
}

interface Counted {
  limit: Limit;
  counter: Omit<CounterWindow, 'expiresAt'>;
}

/** Counts one attempt against each limit in order; throws 429 (Retry-After: the window's end) at the first one full. */
async function countAgainst(limits: { limit: Limit; subject: string }[], message: string, now: Date): Promise<Counted[]> {
  const counted: Counted[] = [];
  for (const { limit, subject } of limits) {
    const { windowStart, windowEnd, expiresAt } = windowOf(limit, now);
    const counter = { scope: limit.scope, subjectHash: hashOf(subject), windowStart };
    if (!(await countAttempt({ ...counter, expiresAt, limit: limit.attempts }))) {
      throw new TooManyRequests(message, windowEnd - now.getTime() / 1000);
    }
    counted.push({ limit, counter });
  }
  return counted;
}

export interface LoginAttempt {
  /** The password was right: the attempt no longer counts as a failure. */
  succeeded(): Promise<void>;
}

/**
 * What vouches for the one typing the password, both had only by having signed in with it: a device cookie of the
 * account (its device id), or a signed-in session of the person (their user id). Neither: an untrusted attempt.
 */
export type Trust = { device: string } | { session: string };

function rollingLimitOf(email: string, trust: Trust | undefined) {
  if (trust === undefined) return { limit: ROLLING_LOGIN_LIMITS.untrusted, subject: email, refused: accountThrottled };
  if ('device' in trust) return { limit: ROLLING_LOGIN_LIMITS.device, subject: trust.device, refused: deviceThrottled };
  return { limit: ROLLING_LOGIN_LIMITS.session, subject: trust.session, refused: sessionThrottled };
}

/**
 * Counts an attempt at this account's password (its normalised email), or throws 429 with Retry-After: a trusted
 * one against its device's or person's limit only; any other against the address's limits and the account's limit
 * for untrusted attempts.
 */
export async function countLoginAttempt(options: {
  email: string;
  /** The caller's address; undefined when unknown (no per-address limit applies then). */
  address?: string;
  trust?: Trust;
  now?: Date;
}): Promise<LoginAttempt> {
  const now = options.now ?? new Date();
  const { trust } = options;
  const perAddress = (address: string) => {
    const subject = addressSubject(address);
    return [
      { limit: LOGIN_LIMITS.pair, subject: `${options.email}\n${subject}` },
      ...(isLoopback(address) ? [] : [{ limit: LOGIN_LIMITS.address, subject }]),
    ];
  };
  // Trust is only had by signing in with the password, so the per-address limits (which share an address's budget
  // among everyone behind it) would add nothing against guessing there, only a way to lock the person out.
  const counted = trust === undefined && options.address !== undefined ? await countAgainst(perAddress(options.address), LOGIN_THROTTLED, now) : [];
  const rolling = rollingLimitOf(options.email, trust);
  const count = await countRollingAttempt({ limit: rolling.limit, subjectHash: hashOf(rolling.subject), now });
  if (!count.counted) throw new TooManyRequests(rolling.refused(count.retryAfterSeconds), count.retryAfterSeconds);
  return {
    async succeeded() {
      await Promise.all([
        ...counted.map(({ limit, counter }) => (limit.scope === LOGIN_LIMITS.pair.scope ? clearAttempts(counter) : uncountAttempt(counter))),
        count.withdraw(),
      ]);
    },
  };
}

/** Counts a sign-up from this address, or throws 429. */
export async function countSignupAttempt(options: { address: string | undefined; now?: Date }): Promise<void> {
  if (options.address === undefined || isLoopback(options.address)) return;
  await countAgainst([{ limit: SIGNUP_LIMIT, subject: addressSubject(options.address) }], SIGNUP_THROTTLED, options.now ?? new Date());
}
