import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, CompletedWorkout } from '../../shared/api-types';
import { HEALTH_WAIT_MS, IMPORT_KEY_LIMIT_REACHED, MAX_IMPORT_KEYS } from '../../shared/schemas/health';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, newPhonePage, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * The Apple Health import on a phone, with one person: /health-return imports what a Shortcut hands over (the `data`
 * parameter, or a message from the window that opened it), counts only new workouts, and fails with the spec's
 * reasons; Settings makes an import key that is shown once, works from outside the browser and stops when revoked.
 */
const tag = randomUUID().slice(0, 8);
const DAY = 24 * 60 * 60 * 1000;
const at = (daysAgo: number, hour: number) => {
  const day = new Date(Date.now() - daysAgo * DAY);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};
/** `2026-11-23T07:30:00+01:00`: the instant written with a +01:00 offset, as a Shortcut in Central Europe sends it. */
const withOffset = (instant: Date) => `${new Date(instant.getTime() + 60 * 60 * 1000).toISOString().slice(0, 19)}+01:00`;

/** One with a numeric code, a name and an id; one with a string category, HealthKit's field names and numbers as text. */
const WORKOUTS = [
  {
    name: 'Morning Run',
    type: 1,
    startTime: withOffset(at(2, 6)),
    endTime: withOffset(new Date(at(2, 6).getTime() + 30 * 60 * 1000)),
    duration: 1800,
    caloriesBurned: 312.6,
    distance: 5.2,
    appleHealthId: `e2e-run-${tag}`,
  },
  {
    type: 'strength',
    startDate: withOffset(at(1, 17)),
    endDate: withOffset(new Date(at(1, 17).getTime() + 45 * 60 * 1000)),
    duration: '2700',
    calories: '250',
  },
];
const healthReturnUrl = (data: string) => `${baseUrl()}/health-return?data=${encodeURIComponent(data)}`;
const IMPORT_URL = healthReturnUrl(JSON.stringify({ workouts: WORKOUTS }));

let browser: Browser;
let account: AuthResponse & { password: string };
let page: Page;

const heading = (target: Page, name: string) => target.getByRole('heading', { name, exact: true });

async function completedWorkouts(): Promise<CompletedWorkout[]> {
  const result = await api('GET /api/users/{id}/completed-workouts', { params: { id: account.user.id }, query: { limit: 50 }, token: account.token });
  expect(result.status).toBe(200);
  return result.body;
}

async function totalWorkouts(): Promise<number> {
  const result = await api('GET /api/users/{id}/statistics', { params: { id: account.user.id }, token: account.token });
  expect(result.status).toBe(200);
  return result.body.totalWorkouts;
}

beforeAll(async () => {
  account = await signUp();
  browser = await launchBrowser();
  page = await signedInPage(browser, account);
});

afterAll(async () => {
  await browser?.close();
});

