import { describe, expect, it, vi } from 'vitest';

import { createTokenVersionCache, tokenVersionCacheMs, DEFAULT_TOKEN_VERSION_CACHE_MS } from './token-version';

function cacheWith(versions: Map<string, number>, ttlMs: number) {
  let clock = 0;
  const read = vi.fn(async (userId: string) => versions.get(userId));
  const cache = createTokenVersionCache({ read, ttlMs: () => ttlMs, now: () => clock, maxEntries: 2 });
  return { cache, read, advance: (ms: number) => (clock += ms) };
}

describe('the token version cache', () => {
  it('reads a person once per period, and again after it', async () => {
    const versions = new Map([['ann', 0]]);
    const { cache, read, advance } = cacheWith(versions, 30_000);
    expect(await cache.current('ann')).toBe(0);
    versions.set('ann', 1);
    advance(29_999);
    expect(await cache.current('ann')).toBe(0); // the documented staleness
    advance(1);
    expect(await cache.current('ann')).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('remembers that a person does not exist for the same period only', async () => {
    const versions = new Map<string, number>();
    const { cache, advance } = cacheWith(versions, 1_000);
    expect(await cache.current('ghost')).toBeUndefined();
    versions.set('ghost', 0);
    advance(1_000);
    expect(await cache.current('ghost')).toBe(0);
  });

  it('reads every time with a period of 0', async () => {
    const { cache, read } = cacheWith(new Map([['ann', 0]]), 0);
    await cache.current('ann');
    await cache.current('ann');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('sees a version this container wrote at once', async () => {
    const { cache } = cacheWith(new Map([['ann', 0]]), 30_000);
    expect(await cache.current('ann')).toBe(0);
    cache.remember('ann', 1);
    expect(await cache.current('ann')).toBe(1);
  });

  it('keeps a bounded number of people, and does not keep a failed read', async () => {
    const versions = new Map([['a', 0], ['b', 0], ['c', 0]]);
    const { cache, read } = cacheWith(versions, 30_000);
    await cache.current('a');
    await cache.current('b');
    await cache.current('c'); // evicts a
    await cache.current('a');
    expect(read).toHaveBeenCalledTimes(4);

    read.mockRejectedValueOnce(new Error('table unreachable'));
    await expect(cache.current('d')).rejects.toThrow('table unreachable');
    expect(await cache.current('d')).toBeUndefined();
  });
});

describe('TOKEN_VERSION_CACHE_MS', () => {
  it('defaults to 30 s and accepts 0 to 5 minutes only', () => {
    vi.stubEnv('TOKEN_VERSION_CACHE_MS', undefined);
    expect(tokenVersionCacheMs()).toBe(DEFAULT_TOKEN_VERSION_CACHE_MS);
    vi.unstubAllEnvs();
    expect(DEFAULT_TOKEN_VERSION_CACHE_MS).toBe(30_000);
    expect(tokenVersionCacheMs('0')).toBe(0);
    for (const bad of ['-1', '300001', 'soon', '1.5']) expect(() => tokenVersionCacheMs(bad)).toThrow(/TOKEN_VERSION_CACHE_MS/);
  });
});
