/**
 * The per-person write counters (functions/lib/rate-limit) against DynamoDB Local, with small limits and a given
 * clock: what the API tests cannot wait for (a window ending, a daily limit behind a burst limit).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useLocalStackForFunctions } from '../support/functions-env';

useLocalStackForFunctions();
const { enforceWriteLimits } = await import('../../functions/lib/rate-limit/index');
const { TooManyRequests } = await import('../../functions/lib/errors');

const burst = { scope: `test-burst-${randomUUID()}`, attempts: 3, windowSeconds: 60, message: 'Too fast.' };
const daily = { scope: `test-daily-${randomUUID()}`, attempts: 5, windowSeconds: 24 * 60 * 60, message: 'Enough for today.' };
const T0 = Date.parse('2026-03-01T10:00:30.000Z');

/** The 429 a write gets, or undefined when it was counted. */
async function attempt(userId: string, limits: Parameters<typeof enforceWriteLimits>[1], now: number) {
  try {
    await enforceWriteLimits(userId, limits, now);
    return undefined;
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    return { message: error.message, retryAfter: Number(error.headers['retry-after']) };
  }
}

describe('enforceWriteLimits', () => {
  it('counts up to the limit, refuses the next until the window that opened with the first write ends', async () => {
    const userId = randomUUID();
    const answers = [];
    for (let second = 0; second < 4; second++) answers.push(await attempt(userId, [burst], T0 + second * 1000));

    expect(answers).toEqual([undefined, undefined, undefined, { message: 'Too fast.', retryAfter: 57 }]);
    expect(await attempt(userId, [burst], T0 + 59_999)).toEqual({ message: 'Too fast.', retryAfter: 1 });
    expect(await attempt(userId, [burst], T0 + 60_000)).toBeUndefined();
    expect(await attempt(userId, [burst], T0 + 61_000)).toBeUndefined();
  });

  it('lets exactly the limit through when the writes come at once', async () => {
    const userId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(userId, [burst], T0)));

    expect(answers.filter((answer) => answer === undefined)).toHaveLength(3);
  });

  it('counts per person and per scope', async () => {
    const [me, other] = [randomUUID(), randomUUID()];
    for (let index = 0; index < 3; index++) await attempt(me, [burst], T0);

    expect(await attempt(me, [burst], T0)).toBeDefined();
    expect(await attempt(other, [burst], T0)).toBeUndefined();
    expect(await attempt(me, [daily], T0)).toBeUndefined();
  });

  it('a write refused by a later limit is taken back from the earlier ones', async () => {
    const userId = randomUUID();
    // Five writes a day, in bursts of at most three a minute.
    for (const minute of [0, 0, 0, 1, 1]) expect(await attempt(userId, [burst, daily], T0 + minute * 60_000)).toBeUndefined();

    const refused = await attempt(userId, [burst, daily], T0 + 61_000);

    expect(refused).toEqual({ message: 'Enough for today.', retryAfter: 24 * 60 * 60 - 61 });
    // The burst window of minute 1 holds two writes, not three: one more burst write fits.
    expect(await attempt(userId, [burst], T0 + 62_000)).toBeUndefined();
    expect(await attempt(userId, [burst], T0 + 63_000)).toEqual({ message: 'Too fast.', retryAfter: 57 });
  });
});
