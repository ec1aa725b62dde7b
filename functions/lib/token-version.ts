/**
 * Token versions (sign out everywhere, a password change): the cache each container keeps and the rule that refuses
 * a revoked token. The versions themselves are the users domain's (functions/users/token-versions.ts); every domain's
 * handler hands its `currentTokenVersion` to createDomainHandler (functions/lib/http.ts), so lib imports no domain.
 */
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

/** A person's current token version, undefined when the person does not exist. */
export type TokenVersionOf = (userId: string) => Promise<number | undefined>;

/** Refuses a token whose person no longer exists (`current` undefined) or whose version was bumped since it was issued. */
export function refuseRevokedToken(current: number | undefined, tokenVersion: number): void {
  if (current === undefined) throw new Unauthorized(ACCOUNT_GONE);
  if (current !== tokenVersion) throw new Unauthorized(SESSION_REVOKED);
}
