/**
 * Counts attempts against a rolling limit (rolling-window.ts) in a store of recent attempt times. An attempt is one
 * conditional append ("if fewer than the limit are stored"), so concurrent attempts never pass the limit together
 * and never have to retry each other. Only when the list is full are the times that left the window removed (a
 * removal conditioned on the values read) and the append tried again.
 */
import { attemptsOutside, secondsUntilRoom, type RollingLimit, type StoredAttempt } from './rolling-window';
import { appendRecentAttempt, findRecentAttempts, removeRecentAttempts } from './repository';
import type { RollingScope } from './throttle-keys';

export interface RollingScopeLimit extends RollingLimit {
  scope: RollingScope;
}

export interface RecentAttemptsKey {
  scope: RollingScope;
  subjectHash: string;
}

/** Where the times are kept: DynamoDB (repository.ts), or memory in the unit tests. */
export interface RecentAttemptsStore {
  /** Appends `at` unless `limit` times are stored already; answers undefined when it did, else the stored times. */
  append(options: RecentAttemptsKey & { at: number; limit: number; expiresAt: number }): Promise<number[] | undefined>;
  /** Removes these entries if they still hold these times; false (nothing removed) when the list changed meanwhile. */
  remove(options: RecentAttemptsKey & { entries: StoredAttempt[] }): Promise<boolean>;
  find(options: RecentAttemptsKey): Promise<number[]>;
}

const dynamoDbStore: RecentAttemptsStore = { append: appendRecentAttempt, remove: removeRecentAttempts, find: findRecentAttempts };

/** Rounds of pruning and appending an attempt may take when others prune the same list at the same time. */
const MAX_TRIES = 5;
/** Kept a while after the newest attempt left the window (TTL deletes late; stale times are pruned anyway). */
const KEEP_AFTER_WINDOW_SECONDS = 60 * 60;

export type RollingCount = { counted: true; withdraw(): Promise<void> } | { counted: false; retryAfterSeconds: number };

/** Counts one attempt at `now`, or answers how long until one fits. */
export async function countRollingAttempt(options: {
  limit: RollingScopeLimit;
  subjectHash: string;
  now: Date;
  store?: RecentAttemptsStore;
}): Promise<RollingCount> {
  const { limit, store = dynamoDbStore } = options;
  const key = { scope: limit.scope, subjectHash: options.subjectHash };
  const at = options.now.getTime();
  const expiresAt = Math.ceil(at / 1000) + limit.windowSeconds + KEEP_AFTER_WINDOW_SECONDS;
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    const full = await store.append({ ...key, at, limit: limit.attempts, expiresAt });
    if (!full) return { counted: true, withdraw: () => withdrawAttempt(store, key, at) };
    const outside = attemptsOutside(limit, full, at);
    if (outside.length === 0) return { counted: false, retryAfterSeconds: secondsUntilRoom(limit, full, at) };
    await store.remove({ ...key, entries: outside });
  }
  // Only reached while others keep pruning the same list: refused for a moment rather than looping.
  return { counted: false, retryAfterSeconds: 1 };
}

/** Takes a counted attempt back (it succeeded: the limits count failures). Best effort, like the fixed windows'. */
async function withdrawAttempt(store: RecentAttemptsStore, key: RecentAttemptsKey, at: number): Promise<void> {
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    const index = (await store.find(key)).indexOf(at);
    if (index === -1 || (await store.remove({ ...key, entries: [{ index, at }] }))) return;
  }
}
