import { IDEMPOTENCY_IN_PROGRESS } from '../../../../../shared/api-types';
import type { ImportWorkoutsResult } from '../../../../../shared/data-transfer/workout-import';
import { isApiError } from '../../../lib/api-client';
import type { ParsedWorkout } from './parsed-workout';

/** Waits before the 2nd, 3rd and 4th attempt of a batch. */
export const BATCH_RETRY_DELAYS_MS = [1_000, 3_000, 9_000] as const;
/** A busy or timed-out server. */
const RETRY_STATUSES = new Set([502, 503, 504]);

type PostBatch = (workouts: readonly ParsedWorkout[], idempotencyKey: string) => Promise<ImportWorkoutsResult>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One import batch, tried again after a 502/503/504 (issue 29, deliverable 9). Every attempt carries the same
 * Idempotency-Key, so an attempt that was stored after all is answered as it was (its counts stay right), and the
 * workouts' source ids keep a batch from being stored twice in any case. Other answers, and a lost network, end the
 * import as before.
 */
export async function sendImportBatch(batch: readonly ParsedWorkout[], post: PostBatch, sleep: (ms: number) => Promise<void> = wait): Promise<ImportWorkoutsResult> {
  const idempotencyKey = crypto.randomUUID();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await post(batch, idempotencyKey);
    } catch (error) {
      const delay = BATCH_RETRY_DELAYS_MS[attempt];
      // A 409 with the key's message: the attempt the server timed out on is still storing the batch.
      const retryable = isApiError(error) && (RETRY_STATUSES.has(error.status) || (error.status === 409 && error.message === IDEMPOTENCY_IN_PROGRESS));
      if (delay === undefined || !retryable) throw error;
      await sleep(delay);
    }
  }
}
