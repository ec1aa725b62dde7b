import { describe, expect, it } from 'vitest';
import { cachedForTtl } from './catalogue-cache';

describe('cachedForTtl', () => {
  it('loads once per TTL, and again after it', async () => {
    let loads = 0;
    let now = 0;
    const get = cachedForTtl(async () => ++loads, 1_000, () => now);
    expect(await get()).toBe(1);
    now = 999;
    expect(await get()).toBe(1);
    now = 1_000;
    expect(await get()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const get = cachedForTtl(async () => ++loads, 1_000);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const get = cachedForTtl(async () => {
      loads++;
      if (loads === 1) throw new Error('throttled');
      return loads;
    }, 1_000);
    await expect(get()).rejects.toThrow('throttled');
    expect(await get()).toBe(2);
  });
});
