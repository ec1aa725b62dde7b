import type { Page } from 'playwright-core';
import { baseUrl } from './api';

/**
 * Hands `payload` to the page's service worker as the browser's push service would (DevTools' deliverPushMessage:
 * headless Chromium has no push service of its own). Answers the DevTools session's detach, for once the push is seen.
 */
export async function deliverToServiceWorker(page: Page, payload: unknown): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl()}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: await registrationId, data: JSON.stringify(payload) });
  return () => cdp.detach();
}
