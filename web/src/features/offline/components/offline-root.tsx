import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenQuiet } from '../../../lib/when-quiet';
import type { KeptFamilies } from '../persist/kept-reads';

// TanStack Query assumes it starts online and only follows the online/offline events: a page opened (or reloaded)
// with no network must say so at once, or every read fails (and a failed current-user read signs the person out).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export interface OfflineReads {
  /** Query key families of this person kept on the device for reading offline (from the features' key factories). */
  persistedFamilies: (userId: string) => KeptFamilies;
  /** Reads to have on the device before the person needs them offline (the exercise catalogue for the picker). */
  warmUp?: (queryClient: QueryClient) => void;
  /** Marks the reads never dropped from memory (the device's copy is written from memory): set before it is read back. */
  keepInMemory?: (queryClient: QueryClient) => void;
}

interface OfflineRootProps {
  /** The signed-in person (null when signed out). */
  userId: string | null;
  /** A stable function (not made during render) that loads what to keep on the device: a chunk of its own, fetched only for a signed-in person. */
  loadOfflineReads: () => Promise<OfflineReads>;
  /** Shown while the device's cache is read back. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Starts the signed-in person's outbox and keeps their chosen reads on the device. The app renders once that cache is
 * read back (a small IndexedDB read), so a read that cannot reach the server still has the device's copy. On sign-out the
 * outbox stops (its changes stay stored for that person) and the person's persisted reads are deleted.
 */
export function OfflineRoot({ userId, loadOfflineReads, fallback, children }: OfflineRootProps) {
  const queryClient = useQueryClient();
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const previousUser = useRef<string | null>(null);

  useEffect(() => {
    const signedOut = previousUser.current;
    previousUser.current = userId;
    if (!userId) {
      if (signedOut) {
        void import('../../../lib/outbox/outbox-runtime').then(({ stopOutbox }) => stopOutbox());
        forgetOfflineReads(signedOut);
      }
      return;
    }
    let stopPersisting: (() => void) | undefined;
    let cancelWarmUp: (() => void) | undefined;
    let cancelled = false;
    // The outbox, the persister and idb-keyval are chunks of their own: the signed-out first screen never loads them.
    void Promise.all([import('../../../lib/outbox/outbox-runtime'), import('../persist/persist-queries'), loadOfflineReads()])
      .then(async ([{ startOutbox }, { restoreAndPersist }, { persistedFamilies, warmUp, keepInMemory }]) => {
        // Started before the children render, so a feature's first change always finds it.
        if (!cancelled) startOutbox(userId);
        keepInMemory?.(queryClient);
        const stop = await restoreAndPersist(queryClient, userId, persistedFamilies(userId));
        if (cancelled) stop();
        else stopPersisting = stop;
        // Not needed for this screen: after it (the catalogue is large, it would slow the first screen down).
        if (!cancelled && warmUp) cancelWarmUp = whenQuiet(queryClient, () => navigator.onLine && warmUp(queryClient));
      })
      .catch((error: unknown) => console.warn('Reading the offline cache failed', error))
      // The app's first render: a transition, rendered in slices rather than one long task (issue 14).
      .finally(() => startTransition(() => setRestoredFor(userId)));
    return () => {
      cancelled = true;
      cancelWarmUp?.();
      stopPersisting?.();
    };
    // loadOfflineReads is a module constant of the app: the effect follows the person only.
  }, [userId, queryClient, loadOfflineReads]);

  // navigator.onLine may say online with no network behind it (a weak signal, a reload served by the service
  // worker): always render from the device's copy first, then let the reads refresh it.
  return userId !== null && restoredFor !== userId ? fallback : children;
}

/**
 * Sign-out: deletes the person's persisted reads (the in-memory cache is cleared by the auth feature). Deleted again
 * once the persister's last throttled write (at most a second late) has run.
 */
function forgetOfflineReads(userId: string): void {
  void import('../persist/persist-queries').then(({ forgetPersistedQueries }) => {
    void forgetPersistedQueries(userId);
    setTimeout(() => void forgetPersistedQueries(userId), 1500);
  });
}
