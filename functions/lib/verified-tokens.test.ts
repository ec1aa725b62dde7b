import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-tokens';

describe('tokens already verified by this container', () => {
  it('are recalled by their exact text until their expiry, and not after', () => {
    let now = 1_000_000;
    const cache = createVerifiedTokenCache<string>({ now: () => now });
    cache.remember('token-a', 1_060, 'person-a');
    expect(cache.recall('token-a')).toBe('person-a');
    expect(cache.recall('token-a ')).toBeUndefined();
    now = 1_059_999;
    expect(cache.recall('token-a')).toBe('person-a');
    now = 1_060_000;
    expect(cache.recall('token-a')).toBeUndefined();
  });

  it('keep at most maxEntries, dropping the oldest first', () => {
    const cache = createVerifiedTokenCache<number>({ now: () => 0, maxEntries: 2 });
    cache.remember('one', 10, 1);
    cache.remember('two', 10, 2);
    cache.remember('three', 10, 3);
    expect([cache.recall('one'), cache.recall('two'), cache.recall('three')]).toEqual([undefined, 2, 3]);
  });

  it('are all forgotten when the keys change', () => {
    const cache = createVerifiedTokenCache<number>({ now: () => 0 });
    cache.remember('one', 10, 1);
    cache.forget();
    expect(cache.recall('one')).toBeUndefined();
  });
});
