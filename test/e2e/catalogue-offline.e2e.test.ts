import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, signUp } from '../support/api';
import { checkScreen, launchBrowser } from '../support/browser';
import { storedQueryCache } from '../support/offline-cache';
import { signedInPage } from '../support/session';

/**
 * Issue 30, deliverable 2: a new account opens the app online and stays on home a few minutes (the picker is never
 * opened); meanwhile another device adds a custom exercise. Then the signal goes: a Quick Workout's exercise picker
 * still finds the catalogue and both of the person's own exercises.
 */
const BENCH = 'Barbell Bench Press - Medium Grip';
const CUSTOM = 'Basement Sled Push';
const LATER_CUSTOM = 'Basement Yoke Walk';

let browser: Browser;
let context: BrowserContext;
let athlete: AuthResponse;
let page: Page;

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Catalogue Lifter' });
  const custom = await api('POST /api/exercises', { token: athlete.token, body: { name: CUSTOM, category: 'Legs', equipment: 'Other' } });
  expect(custom.status).toBe(201);
  browser = await launchBrowser();
  // Minutes on home pass in an instant: the fake clock moves forward on demand and runs at its own pace otherwise.
  page = await signedInPage(browser, athlete, (target) => target.clock.install());
  context = page.context();
});

afterAll(async () => {
  await browser?.close();
});

const section = (name: string) => page.getByRole('region', { name, exact: true });
const picker = () => page.getByRole('dialog', { name: 'Add Exercise' });
const searchField = () => picker().getByRole('searchbox', { name: 'Search exercises' });
const results = () => picker().getByRole('list', { name: 'Exercises', exact: true }).getByRole('button');

describe('the exercise catalogue offline after one online visit', () => {
  it('opens home online, never the picker, and keeps the list on the phone', async () => {
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).waitFor({ timeout: 20_000 });
    // The app itself must be on the phone (issue 30 deliverable 1 is about the moments before that).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await expect.poll(async () => (await storedQueryCache(page, athlete.user.id)) ?? '', { timeout: 20_000 }).toContain(CUSTOM);
  });

  it("refreshes the phone's copy when the person's exercises change elsewhere, and keeps it through minutes on home", async () => {
    const later = await api('POST /api/exercises', { token: athlete.token, body: { name: LATER_CUSTOM, category: 'Legs', equipment: 'Other' } });
    expect(later.status).toBe(201);
    await page.reload();
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await storedQueryCache(page, athlete.user.id)) ?? '', { timeout: 20_000 }).toContain(LATER_CUSTOM);
    // Nothing changed since: the next start's read names the kept version and the list is not sent again.
    const next = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/exercises', { timeout: 30_000 });
    await page.reload();
    expect((await next).status()).toBe(304);
    await page.clock.fastForward('10:00');
    // The throttled write of the device's copy has had its second.
    await page.waitForTimeout(1_500);
    expect((await storedQueryCache(page, athlete.user.id)) ?? '').toContain(BENCH);
  });

  it('offline, the picker finds the bench press by "bench press" and "barbell bench press", and both custom exercises', async () => {
    await context.setOffline(true);
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).tap();
    await page.getByRole('heading', { name: 'Quick Workout' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add Exercise' }).tap();

    for (const search of ['bench press', 'barbell bench press']) {
      await searchField().fill(search);
      await results().filter({ hasText: BENCH }).first().waitFor({ timeout: 10_000 });
    }
    await searchField().fill('basement');
    for (const name of [CUSTOM, LATER_CUSTOM]) await results().filter({ hasText: name }).first().waitFor({ timeout: 10_000 });
    await checkScreen(page, 'catalogue-offline-picker');

    await searchField().fill('barbell bench press');
    await results().filter({ hasText: BENCH }).first().tap();
    await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
    await page.getByRole('region', { name: BENCH, exact: true }).waitFor();
  });
});
