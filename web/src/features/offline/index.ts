/**
 * The offline feature's public surface (issue 12): the per-person outbox of changes waiting for the network, the
 * query cache kept on the device, and the indicator that shows both.
 */
export { keyToSend, type OutboxEntry, type OutboxInput, type OutboxRefusal } from './outbox/outbox-entry';
export type { Outbox, SendOutcome } from './outbox/outbox';
export { currentOutbox, currentOutboxUserId, discardOutboxOf, startOutbox, stopOutbox, subscribeToCurrentOutbox } from './outbox/outbox-runtime';
export { OfflineIndicator } from './components/offline-indicator';
export { useOnline } from './components/use-online';
export { OfflineRoot } from './components/offline-root';
