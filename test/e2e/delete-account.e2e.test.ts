/**
 * Settings → Danger zone (issue 12): delete the account with the password on a 390 px phone. A wrong password is
 * said in the dialog; the button is disabled while the request runs; then the person lands on the sign-in screen
 * with a toast, and nothing of theirs stays in the browser (that the account is gone on the server is
 * test/api/delete-account.test.ts). Every screen is checked with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

let browser: Browser;
let page: Page;
let account: AuthResponse & { password: string };

const storedToken = () => page.evaluate(() => (JSON.parse(localStorage.getItem('social-fitness-auth') ?? '{}') as { token?: string }).token ?? null);
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const section = () => page.getByRole('region', { name: 'Danger zone' });
const dialog = () => page.getByRole('dialog', { name: 'Delete your account?' });

beforeAll(async () => {
  browser = await launchBrowser();
  account = await signUp();
  page = await signedInPage(browser, account);
});

afterAll(async () => {
  await browser?.close();
});

describe('deleting my account from Settings', () => {
  it('shows the danger zone and a dialog that says what is removed', async () => {
    await page.goto(`${baseUrl()}/profile/settings`);
    await section().waitFor({ timeout: 15_000 });
    await section().getByRole('button', { name: 'Delete account' }).scrollIntoViewIfNeeded();
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'delete-account-section');

    await section().getByRole('button', { name: 'Delete account' }).tap();
    await untilStill(dialog());
    await dialog().getByText('This cannot be undone', { exact: false }).waitFor();
    await dialog().getByText('they disappear for the other person too', { exact: false }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'delete-account-dialog');
  });

  it('says a wrong password', async () => {
    await dialog().getByLabel('Your password').fill('not-my-password');
    await dialog().getByRole('button', { name: 'Delete account' }).tap();
    await dialog().getByRole('alert').filter({ hasText: 'Password is incorrect.' }).waitFor();
    await checkScreen(page, 'delete-account-wrong-password');
  });

  it('deletes with the password: pending while it runs, then the sign-in screen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/delete-account', async (route) => {
      await held;
      await route.continue();
    });
    await dialog().getByLabel('Your password').fill(account.password);
    await dialog().getByLabel('Your password').press('Enter');
    const confirm = dialog().getByRole('button', { name: 'Delete account' });
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    expect(await confirm.getAttribute('aria-busy')).toBe('true');
    release();

    await page.waitForURL(`${baseUrl()}/login`, { timeout: 15_000 });
    await toast('Your account was deleted').waitFor();
    expect(await storedToken()).toBeNull();
    await checkScreen(page, 'delete-account-signed-out');
  });
});
