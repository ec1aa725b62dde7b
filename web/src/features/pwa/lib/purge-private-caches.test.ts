import { describe, expect, it } from 'vitest';
import { purgePrivateCaches } from './purge-private-caches';

/** An in-memory CacheStorage holding request URLs by cache name. */
function cacheStorage(contents: Record<string, string[]>) {
  const caches = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]));
  const storage = {
    keys: async () => [...caches.keys()],
    open: async (name: string) => {
      const urls = caches.get(name) ?? new Set<string>();
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      };
    },
  } as unknown as CacheStorage;
  return { storage, urls: () => Object.fromEntries([...caches].map(([name, urls]) => [name, [...urls]])) };
}

describe('clearing private caches on sign-out', () => {
  it('removes every API and media entry from every cache and keeps the app shell', async () => {
    const { storage, urls } = cacheStorage({
      'workbox-precache-v2': ['https://fit.example/index.html', 'https://fit.example/assets/index-abc.js'],
      stray: ['https://fit.example/api/auth/me', 'https://fit.example/media/photos/p.jpg', 'https://fit.example/apiary.png'],
    });
    await expect(purgePrivateCaches(storage)).resolves.toBe(2);
    expect(urls()).toEqual({
      'workbox-precache-v2': ['https://fit.example/index.html', 'https://fit.example/assets/index-abc.js'],
      stray: ['https://fit.example/apiary.png'],
    });
  });

  it('does nothing where Cache Storage is missing', async () => {
    await expect(purgePrivateCaches(undefined)).resolves.toBe(0);
  });
});
