/**
 * Issue 30: Settings turns Web Push on for this phone, lists it and removes it, switches a kind off; a push the server
 * sent reaches the service worker, which shows the notification with the text the in-app notification shows.
 *
 * Headless Chromium cannot subscribe at a real push service, so PushManager's subscribe/getSubscription are stubbed
 * (an init script) with a subscription at the run's local push service, with keys it made. The server then really
 * encrypts and posts to that service, which decrypts the payload; the test hands that payload to the service worker
 * through the DevTools protocol's ServiceWorker.deliverPushMessage, as a push service would deliver it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../shared/push/push-kinds';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser } from '../support/browser';
import { pushService, type TestSubscription } from '../support/push-service';
import { deliverToServiceWorker } from '../support/service-worker-push';
import { signedInPage } from '../support/session';

let browser: Browser;
let page: Page;
let context: BrowserContext;
let account: Awaited<ReturnType<typeof signUp>>;
let subscription: TestSubscription;

const SW_WAIT = { timeout: 20_000, interval: 100 };
const section = () => page.getByRole('region', { name: 'Notifications on this device' });

/** Replaces PushManager's subscribe/getSubscription with a subscription at the local push service (kept across loads). */
function stubPushManager(stub: TestSubscription) {
  const STORE = 'e2e-push-subscribed';
  const fake = {
    endpoint: stub.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys: stub.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  };
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(STORE, '1');
    return fake as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(STORE) ? fake : null) as unknown as PushSubscription | null;
  };
}

beforeAll(async () => {
  account = await signUp({ displayName: 'Pat Push' });
  subscription = await pushService().subscribe();
  browser = await launchBrowser();
  page = await signedInPage(browser, account, async (target) => {
    await target.context().grantPermissions(['notifications'], { origin: baseUrl() });
    await target.addInitScript(stubPushManager, subscription);
  });
  context = page.context();
});

afterAll(async () => {
  await browser?.close();
});

/** The notifications the app's service worker shows now. */
const shownNotifications = () =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((one) => ({ title: one.title, body: one.body, data: one.data as { url: string } }));
  });

describe('Settings: notifications on this device', () => {
  it('turns push on: the phone is listed as this device, with a switch per kind', async () => {
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), SW_WAIT).toBe('activated');
    await page.goto(`${baseUrl()}/profile/settings`);
    await section().getByText('No device receives notifications yet').waitFor();
    await section().getByRole('button', { name: 'Turn on notifications' }).click();
    await section().getByText('On for this device').waitFor();
    const devices = section().getByRole('list', { name: 'Devices that receive notifications' });
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    await devices.getByText('This device').waitFor();
    const listed = await api('GET /api/push/subscriptions', { token: account.token });
    expect(listed.body.map((device) => device.endpoint)).toEqual([subscription.endpoint]);
    // Every kind the server pushes, the rest timer's too (issue 30, deliverable 6).
    expect(await section().getByRole('switch').allTextContents()).toHaveLength(6);
    expect(await section().getByRole('switch', { name: 'Rest timer' }).getAttribute('aria-checked')).toBe('true');
    expect(await fitsViewport(page)).toBe(true);
    await section().scrollIntoViewIfNeeded();
    await checkScreen(page, 'settings-push-on');
    // The narrowest phone: nothing wider than the screen, the switches and Remove still whole.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'settings-push-on-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('switches likes off for this device', async () => {
    const likes = section().getByRole('switch', { name: 'Likes' });
    expect(await likes.getAttribute('aria-checked')).toBe('true');
    await likes.click();
    await expect.poll(() => likes.getAttribute('aria-checked')).toBe('false');
    await expect.poll(async () => (await api('GET /api/push/subscriptions', { token: account.token })).body[0]?.kinds.likes).toBe(false);
  });

  it('a message pushed by the server is shown by the service worker with what the notification says, opening the thread', async () => {
    const sender = await signUp({ displayName: 'Sam Sender' });
    await api('POST /api/messages', { token: sender.token, body: { receiverId: account.user.id, content: 'See you at the gym' } });
    let payload: PushPayload | undefined;
    await expect
      .poll(async () => {
        const received = await pushService().received(subscription.id);
        payload = received[0]?.payload as PushPayload | undefined;
        return received.length;
      }, SW_WAIT)
      .toBe(1);
    expect(payload).toMatchObject({ kind: 'messages', title: 'Sam Sender', body: 'See you at the gym', url: `/messages?userId=${sender.user.id}` });

    // Delivered to the service worker as the browser's push service would.
    const detach = await deliverToServiceWorker(page, payload);
    await expect.poll(shownNotifications, SW_WAIT).toEqual([{ title: 'Sam Sender', body: 'See you at the gym', data: { url: `/messages?userId=${sender.user.id}`, exact: true } }]);
    await detach();

    // A tap (the worker's notificationclick, dispatched in the worker: headless Chromium shows no notification to
    // tap) sends the open window to the conversation.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [shown] = await scope.registration.getNotifications();
      const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification: shown! }));
    });
    await page.waitForURL(`${baseUrl()}/messages?userId=${sender.user.id}`);
    await page.getByRole('log').getByText('See you at the gym').waitFor();
    await page.goto(`${baseUrl()}/profile/settings`);
  });

  it('removes this device: the list empties and push can be turned on again', async () => {
    await section().getByText('On for this device').waitFor();
    await section().getByRole('button', { name: /^Remove .* \(this device\)$/ }).click();
    await section().getByText('No device receives notifications yet').waitFor();
    await section().getByRole('button', { name: 'Turn on notifications' }).waitFor();
    expect((await api('GET /api/push/subscriptions', { token: account.token })).body).toEqual([]);
    await checkScreen(page, 'settings-push-off');
  });
});
