/**
 * Issue 30, deliverable 6: the rest alert reaches a phone that is locked. A person with push on (their device at the
 * run's local push service, notifications allowed) starts a routine whose squat rests 4 s and ticks a set: the server
 * pushes "Rest is over" within 2 s of the rest's end as the phone counts it (the push service's receipt time against
 * the timer the phone stored), and the service worker shows it. The next set's rest is skipped: nothing is pushed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import type { PushPayload } from '../../shared/push/push-kinds';
import { createRoutine, EXERCISES } from '../api/plans/helpers';
import { fence, LATE_ALLOWED_MS } from '../api/rest-alert-helpers';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, launchBrowser } from '../support/browser';
import { pushService, type ReceivedPush, type TestSubscription } from '../support/push-service';
import { deliverToServiceWorker } from '../support/service-worker-push';
import { signedInPage } from '../support/session';

const REST_SECONDS = 4;
const WAIT = { timeout: 20_000, interval: 50 };

let browser: Browser;
let page: Page;
let athlete: AuthResponse;
let subscription: TestSubscription;
let routineId = '';

const squat = () => page.getByRole('region', { name: EXERCISES.squat.name, exact: true });
const restTimer = () => page.getByRole('region', { name: 'Rest timer' });
const received = (): Promise<ReceivedPush[]> => pushService().received(subscription.id);

/** When the rest the phone runs now ends, by the phone's own record of it (web/src/lib/live-session/rest-timer-key.ts). */
const restEnd = () =>
  page.evaluate(() => {
    const timer = JSON.parse(localStorage.getItem('rest_timer') ?? 'null') as { startedAt: number; durationSeconds: number } | null;
    return timer ? timer.startedAt + timer.durationSeconds * 1000 : null;
  });

async function tick(set: string): Promise<void> {
  const complete = squat().getByRole('button', { name: `Complete ${set}`, exact: true });
  await complete.tap();
  await expect.poll(() => complete.getAttribute('aria-pressed')).toBe('true');
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Rhea Rest' });
  const routine = await createRoutine(athlete.token, {
    name: 'Short Rests',
    exercises: [{ exerciseId: EXERCISES.squat.id, sets: 3, reps: '5', weight: 13_500, restSeconds: REST_SECONDS }],
  });
  routineId = routine.id;
  // Push turned on for this phone (Settings does it through the browser's PushManager: test/e2e/push.e2e.test.ts).
  subscription = await pushService().subscribe();
  const device = await api('PUT /api/push/subscriptions', { token: athlete.token, body: { endpoint: subscription.endpoint, keys: subscription.keys, label: 'Test phone' } });
  expect(device.status).toBe(200);
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete, (target) => target.context().grantPermissions(['notifications'], { origin: baseUrl() }));
});

afterAll(async () => {
  await browser?.close();
});

describe('the rest alert on a locked phone', () => {
  it('pushes "Rest is over" within 2 s of the rest\'s end, and the service worker shows it', async () => {
    await page.goto(`${baseUrl()}/routine/${routineId}`);
    await page.getByRole('button', { name: 'Start Routine' }).tap();
    await squat().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), WAIT).toBe('activated');

    await tick('Set 1');
    await restTimer().waitFor();
    const end = await restEnd();
    expect(end).not.toBeNull();
    await checkScreen(page, 'rest-push-resting');

    await expect.poll(async () => (await received()).length, WAIT).toBe(1);
    const [push] = await received();
    expect(push!.problems).toEqual([]);
    const at = Date.parse(push!.receivedAt);
    expect(at - end!, 'ms after the rest ended').toBeGreaterThanOrEqual(0);
    expect(at - end!, 'ms after the rest ended').toBeLessThanOrEqual(LATE_ALLOWED_MS);
    const payload = push!.payload as PushPayload;
    const sessionId = new URL(page.url()).searchParams.get('session');
    expect(payload).toEqual({ id: 'rest-timer', kind: 'rest', title: 'Rest is over', body: `Time for your next set of ${EXERCISES.squat.name}.`, url: `/workout/session?session=${sessionId}` });

    // Delivered to the service worker as the browser's push service would (DevTools: headless Chromium has none).
    const detach = await deliverToServiceWorker(page, payload);
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications({ tag: 'rest-timer' })).map((one) => ({ title: one.title, body: one.body })));
    await expect.poll(shown, WAIT).toEqual([{ title: 'Rest is over', body: `Time for your next set of ${EXERCISES.squat.name}.` }]);
    await detach();
    await restTimer().waitFor({ state: 'detached' });
  });

  it('pushes nothing for a rest that was skipped', async () => {
    await tick('Set 2');
    await restTimer().waitFor();
    const end = (await restEnd())!;
    await page.getByRole('button', { name: 'Skip Rest' }).tap();
    await restTimer().waitFor({ state: 'detached' });

    // Another person's rest ending after this one would have: once its push is in, this one's would be too.
    await fence((end - Date.now()) / 1000 + 1.5);
    expect(await received()).toHaveLength(1);
  });
});
