/** Tokens remembered per container; the oldest entry goes first. */
const MAX_REMEMBERED_TOKENS = 10_000;

export interface VerifiedTokenCache<T> {
  /** What `remember` stored for this exact token text, while its expiry (`exp`, in seconds) has not passed. */
  recall(token: string): T | undefined;
  remember(token: string, expiresAtSeconds: number, value: T): void;
  forget(): void;
}

/**
 * The tokens a container already verified, by their exact text. A signature check over the same bytes with the same
 * keys always gives the same answer, so only the expiry has to be checked again: an ES256 verification was ~6 % of
 * the local runner's CPU under load (docs/decisions.md 58). The keys are the container's for its whole life; whoever
 * changes them (tests) calls `forget`.
 */
export function createVerifiedTokenCache<T>(options: { now?: () => number; maxEntries?: number } = {}): VerifiedTokenCache<T> {
  const now = options.now ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? MAX_REMEMBERED_TOKENS;
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    recall(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (now() < entry.expiresAtMs) return entry.value;
      entries.delete(token);
      return undefined;
    },
    remember(token, expiresAtSeconds, value) {
      entries.delete(token);
      entries.set(token, { value, expiresAtMs: expiresAtSeconds * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget() {
      entries.clear();
    },
  };
}
