/** How long a Lambda container reuses the catalogue it read (it changes only when a deploy re-seeds it). */
export const CATALOGUE_CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * Keeps the result of `load` in the container's memory for `ttlMs`. Concurrent callers during a load
 * share it; a failed load is not kept.
 */
export function cachedForTtl<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: Promise<T>; loadedAt: number } | undefined;
  return () => {
    if (cached && now() - cached.loadedAt < ttlMs) return cached.value;
    const entry = { value: load(), loadedAt: now() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
