import type { Browser, Page } from 'playwright-core';
import type { AuthResponse } from '../../shared/api-types';
import { baseUrl } from './api';
import { newPhonePage } from './browser';

/**
 * A phone page already signed in as `account` (the auth screen itself is covered by auth.e2e.test.ts); `beforeLoad`
 * prepares the page before its first load (a fake clock).
 */
export async function signedInPage(browser: Browser, account: AuthResponse, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await newPhonePage(browser);
  await beforeLoad?.(page);
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), {
    token: account.token,
    user: account.user,
  });
  await page.goto(`${baseUrl()}/`);
  return page;
}
