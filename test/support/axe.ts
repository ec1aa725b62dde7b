import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { THEME_STORAGE_KEY } from '../../web/src/lib/theme/theme-preference';

export type ShownTheme = 'light' | 'dark';

const shownTheme = (page: Page): Promise<ShownTheme> =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

/** Whether the person's choice is System (or nothing chosen): the page then follows the device's setting. */
const followsDevice = (page: Page): Promise<boolean> =>
  page.evaluate((key) => {
    try {
      const stored = localStorage.getItem(key);
      return stored !== 'light' && stored !== 'dark';
    } catch {
      return true;
    }
  }, THEME_STORAGE_KEY);

/** Waits for finite animations and transitions (a toast fading in, a button's colour after a theme change) to end. */
export function untilAnimationsEnd(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Emulates the device's light or dark setting and waits until the page shows `theme` (its choice is System). */
async function showTheme(page: Page, theme: ShownTheme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect.poll(() => shownTheme(page), { message: `the page follows the device's ${theme} setting` }).toBe(theme);
  await untilAnimationsEnd(page);
}

/**
 * Runs `check` on the screen as it is, then as it is in the other theme (issue 27: every screen is checked light and
 * dark), by emulating the device's setting the other way and back again. A page whose person chose Light or Dark in
 * Settings does not follow the device: it is checked in its chosen theme only (test/e2e/theme.e2e.test.ts covers both).
 */
export async function inBothThemes(page: Page, check: (theme: ShownTheme) => Promise<void>): Promise<void> {
  const first = await shownTheme(page);
  await check(first);
  if (!(await followsDevice(page))) return;
  const other: ShownTheme = first === 'dark' ? 'light' : 'dark';
  try {
    await showTheme(page, other);
    await check(other);
  } finally {
    await showTheme(page, first);
  }
}

async function axeViolations(page: Page, theme: ShownTheme): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${theme}: ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Runs axe-core on what the page shows now, in light and in dark, and fails with each violation's theme, rule and elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const described: string[] = [];
  await inBothThemes(page, async (theme) => {
    described.push(...(await axeViolations(page, theme)));
  });
  expect(described).toEqual([]);
}

/** The same, with `shoot(theme)` run before each check (a screenshot to look at). */
export async function expectNoAxeViolationsInBothThemes(page: Page, shoot: (theme: ShownTheme) => Promise<void>): Promise<void> {
  const described: string[] = [];
  await inBothThemes(page, async (theme) => {
    await shoot(theme);
    described.push(...(await axeViolations(page, theme)));
  });
  expect(described).toEqual([]);
}
