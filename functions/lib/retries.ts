import { Conflict } from './errors';
import { StaleWrite } from './db/transact';

const MAX_ATTEMPTS = 8;

/**
 * Runs `attempt` again when it lost a race (`StaleWrite`): it reads afresh each time, so the retry decides
 * on the state that won. After a few losses in a row the caller gets 409 with `conflictMessage` rather than waiting on.
 */
export async function withRetries<T>(attempt: () => Promise<T>, conflictMessage: string): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleWrite)) throw error;
      if (round >= MAX_ATTEMPTS) throw new Conflict(conflictMessage);
      await pauseBeforeRetry(round);
    }
  }
}

/** A short random wait that grows with the round, so racing requests spread out. */
export const pauseBeforeRetry = (round: number) => new Promise((done) => setTimeout(done, Math.random() * 20 * round));
