import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { matchRoute, routeKeyOf } from '../../shared/routes';
import { api, baseUrl, signUp } from '../support/api';
import { entryFieldName, launchBrowser, newPhonePage } from '../support/browser';

/**
 * Issue 14, deliverable 3, as the page sees it: a set change is answered with what changed, so the live workout shows
 * it (the PR badge, the new numbers) without reading the session or its sets again; and the unread count is read only
 * while the app is visible, and at once when it becomes visible again. Requests are counted by route as the bench does.
 */
const BENCH = 'Barbell Bench Press - Medium Grip';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The /api requests a page makes, by route (`GET /api/workout-sets/session/{sessionId}`), and whether any is in flight. */
function countRequests(page: Page) {
  const routes: string[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const match = matchRoute(request.method(), url.pathname);
    routes.push(match ? routeKeyOf(match.route) : `${request.method()} ${url.pathname}`);
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    routes,
    /** Resolves once no /api request has been in flight for `quietMs` (polled). */
    quiet: (quietMs = 1_500) => expect.poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, { timeout: 20_000, interval: 100 }).toBe(true),
  };
}

async function signedIn(auth: AuthResponse, options: { fakeClock?: boolean } = {}): Promise<Page> {
  const page = await newPhonePage(browser);
  if (options.fakeClock) await page.clock.install();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((stored) => localStorage.setItem('social-fitness-auth', JSON.stringify(stored)), { token: auth.token, user: auth.user });
  return page;
}

const READS_OF_THE_SESSION = ['GET /api/workout-sessions/{id}', 'GET /api/workout-sets/session/{sessionId}', 'GET /api/workout-sessions/active'];

describe('a set change in the live workout', () => {
  it('shows the PR badge and the renumbered sets from the answers, reading neither the session nor its sets again', async () => {
    const auth = await signUp();
    const page = await signedIn(auth);
    const requests = countRequests(page);
    await page.goto(`${baseUrl()}/workout/start`);
    await page.waitForURL(/\/workout\/session\?session=/, { timeout: 20_000 });
    const sessionId = new URL(page.url()).searchParams.get('session') ?? '';
    await page.getByRole('button', { name: 'Add Exercise' }).tap();
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press medium');
    await page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button').filter({ hasText: BENCH }).first().tap();
    await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
    const card = page.getByRole('region', { name: BENCH, exact: true });
    await card.getByRole('button', { name: `Add Set to ${BENCH}` }).tap();
    await card.getByRole('button', { name: entryFieldName('Set 2 weight (lbs)') }).waitFor();
    for (const [field, keys] of [['Set 1 weight (lbs)', ['1', '0', '0']], ['Set 1 reps', ['5']]] as const) {
      await card.getByRole('button', { name: entryFieldName(field) }).tap();
      for (const key of keys) await page.getByRole('dialog').getByRole('button', { name: key, exact: true }).tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Done', exact: true }).tap();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await expect
      .poll(async () => (await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: auth.token })).body.map((set) => [set.weight, set.reps]), {
        timeout: 15_000,
      })
      .toEqual([
        [10_000, 5],
        [10_000, 5],
      ]);
    await requests.quiet();
    const before = requests.routes.length;

    // The first completed set of an exercise beats every earlier one: its badge comes with the toggle's answer.
    await card.getByRole('button', { name: 'Complete Set 1' }).tap();
    await card.getByText('PR', { exact: true }).first().waitFor({ timeout: 15_000 });
    await requests.quiet();
    // Deleting set 1 renumbers set 2 as set 1 (the answer shows it; the screen already did).
    await card.getByRole('button', { name: 'Set 1 options' }).tap();
    await page.getByRole('dialog', { name: 'Set 1' }).getByRole('button', { name: 'Delete Set' }).tap();
    await expect
      .poll(async () => (await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: auth.token })).body.length, { timeout: 15_000 })
      .toBe(1);
    await requests.quiet();

    const after = requests.routes.slice(before);
    expect(after).toEqual(['PATCH /api/workout-sets/{id}/toggle-completion', 'DELETE /api/workout-sets/{id}']);
    expect(after.filter((route) => READS_OF_THE_SESSION.includes(route))).toEqual([]);
    expect(await card.getByRole('button', { name: /^Complete Set/ }).count()).toBe(1);
    await expect(card.getByRole('button', { name: 'Complete Set 1' }).getAttribute('aria-pressed')).resolves.toBe('false');
  });
});

describe('the unread count', () => {
  const UNREAD = 'GET /api/notifications/unread-count';

  it('is polled only while the app is visible, and read at once when it becomes visible again', async () => {
    const [me, fan] = await Promise.all([signUp(), signUp()]);
    const page = await signedIn(me, { fakeClock: true });
    const requests = countRequests(page);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Notifications' }).waitFor({ timeout: 20_000 });
    await requests.quiet(500);
    const unreadReads = () => requests.routes.filter((route) => route === UNREAD).length;
    /** A minute of the page's clock, in 5 s steps, each followed by the reads it started. */
    const aMinutePasses = async () => {
      for (let step = 0; step < 12; step++) {
        await page.clock.runFor(5_000);
        await requests.quiet(200);
      }
    };
    const setVisibility = (state: 'hidden' | 'visible') =>
      // A string: functions passed to the page would carry the test runner's helpers with them.
      page.evaluate(`(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${state === 'hidden'} });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      })()`);

    let seen = unreadReads();
    await aMinutePasses();
    expect(unreadReads() - seen).toBe(2); // every 30 s while visible

    await setVisibility('hidden');
    seen = unreadReads();
    expect((await api('POST /api/users/{id}/follow', { params: { id: me.user.id }, token: fan.token })).status).toBeLessThan(300);
    await aMinutePasses();
    expect(unreadReads() - seen).toBe(0);
    await page.getByRole('button', { name: 'Notifications' }).waitFor(); // the badge could not know yet

    await setVisibility('visible');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
    expect(unreadReads() - seen).toBe(1);
  });
});
