import { registerSW } from 'virtual:pwa-register';
import { setUpdateAvailable } from './update-store';

/**
 * Registers the generated service worker (web/pwa.config.ts). A new deploy's worker waits (registerType 'prompt'):
 * the update prompt offers it, and it also takes over by itself once every window of the app is closed (the next
 * cold open). Loaded with a dynamic import after the first render, so the first screen does not carry workbox-window.
 * Once per page: signing out and in again does not register it twice.
 */
let registered = false;

export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  let reloadRequestedHere = false;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      setUpdateAvailable(async () => {
        reloadRequestedHere = true;
        await updateServiceWorker(true);
      });
    },
    // The new worker took control. This page reloads only when the person asked for it here; another window that
    // applied the update must not reload this one (it may be mid-workout), it only offers the reload in turn.
    onNeedReload() {
      if (reloadRequestedHere) window.location.reload();
      else setUpdateAvailable(() => Promise.resolve(window.location.reload()));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // An installed app is often resumed, not reopened: look for a new deploy whenever it comes back to the screen.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
      });
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed; the app works online only.', error);
    },
  });
}
