import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectNoAxeViolationsInBothThemes, untilAnimationsEnd } from './axe';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * The integration project's one Chromium (started by test/support/global-setup.ts), connected to afresh by each test
 * file: closing it closes that file's contexts and disconnects. Run outside that project, a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

export async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** True when nothing on the page is wider than the phone screen. */
export function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * What a person sees, checked in light and in dark (issue 27): a screenshot of each to look at (`<name>.png` and
 * `<name>.dark.png`), and no axe-core violations on the page as it is now.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await untilAnimationsEnd(page);
  await expectNoAxeViolationsInBothThemes(page, (theme) => screenshot(page, theme === 'dark' ? `${name}.dark` : name));
}

/** A weight or reps field by its label, whatever value it shows (touch fields are named '<label>, <value>'). */
export function entryFieldName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, .*)?$`);
}

/** Waits until a sheet has finished sliding in, so its screenshot shows all of it. */
export async function untilStill(element: Locator): Promise<void> {
  let last: number | undefined;
  await expect
    .poll(async () => {
      const top = (await element.boundingBox())?.y;
      const still = top !== undefined && top === last;
      last = top;
      return still;
    })
    .toBe(true);
}
