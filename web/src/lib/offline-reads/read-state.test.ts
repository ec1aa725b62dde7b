import { describe, expect, it } from 'vitest';
import { oldestAnswer, waitsForNetwork } from './read-state';

describe("a screen's reads offline", () => {
  it('waits for the network only when a read has nothing and is paused', () => {
    expect(waitsForNetwork({ isPending: true, fetchStatus: 'paused' })).toBe(true);
    expect(waitsForNetwork({ isPending: false, fetchStatus: 'paused' }, { isPending: true, fetchStatus: 'fetching' })).toBe(false);
    expect(waitsForNetwork({ isPending: false, fetchStatus: 'idle' }, { isPending: true, fetchStatus: 'paused' })).toBe(true);
  });

  it('dates the screen by its oldest answer, ignoring reads without data', () => {
    expect(oldestAnswer({ dataUpdatedAt: 300 }, { dataUpdatedAt: 0 }, { dataUpdatedAt: 200 })).toBe(200);
    expect(oldestAnswer({ dataUpdatedAt: 0 })).toBe(0);
  });
});
