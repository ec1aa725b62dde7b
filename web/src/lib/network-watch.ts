import { onlineManager } from '@tanstack/react-query';
import { NETWORK_FAILED_MESSAGE } from './api-client';

/** How often the server is asked whether it answers again, once a read could not reach it. */
export const PROBE_INTERVAL_MS = 3_000;

let probing: ReturnType<typeof setInterval> | undefined;

/** A request that never reached the server (no network), as the API client reports it. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof Error && error.message === NETWORK_FAILED_MESSAGE;

/**
 * A read could not reach the server although the browser says it is online: a weak signal, or a page the service
 * worker served with the network gone (Chromium then keeps navigator.onLine true and fires no online event). The app
 * counts itself offline, as TanStack Query's onlineManager, so the other reads pause instead of failing one by one and
 * the screens show their kept data as offline; `probe` asks the server every few seconds, and the first answer brings
 * the app back online, which resumes and refreshes the reads by themselves.
 */
export function noteUnreachableServer(probe: () => Promise<unknown>): void {
  // Offline already: the browser's online event (or a probe running) brings it back.
  if (!onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  if (probing !== undefined) return;
  probing = setInterval(() => {
    if (onlineManager.isOnline()) return stopProbing();
    probe().then(() => {
      stopProbing();
      onlineManager.setOnline(true);
    }, () => undefined);
  }, PROBE_INTERVAL_MS);
}

function stopProbing(): void {
  clearInterval(probing);
  probing = undefined;
}
