import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { THEME_COLORS, THEME_STORAGE_KEY } from '../../web/src/lib/theme/theme-preference';
import { api, baseUrl, callRaw, signUp } from '../support/api';
import { checkScreen, launchBrowser, PHONE_VIEWPORT } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * The dark theme (issue 27): Settings' Light / Dark / System, kept across a reload and painted before the app runs;
 * System follows the device's setting as it changes; and the main screens in both themes (checkScreen shoots and
 * checks each screen light and dark).
 */
const BENCH_ID = 'Barbell_Bench_Press_-_Medium_Grip';

let browser: Browser;
let me: AuthResponse;
let page: Page;

beforeAll(async () => {
  me = await signUp({ displayName: 'Tara Theme' });
  const logged = await api('POST /api/workout-sessions/completed', {
    token: me.token,
    body: {
      name: 'Push Day',
      startTime: new Date(Date.now() - 26 * 3_600_000).toISOString(),
      durationMinutes: 45,
      exercises: [{ exerciseId: BENCH_ID, sets: [{ weight: 6_000, reps: 10, isWarmup: true }, { weight: 10_000, reps: 5 }, { weight: 10_000, reps: 5 }] }],
    },
  });
  expect(logged.status, JSON.stringify(logged.body)).toBe(201);
  const posted = await api('POST /api/social-posts', { token: me.token, body: { content: 'Bench felt light today', workoutSessionId: logged.body.id } });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  browser = await launchBrowser();
  page = await signedInPage(browser, me);
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `${baseUrl()}${path}`;
const themeChoice = (name: string) => page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name, exact: true });
const hasDarkClass = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The colour the settings frame is painted, as the browser computed it. */
const frameBackground = () => page.getByRole('main').evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
const metaThemeColor = () => page.locator('meta[name="theme-color"]').getAttribute('content');

/** Whether an rgb()/oklch() colour is dark: its lightness from the browser's own conversion to sRGB. */
async function isDarkColor(color: string): Promise<boolean> {
  const [red = 0, green = 0, blue = 0] = await page.evaluate((css) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  }, color);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 80;
}

async function openSettings(): Promise<void> {
  await page.goto(url('/profile/settings'));
  await page.getByRole('heading', { name: 'Appearance' }).waitFor();
}

describe('the theme on a phone', () => {
  it('starts on System and shows the light theme while the device is light', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openSettings();
    expect(await themeChoice('System').isChecked()).toBe(true);
    expect(await hasDarkClass()).toBe(false);
    expect(await isDarkColor(await frameBackground())).toBe(false);
  });

  it('follows the device on System as its setting changes, without a reload', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(hasDarkClass).toBe(true);
    await expect.poll(async () => isDarkColor(await frameBackground())).toBe(true);
    expect(await metaThemeColor()).toBe(THEME_COLORS.dark);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(hasDarkClass).toBe(false);
    expect(await metaThemeColor()).toBe(THEME_COLORS.light);
  });

  it('turns dark when Dark is chosen on a light device, and stays dark after a reload', async () => {
    await themeChoice('Dark').check();
    await expect.poll(async () => isDarkColor(await frameBackground())).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await checkScreen(page, 'theme-settings-chosen-dark');

    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await themeChoice('Dark').isChecked()).toBe(true);
    expect(await isDarkColor(await frameBackground())).toBe(true);
    expect(await metaThemeColor()).toBe(THEME_COLORS.dark);
  });

  it('paints the chosen theme before the app has run, so nothing flashes light first', async () => {
    // A page of its own without the service worker, so the held-back entry script comes from the network.
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, colorScheme: 'light', serviceWorkers: 'block' });
    await context.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    const early = await context.newPage();
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await early.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue().catch(() => undefined);
    });
    await early.goto(url('/'), { waitUntil: 'commit' });
    // index.html's opening screen, drawn before the app's script has run.
    const opening = early.getByRole('heading', { name: 'Opening the app' });
    await opening.waitFor({ state: 'attached' });
    expect(await early.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const openingBackground = await early.locator('#root > main').evaluate((main) => getComputedStyle(main).backgroundColor);
    expect(await isDarkColor(openingBackground)).toBe(true);
    releaseEntry();
    await context.close();
  });

  it('stays light on Light while the device is dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await themeChoice('Light').check();
    await expect.poll(hasDarkClass).toBe(false);
    expect(await isDarkColor(await frameBackground())).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await hasDarkClass()).toBe(false);

    await themeChoice('System').check();
    await expect.poll(hasDarkClass).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(hasDarkClass).toBe(false);
  });
});

describe('the main screens in both themes', () => {
  it('settings', async () => {
    await openSettings();
    await checkScreen(page, 'theme-settings');
  });

  it('home with a finished workout', async () => {
    await page.goto(url('/'));
    await page.getByRole('region', { name: 'Recent activity' }).getByText('Push Day').first().waitFor();
    await page.getByRole('button', { name: 'Quick Start' }).waitFor();
    await checkScreen(page, 'theme-home');
  });

  it('the feed with a shared workout', async () => {
    await page.goto(url('/social'));
    await page.getByText('Bench felt light today').waitFor();
    await checkScreen(page, 'theme-feed');
  });

  it('the profile', async () => {
    await page.goto(url('/profile'));
    await page.getByRole('region', { name: 'Profile', exact: true }).waitFor();
    await checkScreen(page, 'theme-profile');
  });

  it('the live workout with a set done and one to go', async () => {
    const started = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Evening Workout', isActive: true } });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const sets = `/api/workout-sessions/${started.body.id}/exercises/${BENCH_ID}/sets`;
    expect((await callRaw('POST', sets, { token: me.token, body: { weight: 10_000, reps: 5, isCompleted: true } })).status).toBeLessThan(300);
    expect((await callRaw('POST', sets, { token: me.token, body: { weight: 10_000, reps: 5 } })).status).toBeLessThan(300);
    await page.goto(url('/workout/session'));
    await page.getByRole('button', { name: 'Add Exercise' }).waitFor();
    await page.getByText('Barbell Bench Press - Medium Grip').first().waitFor();
    await checkScreen(page, 'theme-live-workout');
  });
});
