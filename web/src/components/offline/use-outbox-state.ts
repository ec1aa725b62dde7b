import { useSyncExternalStore } from 'react';
import type { OutboxRefusal } from '../../lib/outbox/outbox-entry';
import { currentOutbox } from '../../lib/outbox/outbox-runtime';
import { subscribeToOutbox } from '../../lib/outbox/use-outbox-entries';

export interface OutboxView {
  waiting: number;
  sending: boolean;
  refusals: readonly OutboxRefusal[];
}

const EMPTY: OutboxView = { waiting: 0, sending: false, refusals: [] };
let snapshot: OutboxView = EMPTY;

const sameRefusals = (a: readonly OutboxRefusal[], b: readonly OutboxRefusal[]) => a.length === b.length && a.every((refusal, index) => refusal === b[index]);

/**
 * A new view only when what it shows changed: the outbox reading back its (empty) storage must not count as a change,
 * or the app's first render, a transition, is thrown away and redone in one long task (issue 14, blocking time).
 */
export function readOutboxView(): OutboxView {
  const outbox = currentOutbox();
  if (!outbox) return EMPTY;
  // A held entry (its undo window is open) is not waiting for the network yet.
  const next = { waiting: outbox.entries.filter((entry) => !entry.held).length, sending: outbox.isSending(), refusals: outbox.refusals };
  if (next.waiting === snapshot.waiting && next.sending === snapshot.sending && sameRefusals(next.refusals, snapshot.refusals)) return snapshot;
  snapshot = next;
  return snapshot;
}

/** The signed-in person's outbox as the indicator shows it: changes waiting, whether one is on its way, refusals. */
export function useOutboxState(): OutboxView {
  return useSyncExternalStore(subscribeToOutbox, readOutboxView, () => EMPTY);
}
