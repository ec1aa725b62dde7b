import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './outbox-entry';
import { currentOutbox, subscribeToCurrentOutbox } from './outbox-runtime';

/** Hears every change of the signed-in person's outbox, and the outbox itself changing (sign-in, sign-out). */
export function subscribeToOutbox(listener: () => void): () => void {
  let stop = currentOutbox()?.subscribe(listener);
  const stopCurrent = subscribeToCurrentOutbox(() => {
    stop?.();
    stop = currentOutbox()?.subscribe(listener);
    listener();
  });
  return () => {
    stop?.();
    stopCurrent();
  };
}

const NO_ENTRIES: readonly OutboxEntry[] = [];
const entriesSnapshot = () => currentOutbox()?.entries ?? NO_ENTRIES;

/** The changes waiting in the signed-in person's outbox, in order (held ones included). */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeToOutbox, entriesSnapshot, entriesSnapshot);
}
