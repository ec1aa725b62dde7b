/**
 * The offline feature's public surface (issue 12): the root that runs the person's outbox and keeps the query cache on
 * the device. The outbox itself is lib/outbox; the indicator that shows it is components/offline.
 */
export { OfflineRoot } from './components/offline-root';
export type { KeptFamilies } from './persist/kept-reads';
