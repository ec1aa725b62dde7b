import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, PHONE_VIEWPORT } from '../support/browser';
import { storedQueryCache } from '../support/offline-cache';
import { signedInPage } from '../support/session';

/**
 * Issue 30, deliverable 4: a new account with a finished workout, a post and a message opens each read screen once
 * online. Then the network is really cut and every page is loaded afresh offline: home, history, the workout's detail,
 * the exercise's detail, the own profile, a profile opened, the feed and the messages show what they showed, each
 * marked 'Offline · last updated …'; a screen never opened says it opens once back online. Back online the marker
 * goes and the screens read the server again by themselves.
 */
const BENCH_ID = 'Barbell_Bench_Press_-_Medium_Grip';
const DEADLIFT_ID = 'Barbell_Deadlift';
const WORKOUT = 'Basement Bench';
const POST = 'Bench day in the basement, no signal down here';
const MESSAGE = 'See you at the rack at six?';
const LATER_WORKOUT = 'Back Online Rows';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let athlete: AuthResponse;
let friend: AuthResponse;
let workoutId = '';

async function logWorkout(name: string): Promise<string> {
  const logged = await api('POST /api/workout-sessions/completed', {
    token: athlete.token,
    body: {
      name,
      startTime: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      durationMinutes: 40,
      exercises: [{ exerciseId: BENCH_ID, sets: [{ weight: 13500, reps: 5 }] }],
    },
  });
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  return logged.body.id;
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Offline Reader' });
  friend = await signUp({ displayName: 'Rack Partner' });
  workoutId = await logWorkout(WORKOUT);
  const post = await api('POST /api/social-posts', { token: athlete.token, body: { content: POST } });
  expect(post.status).toBe(201);
  const message = await api('POST /api/messages', { token: athlete.token, body: { receiverId: friend.user.id, content: MESSAGE } });
  expect(message.status).toBe(201);
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
  context = page.context();
});

afterAll(async () => {
  await browser?.close();
});

const marker = () => page.getByText(/^Offline · last updated \d/);
const region = (name: string) => page.getByRole('region', { name, exact: true });

interface ReadScreen {
  name: string;
  path: () => string;
  /** What the screen shows from its reads. */
  shows: () => Locator;
  /** A piece of its reads' keys, as the phone's copy stores them. */
  kept: () => string;
}

const screens: ReadScreen[] = [
  {
    name: 'home',
    path: () => '/',
    shows: () => page.getByRole('list', { name: 'Recent activity' }).getByText(WORKOUT),
    kept: () => `"${athlete.user.id}","completed-workouts",{"limit"`,
  },
  {
    name: 'history',
    path: () => '/history',
    shows: () => page.getByRole('list', { name: 'Completed workouts' }).getByText(WORKOUT),
    kept: () => `"${athlete.user.id}","completed-workouts","pages"]`,
  },
  {
    name: 'workout-detail',
    path: () => `/workout-session/${workoutId}`,
    shows: () => page.getByRole('article', { name: 'Barbell Bench Press - Medium Grip' }),
    kept: () => `["api","workout-sets","session","${workoutId}"]`,
  },
  {
    name: 'exercise-detail',
    path: () => `/exercises/${BENCH_ID}`,
    shows: () => page.getByRole('heading', { name: 'Past sessions' }),
    kept: () => `"exercises","${BENCH_ID}","records"]`,
  },
  {
    name: 'profile',
    path: () => '/profile',
    shows: () => page.getByRole('list', { name: 'Your Posts' }).getByText(POST),
    kept: () => `["api","users","${athlete.user.id}","profile"]`,
  },
  {
    name: 'friend-profile',
    path: () => `/users/${friend.user.id}`,
    shows: () => page.getByRole('heading', { name: 'Rack Partner', level: 1 }),
    kept: () => `["api","users","${friend.user.id}","profile"]`,
  },
  {
    name: 'feed',
    path: () => '/social',
    shows: () => page.getByRole('list', { name: 'Following feed' }).getByText(POST),
    kept: () => `"lists","feed","following"]`,
  },
  {
    name: 'conversations',
    path: () => '/messages',
    shows: () => page.getByRole('list', { name: 'Conversations' }).getByText('Rack Partner'),
    kept: () => `["api","messages",{"limit"`,
  },
  {
    name: 'thread',
    path: () => `/messages?userId=${friend.user.id}`,
    shows: () => page.getByRole('log').getByText(MESSAGE),
    kept: () => `"withUserId":"${friend.user.id}"`,
  },
];

