import type { FetchStatus } from '@tanstack/react-query';

interface ReadState {
  isPending: boolean;
  fetchStatus: FetchStatus;
}

/**
 * A read with nothing kept on the phone that waits for a network: TanStack Query pauses it offline rather than failing
 * it, so without this test a screen would show 'Loading...' until the signal returns. It starts by itself once online.
 */
export const waitsForNetwork = (...reads: ReadState[]): boolean => reads.some((read) => read.isPending && read.fetchStatus === 'paused');

/** When the oldest of the reads a screen shows was last answered by the server (0 when none has data yet). */
export function oldestAnswer(...reads: { dataUpdatedAt: number }[]): number {
  const times = reads.map((read) => read.dataUpdatedAt).filter((time) => time > 0);
  return times.length > 0 ? Math.min(...times) : 0;
}
