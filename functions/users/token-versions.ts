/**
 * The token versions of this container (functions/lib/token-version.ts): read from the profile item at most once per
 * person every TOKEN_VERSION_CACHE_MS, and updated at once by the auth function when it bumps a version or deletes an
 * account. Every domain's handler gives `currentTokenVersion` to createDomainHandler, which refuses revoked tokens.
 */
import { createTokenVersionCache, refuseRevokedToken, tokenVersionCacheMs } from '../lib/token-version';
import { findTokenVersion } from './accounts';

const cache = createTokenVersionCache({
  read: (userId) => findTokenVersion({ userId }),
  ttlMs: () => tokenVersionCacheMs(),
});

/**
 * The person's current token version (undefined: no such person). Costs one projected GetItem per person per
 * container every TOKEN_VERSION_CACHE_MS (30 s by default): another container may accept a revoked token for that long.
 */
export function currentTokenVersion(userId: string): Promise<number | undefined> {
  return cache.current(userId);
}

/** Refuses a token whose person no longer exists or whose version was bumped since it was issued (as bearer auth does). */
export async function assertCurrentTokenVersion(options: { userId: string; tokenVersion: number }): Promise<void> {
  refuseRevokedToken(await currentTokenVersion(options.userId), options.tokenVersion);
}

/** Called by the auth function after it bumped a version, so this container refuses the old tokens at once. */
export function rememberTokenVersion(options: { userId: string; tokenVersion: number }): void {
  cache.remember(options.userId, options.tokenVersion);
}

/** Called by the auth function after it deleted an account, so this container refuses its tokens at once. */
export function rememberAccountGone(options: { userId: string }): void {
  cache.remember(options.userId, undefined);
}
