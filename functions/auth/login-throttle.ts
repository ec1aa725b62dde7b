/**
 * Limits on sign-in and sign-up attempts, checked BEFORE a password is hashed (docs/decisions.md 40):
 *
 * - sign-in, per account and address: 5 per 15 minutes (what stops guessing one person's password);
 * - sign-in, per address: 30 per 15 minutes over all accounts (what stops trying one password on many accounts);
 * - sign-in, per account over all addresses: 100 per 15 minutes (what stops a guess spread over many addresses).
 *   Looser, because anyone can use it up: someone with 20 addresses can keep a person out for the window;
 * - sign-up, per address: 20 per hour.
 *
 * Each attempt is counted with one conditional UpdateItem per limit, most specific first, so concurrent attempts
 * never pass a limit together and an attempt refused by one limit is not counted by the later ones (an attacker
 * held by their own account-and-address limit does not use up the person's account-wide budget). A sign-in that
 * succeeds clears its account-and-address counter and is taken back from the other two: the limits count failures.
 * The loopback address (a person at the machine running `npm start`) has no per-address limits, and neither has an
 * unknown address (in AWS without the custom domain, where the WAF limits each address at the edge).
 */
import { createHash } from 'node:crypto';
import { TooManyRequests } from '../lib/errors';
import { addressSubject, isLoopback } from './client-address';
import { clearAttempts, countAttempt, uncountAttempt, type CounterWindow } from './repository';
import type { ThrottleScope } from './throttle-keys';

export interface Limit {
  scope: ThrottleScope;
  attempts: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;
export const LOGIN_LIMITS = {
  pair: { scope: 'login-pair', attempts: 5, windowSeconds: FIFTEEN_MINUTES },
  address: { scope: 'login-address', attempts: 30, windowSeconds: FIFTEEN_MINUTES },
  account: { scope: 'login-account', attempts: 100, windowSeconds: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;
export const SIGNUP_LIMIT = { scope: 'signup-address', attempts: 20, windowSeconds: 60 * 60 } as const satisfies Limit;

export const LOGIN_THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const SIGNUP_THROTTLED = 'Too many sign-ups from this network. Please try again later.';

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

/** Counts a sign-in attempt for this account (its normalised email) from this address, or throws 429. */
export async function countLoginAttempt(options: { email: string; address: string | undefined; now?: Date }): Promise<LoginAttempt> {
  const now = options.now ?? new Date();
  const perAddress = (address: string) => {
    const subject = addressSubject(address);
    return [
      { limit: LOGIN_LIMITS.pair, subject: `${options.email}\n${subject}` },
      ...(isLoopback(address) ? [] : [{ limit: LOGIN_LIMITS.address, subject }]),
    ];
  };
  const limits = [
    ...(options.address === undefined ? [] : perAddress(options.address)),
    { limit: LOGIN_LIMITS.account, subject: options.email },
  ];
  const counted = await countAgainst(limits, LOGIN_THROTTLED, now);
  return {
    async succeeded() {
      await Promise.all(
        counted.map(({ limit, counter }) => (limit.scope === LOGIN_LIMITS.pair.scope ? clearAttempts(counter) : uncountAttempt(counter))),
      );
    },
  };
}

/** Counts a sign-up from this address, or throws 429. */
export async function countSignupAttempt(options: { address: string | undefined; now?: Date }): Promise<void> {
  if (options.address === undefined || isLoopback(options.address)) return;
  await countAgainst([{ limit: SIGNUP_LIMIT, subject: addressSubject(options.address) }], SIGNUP_THROTTLED, options.now ?? new Date());
}