describe('/health-return', () => {
  it('imports two workouts from the data parameter and says so', async () => {
    // Hold the API's answers until the working state has been seen and checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/workout-sessions/import-health', async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });

    await page.goto(IMPORT_URL);
    await heading(page, 'Apple Health Import').waitFor();
    await page.getByRole('status').filter({ hasText: 'Processing health data...' }).waitFor();
    await checkScreen(page, 'health-return-processing');
    release();

    await heading(page, 'Import Successful').waitFor();
    await page.getByText('Successfully imported 2 workouts from Apple Health', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Return to Profile' }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'health-return-success');
    await page.unroute('**/api/workout-sessions/import-health');
    expect(calls).toBe(2); // one call per workout, once

    const workouts = await completedWorkouts();
    expect(workouts.map((workout) => [workout.name, workout.duration]).sort()).toEqual([
      ['Morning Run', 30],
      ['strength', 45],
    ]);
    expect(await totalWorkouts()).toBe(2);
  });

  it('opening the same data again imports nothing twice', async () => {
    await page.goto(IMPORT_URL);
    await heading(page, 'Import Successful').waitFor();
    await page.getByText('Health sync is now active', { exact: true }).waitFor();
    await expect(page.getByText(/Successfully imported/).count()).resolves.toBe(0);
    await checkScreen(page, 'health-return-sync-active');
    expect((await completedWorkouts()).length).toBe(2);
  });

  it("an imported workout's summary shows its category, calories and distance instead of sets", async () => {
    const run = (await completedWorkouts()).find((workout) => workout.name === 'Morning Run');
    expect(run).toBeDefined();
    await page.goto(`${baseUrl()}/workout-session/${run!.id}`);

    await page.getByText('Apple Health · Cardio').waitFor();
    const facts = page.getByRole('definition');
    await expect.poll(() => facts.allInnerTexts()).toEqual([expect.any(String), '30 min', '313 kcal', '5.2 km']);
    await expect(page.getByText('Imported from Apple Health via iOS Shortcuts').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Exercises' }).count()).resolves.toBe(0);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'health-imported-summary');
  });

  it('data that is not a workout list fails with "Failed to process health data"; Return to Profile goes to /profile', async () => {
    await page.goto(healthReturnUrl('{"workouts": not json'));
    await heading(page, 'Import Failed').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to process health data' }).waitFor();
    await checkScreen(page, 'health-return-failed');

    await page.getByRole('button', { name: 'Return to Profile' }).click();
    await page.waitForURL(`${baseUrl()}/profile`);
    expect((await completedWorkouts()).length).toBe(2);
  });

  it('takes a HEALTH_DATA message from the window that opened it, answers HEALTH_SYNC_COMPLETE, and closes on Return', async () => {
    await page.goto(`${baseUrl()}/profile`);
    await page.evaluate(() => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      window.addEventListener('message', (event) => received.push(event.data));
    });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => {
        (window as unknown as { importWindow: Window | null }).importWindow = window.open('/health-return');
      }),
    ]);
    await popup.getByText('Processing health data...').waitFor();

    const walk = {
      type: 3,
      startTime: withOffset(at(1, 9)),
      endTime: withOffset(new Date(at(1, 9).getTime() + 20 * 60 * 1000)),
      appleHealthId: `e2e-walk-${tag}`,
    };
    // The opener sends until the page has it (its listener starts with its first render); only the first counts.
    await expect
      .poll(async () => {
        await page.evaluate((workout) => {
          (window as unknown as { importWindow: Window }).importWindow.postMessage({ type: 'HEALTH_DATA', workouts: [workout] }, window.location.origin);
        }, walk);
        return popup.getByRole('heading', { name: 'Import Successful' }).isVisible();
      })
      .toBe(true);
    await popup.getByText('Successfully imported 1 workout from Apple Health', { exact: true }).waitFor();
    await checkScreen(popup, 'health-return-popup-success');

    await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([{ type: 'HEALTH_SYNC_COMPLETE', count: 1 }]);
    expect((await completedWorkouts()).map((workout) => workout.name)).toContain('Walking');
    expect(await totalWorkouts()).toBe(3);

    // The click closes the page it is performed on, which can end the click action itself: only that is expected.
    const click = popup
      .getByRole('button', { name: 'Return to Profile' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await Promise.all([popup.waitForEvent('close'), click]);
    expect(popup.isClosed()).toBe(true);
  });

  it("signed out, the data survives signing in: the page returns to /health-return and imports", async () => {
    const signedOut = await newPhonePage(browser);
    const swim = { type: 27, startTime: withOffset(at(3, 7)), endTime: withOffset(new Date(at(3, 7).getTime() + 40 * 60 * 1000)), appleHealthId: `e2e-swim-${tag}` };
    const url = healthReturnUrl(JSON.stringify({ workouts: [swim] }));
    await signedOut.goto(url);

    await signedOut.getByRole('tab', { name: 'Login' }).waitFor();
    await signedOut.getByLabel('Email').fill(account.user.email);
    await signedOut.getByLabel('Password', { exact: true }).fill(account.password);
    await signedOut.getByRole('button', { name: 'Login', exact: true }).click();

    await signedOut.getByText('Successfully imported 1 workout from Apple Health', { exact: true }).waitFor();
    expect(signedOut.url()).toBe(url);
    expect((await completedWorkouts()).map((workout) => workout.name)).toContain('Swimming');
    await signedOut.context().close();
  });

  it(`fails with "No health data received from iOS Shortcuts" after ${HEALTH_WAIT_MS / 1000} s without data`, async () => {
    const waiting = await signedInPage(browser, account);
    await waiting.clock.install();
    await waiting.goto(`${baseUrl()}/health-return`);
    await waiting.getByText('Processing health data...').waitFor();

    await waiting.clock.fastForward(HEALTH_WAIT_MS - 1_000);
    await expect(waiting.getByText('Processing health data...').isVisible()).resolves.toBe(true);
    await waiting.clock.fastForward(1_000);
    await heading(waiting, 'Import Failed').waitFor();
    await waiting.getByRole('alert').filter({ hasText: 'No health data received from iOS Shortcuts' }).waitFor();
    await checkScreen(waiting, 'health-return-no-data');
    await waiting.context().close();
  });
});

