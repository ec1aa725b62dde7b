/**
 * Per-person limits on writes (issue 26; docs/decisions.md "Per-person write limits"): each domain declares its
 * limits next to its writes and calls {@link enforceWriteLimits} before it writes anything, so a refused write
 * changes nothing. A window opens with the first write counted and lasts `windowSeconds`: `attempts` writes fit in
 * it, the next is refused with 429 and Retry-After until the window ends. Replays of an Idempotency-Key are
 * answered before the domain runs (functions/lib/idempotency), so they are not counted again.
 */
import type { DeletionStep } from '../account-deletion';
import { partitionDeletionStep } from '../db/sweep';
import { TooManyRequests } from '../errors';
import { log } from '../observability';
import { countWrite, uncountWrite, type CounterLimit } from './counter';
import { rateLimitKey, RATE_LIMIT_SK_PREFIX } from './keys';

export interface WriteLimit extends CounterLimit {
  /** The scope names the counter: `<domain>-<write>`, unique over the domains (e.g. 'social-post'). */
  scope: string;
  /** What the person reads with the 429, e.g. "You're posting too fast. Try again in a few minutes." */
  message: string;
}

/**
 * Counts one write of `userId` against each limit in order, or throws 429 (Retry-After: until the full window
 * ends) at the first one full; the limits counted before it take the write back, so a refused write counts nowhere.
 */
export async function enforceWriteLimits(userId: string, limits: readonly WriteLimit[], now = Date.now()): Promise<void> {
  const counted: { scope: string; windowStart: number }[] = [];
  for (const limit of limits) {
    const result = await countWrite(userId, limit, now);
    if (!result.counted) {
      await Promise.all(counted.map(({ scope, windowStart }) => uncountWrite(userId, scope, windowStart)));
      // 4xx answers are not logged otherwise: one line (with the request's route and user) shows who hits which limit.
      log.warn('Write limit reached', { scope: limit.scope, limit: limit.attempts, windowSeconds: limit.windowSeconds });
      throw new TooManyRequests(limit.message, (result.windowEnd - now) / 1000);
    }
    counted.push({ scope: limit.scope, windowStart: result.windowStart });
  }
}

/** Removes a deleted person's counters (they would expire within a day and an hour of their last write anyway). */
export const rateLimitDeletionStep = (): DeletionStep =>
  partitionDeletionStep({ name: 'lib.rate-limit-counters', partitionOf: (userId) => rateLimitKey(userId, '').PK, beginsWith: RATE_LIMIT_SK_PREFIX });
