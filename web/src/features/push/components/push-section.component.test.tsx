import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushDevice } from '../../../../../shared/api-types';
import { ALL_PUSH_KINDS_ON } from '../../../../../shared/push/push-kinds';
import { answer, answerAll, apiError, json, never, page, requestsTo } from '../../../test/api-stub';
import { renderScreen } from '../../../test/render-screen';

const section = () => screen.findByRole('region', { name: 'Notifications on this device' });

const aDevice = (overrides: Partial<PushDevice> = {}): PushDevice => ({
  id: 'device-1',
  endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
  label: 'Chrome on Android',
  service: 'Chrome / Android',
  createdAt: '2026-12-01T10:00:00.000Z',
  kinds: ALL_PUSH_KINDS_ON,
  ...overrides,
});

/** Settings' other lists, empty. */
function answerOtherLists() {
  answerAll({ 'GET /api/follow-requests': () => page([]), 'GET /api/blocks': () => page([]), 'GET /api/health-import-keys': () => page([]) });
}

/** A browser with push support, the given permission and (maybe) a subscription at `endpoint`. */
function pushCapableBrowser(permission: NotificationPermission, endpoint: string | null) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  const registration = { pushManager: { getSubscription: async () => (endpoint ? { endpoint, unsubscribe: async () => true } : null) } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("Settings' notifications on this device", () => {
  it('says plainly when this browser cannot receive notifications, and still lists the devices', async () => {
    answerOtherLists();
    answer('GET /api/push/subscriptions', () => json([aDevice()]));
    renderScreen('/profile/settings');

    const region = await section();
    expect(within(region).getByText(/This browser cannot receive notifications\. On an iPhone, add the app to your Home Screen/)).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(await within(region).findByText('Chrome on Android')).toBeVisible();
  });

  it('says notifications are blocked when the person denied them', async () => {
    answerOtherLists();
    pushCapableBrowser('denied', null);
    answer('GET /api/push/subscriptions', () => json([]));
    renderScreen('/profile/settings');

    expect(await within(await section()).findByText(/Notifications are blocked for this app/)).toBeVisible();
    expect(within(await section()).getByText('No device receives notifications yet')).toBeVisible();
  });

  it('offers to turn them on while this browser is not subscribed; Loading... while the devices are read', async () => {
    answerOtherLists();
    pushCapableBrowser('default', null);
    answer('GET /api/push/subscriptions', never);
    renderScreen('/profile/settings');

    const region = await section();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(region).getByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
  });

  it("shows this device's switches, marks it, and removes another device", async () => {
    answerOtherLists();
    pushCapableBrowser('granted', 'https://fcm.googleapis.com/fcm/send/phone');
    let devices = [aDevice({ kinds: { ...ALL_PUSH_KINDS_ON, likes: false } }), aDevice({ id: 'device-2', endpoint: 'https://web.push.apple.com/x', label: 'Safari on iPhone' })];
    answer('GET /api/push/subscriptions', () => json(devices));
    answer('DELETE /api/push/subscriptions/{id}', () => {
      devices = devices.filter((device) => device.id !== 'device-2');
      return new Response(null, { status: 204 });
    });
    const { person } = renderScreen('/profile/settings');

    const region = await section();
    expect(await within(region).findByText('On for this device')).toBeVisible();
    expect(within(region).getByRole('switch', { name: 'Likes' })).toHaveAttribute('aria-checked', 'false');
    expect(within(region).getByRole('switch', { name: 'Messages' })).toHaveAttribute('aria-checked', 'true');
    // Issue 30, deliverable 6: the rest timer's push has its switch too.
    expect(within(region).getByRole('switch', { name: 'Rest timer' })).toHaveAttribute('aria-checked', 'true');
    const list = within(region).getByRole('list', { name: 'Devices that receive notifications' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('This device');

    await person.click(within(list).getByRole('button', { name: 'Remove Safari on iPhone' }));
    await vi.waitFor(() => expect(within(list).queryByText('Safari on iPhone')).toBeNull());
    expect(requestsTo('DELETE /api/push/subscriptions/{id}').map((request) => request.url.pathname)).toEqual(['/api/push/subscriptions/device-2']);
  });

  it("shows the API's message when the devices cannot be read", async () => {
    answerOtherLists();
    answer('GET /api/push/subscriptions', () => apiError(503, 'Devices are unavailable'));
    renderScreen('/profile/settings');

    expect(await within(await section()).findByText('Devices are unavailable')).toBeVisible();
  });
});
