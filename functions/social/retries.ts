import { backoffDelay } from '../lib/db/batch-write';
import { withRetries } from '../lib/retries';

const BUSY = 'Too many changes at once. Please try again.';
/** Many people liking or commenting on one post at once conflict on its item: retried with growing, jittered pauses. */
const MAX_ATTEMPTS = 12;

/** Runs `attempt` again (it reads afresh) while it loses races; after 12 losses in a row, 409. */
export const retryOnConflict = <T>(attempt: () => Promise<T>): Promise<T> =>
  withRetries(attempt, { conflictMessage: BUSY, maxAttempts: MAX_ATTEMPTS, delayMs: backoffDelay });
