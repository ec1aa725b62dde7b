/**
 * The offline feature's public surface (issue 12): the per-person outbox of changes waiting for the network, the
 * query cache kept on the device, and the indicator that shows both.
 */
export { keyToSend, type OutboxEntry, type OutboxInput, type OutboxRefusal } from '../../lib/outbox/outbox-entry';
export type { Outbox, SendOutcome } from '../../lib/outbox/outbox';
export { currentOutbox, currentOutboxUserId, discardOutboxOf, startOutbox, stopOutbox, subscribeToCurrentOutbox } from '../../lib/outbox/outbox-runtime';
export { OfflineIndicator } from './components/offline-indicator';
export { useOnline } from '../../lib/use-online';
export { OfflineRoot } from './components/offline-root';
