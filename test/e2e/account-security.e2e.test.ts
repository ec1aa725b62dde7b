/**
 * Settings → Password and sessions (issue 13 defect 6): change the password with the keyboard (the current one
 * re-entered; this device stays signed in, every other token stops working), and sign out everywhere by touch after
 * a confirmation, on a 390 px phone. Every screen is checked with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

const NEW_PASSWORD = 'bench-press-99';

let browser: Browser;
let page: Page;
let account: AuthResponse & { password: string };

const storedToken = () => page.evaluate(() => (JSON.parse(localStorage.getItem('social-fitness-auth') ?? '{}') as { token?: string }).token ?? null);
const statusOf = async (token: string) => (await api('GET /api/auth/me', { token })).status;
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const section = () => page.getByRole('region', { name: 'Password and sessions' });

beforeAll(async () => {
  browser = await launchBrowser();
  account = await signUp();
  page = await signedInPage(browser, account);
});

afterAll(async () => {
  await browser?.close();
});

describe('password and sessions in Settings', () => {
  it('shows the section on a phone', async () => {
    await page.goto(`${baseUrl()}/profile/settings`);
    await section().waitFor({ timeout: 15_000 });
    await section().getByRole('button', { name: 'Sign out everywhere' }).scrollIntoViewIfNeeded();

    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'account-security');
  });

  it('changes the password with the keyboard: errors are said clearly, this device stays signed in', async () => {
    // A new password that breaks the sign-up rules is refused before any request.
    await section().getByLabel('Current password').focus();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab'); // the show/hide button of the field
    await page.keyboard.press('Tab');
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await section().getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long.' }).waitFor();

    // A wrong current password is the API's refusal, shown the same way.
    await section().getByLabel('Current password').fill('not-my-password');
    await section().getByLabel('New password').fill(NEW_PASSWORD);
    await section().getByLabel('New password').press('Enter');
    await section().getByRole('alert').filter({ hasText: 'Current password is incorrect.' }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'account-security-wrong-password');

    await section().getByLabel('Current password').fill(account.password);
    await section().getByLabel('New password').press('Enter');
    await toast('Password changed').waitFor();
    expect(await section().getByLabel('Current password').inputValue()).toBe('');
    expect(await section().getByRole('alert').count()).toBe(0);
    await checkScreen(page, 'account-security-changed');

    const fresh = await storedToken();
    expect(fresh).not.toBe(account.token);
    expect(await statusOf(account.token)).toBe(401);
    expect(await statusOf(fresh!)).toBe(200);
    await page.reload();
    await section().waitFor({ timeout: 15_000 });
    const signIn = await api('POST /api/auth/login', { body: { email: account.user.email, password: NEW_PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it('signs out everywhere by touch after a confirmation, this device too', async () => {
    const otherDevice = ((await api('POST /api/auth/login', { body: { email: account.user.email, password: NEW_PASSWORD } })).body).token;
    const thisDevice = await storedToken();

    await section().getByRole('button', { name: 'Sign out everywhere' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await untilStill(dialog);
    await dialog.getByText('this one included', { exact: false }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'account-security-confirm');

    await dialog.getByRole('button', { name: 'Sign out everywhere' }).tap();
    await page.waitForURL(`${baseUrl()}/login`, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await storedToken()).toBeNull();
    expect(await statusOf(thisDevice!)).toBe(401);
    expect(await statusOf(otherDevice)).toBe(401);
    await checkScreen(page, 'account-security-signed-out');
  });
});
