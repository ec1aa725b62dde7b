import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILED_MESSAGE } from './api-client';
import { isNetworkFailure, noteUnreachableServer, PROBE_INTERVAL_MS } from './network-watch';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('a read that could not reach the server while the browser says online', () => {
  it('counts the app offline and asks the server again until it answers, then online again', async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
    let answers = false;
    const probe = vi.fn(() => (answers ? Promise.resolve() : Promise.reject(new Error(NETWORK_FAILED_MESSAGE))));

    noteUnreachableServer(probe);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(false);

    answers = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(onlineManager.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('stops asking once the browser says online again, and does nothing while already offline', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.reject(new Error(NETWORK_FAILED_MESSAGE)));
    noteUnreachableServer(probe);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(probe).not.toHaveBeenCalled();

    onlineManager.setOnline(false);
    noteUnreachableServer(probe);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(probe).not.toHaveBeenCalled();
  });

  it('knows a failure to reach the server from an answer', () => {
    expect(isNetworkFailure(new Error(NETWORK_FAILED_MESSAGE))).toBe(true);
    expect(isNetworkFailure(new Error('Not found'))).toBe(false);
  });
});
