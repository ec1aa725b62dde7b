import { API_PATH_PREFIX } from '../../../lib/api-client';

/** Path prefixes of responses that hold one person's data. */
const PRIVATE_PREFIXES = [API_PATH_PREFIX, '/media/'];

/**
 * Removes every Cache Storage entry for the API or media. The service worker never stores them (no runtime
 * caching), so this normally finds nothing; it runs on sign-out so that stays true whatever a later change caches.
 * Resolves to the number of entries removed.
 */
export async function purgePrivateCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  if (!storage) return 0;
  let removed = 0;
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (PRIVATE_PREFIXES.some((prefix) => new URL(request.url).pathname.startsWith(prefix)) && (await cache.delete(request))) removed += 1;
    }
  }
  return removed;
}
