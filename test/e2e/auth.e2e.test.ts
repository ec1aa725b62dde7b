import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, newPhonePage } from '../support/browser';

const tag = randomUUID().slice(0, 8);
const person = {
  displayName: 'Dana Deadlift',
  typedUsername: `Dana_${tag}`,
  email: `dana.${tag}@example.com`,
  password: 'pull-heavy-42',
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPhonePage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('signing up, out and in on a phone', () => {
  it('creates the account from the sign-up form and lands on home', async () => {
    await page.goto(`${baseUrl()}/workouts`);
    await page.getByRole('tab', { name: 'Login' }).waitFor({ timeout: 15_000 });
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'auth-login');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display name').fill(person.displayName);
    await page.getByLabel('Username').fill(person.typedUsername);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await checkScreen(page, 'auth-signup');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText(person.displayName).first().waitFor({ timeout: 15_000 });
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Notifications' }).isVisible()).resolves.toBe(true);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'home');
  });

  it('stays signed in after a reload', async () => {
    await page.reload();

    await page.getByText(person.displayName).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab', { name: 'Login' }).count()).toBe(0);
  });

  it('shows the not-found screen for an unknown route', async () => {
    await page.goto(`${baseUrl()}/no-such-screen`);

    await page.getByText('404 Page Not Found').waitFor({ timeout: 15_000 });
  });

  it('logs out from the profile and goes to /login', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await toast('Logged out successfully').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByRole('tab', { name: 'Login' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /auth/i.test(key)))).toEqual([]);
  });

  it('logs in with the right password and lands on home', async () => {
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText(person.displayName).first().waitFor({ timeout: 15_000 });
  });

  // Issue 26: Chromium keeps the Secure device cookie over http://localhost and sends it with the next sign-in.
  it('keeps a device cookie the page cannot read, and signs in with it while the account is held for other devices', async () => {
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth/login' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('device=');

    // Someone else guesses from 20 addresses: the account is held for every browser without the cookie.
    for (let attempt = 0; attempt < 20; attempt++) {
      const address = `198.18.${attempt}.${Math.floor(Math.random() * 256)}`;
      await api('POST /api/auth/login', { body: { email: person.email, password: `guess-${attempt}` }, headers: { 'cloudfront-viewer-address': `${address}:4000` } });
    }
    expect((await api('POST /api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(429);

    await page.goto(`${baseUrl()}/`);
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/login`);
    await page.getByRole('tab', { name: 'Login' }).waitFor({ timeout: 15_000 });
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText(person.displayName).first().waitFor({ timeout: 15_000 });
    await checkScreen(page, 'home-signed-in-while-held');
  });
});
