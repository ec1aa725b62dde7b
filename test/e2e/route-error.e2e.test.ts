import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, PHONE_VIEWPORT } from '../support/browser';

/**
 * The router's error screen (issue 14): a screen whose chunk fails to load (as after a deploy removed the old build's
 * files) shows what happened and a way on instead of a blank page. Service workers are blocked so every chunk comes
 * from the network, where the test can make one fail.
 */
const HISTORY_CHUNK = /\/assets\/history-screen-[\w-]+\.js$/;

let browser: Browser;
let page: Page;
let athlete: AuthResponse;
let failedChunkRequests = 0;

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Erin Error' });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: athlete.token, user: athlete.user });
});

afterAll(async () => {
  await browser?.close();
});

const errorHeading = () => page.getByRole('heading', { name: 'A new version is available' });

describe('a screen that cannot be loaded', () => {
  it('says so and offers a reload instead of a blank page', async () => {
    await page.route(HISTORY_CHUNK, (route) => {
      failedChunkRequests++;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await page.goto(`${baseUrl()}/history`);

    await errorHeading().waitFor({ timeout: 20_000 });
    expect(failedChunkRequests).toBeGreaterThan(0);
    await expect(page.getByText('Reload to get the latest version.', { exact: false }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go home' }).isVisible()).resolves.toBe(true);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'route-error-chunk-failed');
  });

  it('loads the screen once the chunk is there again and the person taps Reload', async () => {
    await page.unroute(HISTORY_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).tap();

    await page.getByRole('heading', { name: 'History' }).first().waitFor({ timeout: 20_000 });
    await expect(errorHeading().count()).resolves.toBe(0);
  });

  it('shows the screen of the path the person goes back to', async () => {
    await page.route(HISTORY_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { name: `Welcome back, ${athlete.user.displayName}!` }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'See all workouts' }).tap();
    await errorHeading().waitFor({ timeout: 20_000 });

    await page.goBack();

    await page.getByRole('heading', { name: `Welcome back, ${athlete.user.displayName}!` }).waitFor({ timeout: 20_000 });
    await expect(errorHeading().count()).resolves.toBe(0);
    await page.unroute(HISTORY_CHUNK);
  });

  it('takes the person home with Go home', async () => {
    await page.route(HISTORY_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto(`${baseUrl()}/history`);
    await errorHeading().waitFor({ timeout: 20_000 });

    await page.getByRole('link', { name: 'Go home' }).tap();

    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { name: `Welcome back, ${athlete.user.displayName}!` }).waitFor({ timeout: 20_000 });
  });
});
