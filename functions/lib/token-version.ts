import { findTokenVersion } from '../users/index';
import { Unauthorized } from './errors';

/** How long a container trusts a person's token version it read (TOKEN_VERSION_CACHE_MS, 0 to 300,000 ms). */
export const DEFAULT_TOKEN_VERSION_CACHE_MS = 30_000;
const MAX_TOKEN_VERSION_CACHE_MS = 300_000;
/** People remembered per container; the oldest entry goes first. */
const MAX_CACHED_PEOPLE = 10_000;

export const ACCOUNT_GONE = 'Account no longer exists';
export const SESSION_REVOKED = 'Session expired, please log in again';

export function tokenVersionCacheMs(value = process.env.TOKEN_VERSION_CACHE_MS): number {
  if (value === undefined || value === '') return DEFAULT_TOKEN_VERSION_CACHE_MS;
  const ms = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TOKEN_VERSION_CACHE_MS) {
    throw new Error(`TOKEN_VERSION_CACHE_MS must be a whole number of milliseconds from 0 to ${MAX_TOKEN_VERSION_CACHE_MS}`);
  }
  return ms;
}

interface Entry {
  /** The current version, or undefined when the person does not exist. */
  version: Promise<number | undefined>;
  readAt: number;
}

export interface TokenVersionCache {
  /** The person's current token version (undefined: no such person), read at most once per `ttlMs`. */
  current(userId: string): Promise<number | undefined>;
  /** Records a version this container just wrote, so its own next requests see it at once. */
  remember(userId: string, version: number | undefined): void;
}

export function createTokenVersionCache(options: {
  read: (userId: string) => Promise<number | undefined>;
  ttlMs: () => number;
  now?: () => number;
  maxEntries?: number;
}): TokenVersionCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? MAX_CACHED_PEOPLE;
  const entries = new Map<string, Entry>();
  const store = (userId: string, entry: Entry) => {
    entries.delete(userId);
    entries.set(userId, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    current(userId) {
      const ttl = options.ttlMs();
      const cached = entries.get(userId);
      if (cached && ttl > 0 && now() - cached.readAt < ttl) return cached.version;
      const version = options.read(userId);
      // A failed read is not kept: the next request reads again.
      version.catch(() => entries.get(userId)?.version === version && entries.delete(userId));
      if (ttl > 0) store(userId, { version, readAt: now() });
      return version;
    },
    remember(userId, version) {
      store(userId, { version: Promise.resolve(version), readAt: now() });
    },
  };
}

const cache = createTokenVersionCache({
  read: (userId) => findTokenVersion({ userId }),
  ttlMs: () => tokenVersionCacheMs(),
});

/**
 * Refuses a token whose person no longer exists or whose version was bumped since it was issued (sign out
 * everywhere, a password change). Costs one projected GetItem per person per container every TOKEN_VERSION_CACHE_MS
 * (30 s by default): another container may accept a revoked token for that long.
 */
export async function assertCurrentTokenVersion(options: { userId: string; tokenVersion: number }): Promise<void> {
  const current = await cache.current(options.userId);
  if (current === undefined) throw new Unauthorized(ACCOUNT_GONE);
  if (current !== options.tokenVersion) throw new Unauthorized(SESSION_REVOKED);
}

/** Called by the auth function after it bumped a version, so this container refuses the old tokens at once. */
export function rememberTokenVersion(options: { userId: string; tokenVersion: number }): void {
  cache.remember(options.userId, options.tokenVersion);
}

/** Called by the auth function after it deleted an account, so this container refuses its tokens at once. */
export function rememberAccountGone(options: { userId: string }): void {
  cache.remember(options.userId, undefined);
}