describe('every read screen offline, from what the phone kept', () => {
  it('opens each screen once online, unmarked, and keeps their reads on the phone', async () => {
    await region("Today's workout").getByRole('button', { name: 'Quick Start' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    for (const screen of screens) {
      await page.goto(`${baseUrl()}${screen.path()}`);
      await screen.shows().first().waitFor({ timeout: 20_000 });
      expect(await marker().count(), screen.name).toBe(0);
      // The phone's copy is written at most once a second: a person reads a screen longer than that.
      await expect.poll(async () => ((await storedQueryCache(page, athlete.user.id)) ?? '').includes(screen.kept()), { timeout: 20_000 }).toBe(true);
    }
    const stored = (await storedQueryCache(page, athlete.user.id)) ?? '';
    expect([WORKOUT, POST, MESSAGE, 'Rack Partner'].filter((text) => !stored.includes(text))).toEqual([]);
  }, 120_000);

  it('with the network cut, loads each screen afresh and shows its data under the offline marker', async () => {
    await context.setOffline(true);
    for (const screen of screens) {
      await page.goto(`${baseUrl()}${screen.path()}`);
      await screen.shows().first().waitFor({ timeout: 20_000 });
      await marker().first().waitFor();
      expect(await page.getByText('Loading...', { exact: true }).count(), screen.name).toBe(0);
      await checkScreen(page, `reads-offline-${screen.name}`);
    }
  }, 180_000);

  it('fits a 320 px screen with the marker', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${baseUrl()}/history`);
    await marker().waitFor({ timeout: 20_000 });
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'reads-offline-history-320');
    await page.setViewportSize(PHONE_VIEWPORT);
  });

  it('a screen never opened says it opens once back online, and does once the network returns', async () => {
    await page.goto(`${baseUrl()}/exercises/${DEADLIFT_ID}`);
    const offline = page.getByRole('heading', { name: "You're offline" });
    await offline.waitFor({ timeout: 20_000 });
    expect(await page.getByText("This isn't on this phone yet. It opens by itself when you're back online.").isVisible()).toBe(true);
    await checkScreen(page, 'reads-offline-never-opened');

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'No sessions yet' }).waitFor({ timeout: 20_000 });
  });

  it('back online, the marker goes and the screen reads the server again by itself', async () => {
    await context.setOffline(true);
    await page.goto(`${baseUrl()}/history`);
    await marker().waitFor({ timeout: 20_000 });
    await logWorkout(LATER_WORKOUT);

    await context.setOffline(false);
    await page.getByRole('list', { name: 'Completed workouts' }).getByText(LATER_WORKOUT).waitFor({ timeout: 20_000 });
    expect(await marker().count()).toBe(0);
  });

  it('online, a kept feed opened again shows what was posted since (its next pages wait for the first to be read)', async () => {
    await page.goto(`${baseUrl()}/social?filter=explore`);
    await page.getByRole('list', { name: 'Explore feed' }).getByText(POST).waitFor({ timeout: 20_000 });
    await expect.poll(async () => ((await storedQueryCache(page, athlete.user.id)) ?? '').includes('"feed","explore"]'), { timeout: 20_000 }).toBe(true);
    const later = await api('POST /api/social-posts', { token: friend.token, body: { content: 'Posted while you were away' } });
    expect(later.status).toBe(201);

    await page.goto(`${baseUrl()}/social?filter=explore`);
    await page.getByRole('list', { name: 'Explore feed' }).getByText('Posted while you were away').waitFor({ timeout: 20_000 });
  });
});