describe('import keys in Settings', () => {
  let key: string;
  const KEY_NAME = 'iPhone Shortcut';
  const importUrl = () => `${baseUrl()}/api/workout-sessions/import-health`;
  const keyList = () => page.getByRole('list', { name: 'Import keys' });
  const keyRow = () => keyList().getByRole('listitem').filter({ hasText: KEY_NAME });

  it('creates a key, shows it once with Copy and the import URL, then lists it as never used', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/profile`);
    await page.getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'Apple Health').waitFor();
    await page.getByText('No import keys yet', { exact: true }).waitFor();
    await checkScreen(page, 'health-settings-empty');

    await page.getByRole('button', { name: 'Create import key' }).click();
    await page.getByRole('alert').filter({ hasText: 'Give the key a name.' }).waitFor();

    await page.getByLabel('Key name').fill(KEY_NAME);
    await page.getByRole('button', { name: 'Create import key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import key created' });
    await untilStill(dialog);
    await dialog.getByText('It will not be shown again.', { exact: false }).waitFor();
    key = (await dialog.locator('code').first().textContent()) ?? '';
    expect(key).toMatch(/^sfhk_/);
    await dialog.getByText(importUrl(), { exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'health-settings-key-created');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await keyRow().getByText('Never used').waitFor();
    await expect(page.getByText(key).count()).resolves.toBe(0);
    expect(await page.content()).not.toContain(key);
    await checkScreen(page, 'health-settings-key-listed');
  });

  it('the key imports a workout from outside the browser, and the list then shows when it was last used', async () => {
    const ride = {
      name: 'Evening Ride',
      activityType: 2,
      startTime: withOffset(at(1, 19)),
      endTime: withOffset(new Date(at(1, 19).getTime() + 40 * 60 * 1000)),
      appleHealthId: `e2e-ride-${tag}`,
    };
    const response = await fetch(importUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(ride),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { imported: boolean }).imported).toBe(true);

    await page.reload();
    await keyRow().getByText('Last used just now').waitFor();
    expect(await totalWorkouts()).toBe(5);
  });

  it('revokes the key after a confirmation; the key then gets 401', async () => {
    await keyRow().getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this import key?' });
    await untilStill(confirm);
    await checkScreen(page, 'health-settings-revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No import keys yet', { exact: true }).waitFor();

    const refused = await fetch(importUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ type: 'cardio', startTime: withOffset(at(1, 7)), endTime: withOffset(at(1, 8)), appleHealthId: `e2e-late-${tag}` }),
    });
    expect(refused.status).toBe(401);
    expect(await totalWorkouts()).toBe(5);
  });

  it(`shows the API's refusal past ${MAX_IMPORT_KEYS} keys`, async () => {
    for (let index = 0; index < MAX_IMPORT_KEYS; index++) {
      const made = await api('POST /api/health-import-keys', { token: account.token, body: { name: `Key ${index + 1}` } });
      expect(made.status).toBe(201);
    }
    await page.reload();
    await expect.poll(() => keyList().getByRole('listitem').count()).toBe(MAX_IMPORT_KEYS);

    await page.getByLabel('Key name').fill('One too many');
    await page.getByRole('button', { name: 'Create import key' }).click();
    await page.getByRole('alert').filter({ hasText: IMPORT_KEY_LIMIT_REACHED }).waitFor();
    await expect(page.getByRole('button', { name: 'Create import key' }).isEnabled()).resolves.toBe(true);
    await checkScreen(page, 'health-settings-limit');
  });
});
