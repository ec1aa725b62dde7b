/** The pwa feature's public surface: the service worker's runtime part (registration, update prompt, cache hygiene). */
export { PwaRoot } from './components/pwa-root';
export { purgePrivateCaches } from './lib/purge-private-caches';
