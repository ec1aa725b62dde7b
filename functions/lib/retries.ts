import { Conflict } from './errors';
import { StaleWrite } from './db/transact';

export interface RetryOptions {
  /** What the caller gets (409) once every attempt lost. */
  conflictMessage: string;
  /** Attempts before giving up; 8 unless the caller's items are contended enough to want more. */
  maxAttempts?: number;
  /** The wait (ms) before the next attempt after losing `round`; by default a short random one that grows with the round. */
  delayMs?: (round: number) => number;
}

const DEFAULT_MAX_ATTEMPTS = 8;

/** A short random wait that grows with the round, so racing requests spread out. */
const shortJitter = (round: number) => Math.random() * 20 * round;

/**
 * Runs `attempt` again when it lost a race (`StaleWrite`: a condition failed, a transaction was cancelled by a
 * `TransactionConflict`, or a concurrent transaction held an item): it reads afresh each time, so the retry decides
 * on the state that won. After `maxAttempts` losses in a row the caller gets 409 with `conflictMessage` rather than
 * waiting on.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const delayMs = options.delayMs ?? shortJitter;
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleWrite)) throw error;
      if (round >= maxAttempts) throw new Conflict(options.conflictMessage);
      await new Promise((done) => setTimeout(done, delayMs(round)));
    }
  }
}

/** The default wait of {@link withRetries}, for loops that retry in their own way. */
export const pauseBeforeRetry = (round: number) => new Promise((done) => setTimeout(done, shortJitter(round)));
