import type { FetchStatus } from '@tanstack/react-query';
import { isNetworkFailure } from '../network-watch';

interface ReadState {
  isPending: boolean;
  fetchStatus: FetchStatus;
  isLoadingError: boolean;
  error: unknown;
}

/**
 * A read with nothing kept on the phone that waits for a network: TanStack Query pauses it offline rather than failing
 * it, so without this test a screen would show 'Loading...' until the signal returns. A first read that failed for want
 * of a network (the browser said online) waits the same way. Either starts by itself once online.
 */
export const waitsForNetwork = (...reads: ReadState[]): boolean =>
  reads.some((read) => (read.isPending && read.fetchStatus === 'paused') || (read.isLoadingError && isNetworkFailure(read.error)));

/** When the oldest of the reads a screen shows was last answered by the server (0 when none has data yet). */
export function oldestAnswer(...reads: { dataUpdatedAt: number }[]): number {
  const times = reads.map((read) => read.dataUpdatedAt).filter((time) => time > 0);
  return times.length > 0 ? Math.min(...times) : 0;
}
