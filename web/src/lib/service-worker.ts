/** Service workers need a secure context; the build registers one (features/pwa), the dev server (no sw.js) does not. */
export const serviceWorkerExpected = () => import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Resolves once the app's service worker is active, so a page opened from now on is served by it with the whole app
 * cached (issue 30: offline from the first minute), or after `timeoutMs` when installing takes longer (a slow network,
 * a browser that refuses service workers): waiting for it never holds the caller up for longer.
 */
export function untilAppCached(timeoutMs: number): Promise<void> {
  if (!serviceWorkerExpected()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, timeoutMs);
    void navigator.serviceWorker.ready.then(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}
