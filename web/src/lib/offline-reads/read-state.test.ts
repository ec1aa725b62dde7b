import { describe, expect, it } from 'vitest';
import { NETWORK_FAILED_MESSAGE } from '../api-client';
import { oldestAnswer, waitsForNetwork } from './read-state';

const read = (state: Partial<Parameters<typeof waitsForNetwork>[0]>) => ({ isPending: false, fetchStatus: 'idle' as const, isLoadingError: false, error: null, ...state });

describe("a screen's reads offline", () => {
  it('waits for the network when a read has nothing and is paused, or its first read found no network', () => {
    expect(waitsForNetwork(read({ isPending: true, fetchStatus: 'paused' }))).toBe(true);
    expect(waitsForNetwork(read({}), read({ isPending: true, fetchStatus: 'paused' }))).toBe(true);
    expect(waitsForNetwork(read({ isLoadingError: true, error: new Error(NETWORK_FAILED_MESSAGE) }))).toBe(true);
  });

  it('does not while a read is on its way, has data, or was refused by the server', () => {
    expect(waitsForNetwork(read({ isPending: true, fetchStatus: 'fetching' }))).toBe(false);
    expect(waitsForNetwork(read({ fetchStatus: 'paused' }))).toBe(false);
    expect(waitsForNetwork(read({ isLoadingError: true, error: new Error('Service unavailable') }))).toBe(false);
  });

  it('dates the screen by its oldest answer, ignoring reads without data', () => {
    expect(oldestAnswer({ dataUpdatedAt: 300 }, { dataUpdatedAt: 0 }, { dataUpdatedAt: 200 })).toBe(200);
    expect(oldestAnswer({ dataUpdatedAt: 0 })).toBe(0);
  });
});
