import { backoffDelay } from '../lib/db/batch-write';
import { StaleWrite } from '../lib/db/transact';
import { Conflict } from '../lib/errors';

const BUSY = 'Too many changes at once. Please try again.';
/** Many people liking or commenting on one post at once conflict on its item: retried with growing, jittered pauses. */
const MAX_ATTEMPTS = 12;

/** Runs `attempt` again (it reads afresh) while it loses races; after 12 losses in a row, 409. */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleWrite)) throw error;
      if (round >= MAX_ATTEMPTS) throw new Conflict(BUSY);
      await new Promise((done) => setTimeout(done, backoffDelay(round)));
    }
  }
}
