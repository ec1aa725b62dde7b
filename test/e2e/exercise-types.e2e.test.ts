import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, WorkoutSet } from '../../shared/api-types';
import { setText } from '../../shared/exercise-types/set-text';
import { typedValues } from '../../shared/exercise-types/set-measures';
import { addSet, startWorkout } from '../api/sessions/helpers';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, entryFieldName, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Issue 29, deliverable 1, on a touch phone (a pound user: miles): in the live workout a person logs a plank's time,
 * a run's distance and time and an assisted pull-up's assistance and reps on the app's keypad, ticks them, finishes,
 * and the summary shows exactly what the server holds.
 */
const PLANK = { id: 'Plank', name: 'Plank' };
const RUN = { id: 'Running_Treadmill', name: 'Running, Treadmill' };
const ASSISTED = { id: 'Band_Assisted_Pull-Up', name: 'Band Assisted Pull-Up' };

let browser: Browser;
let athlete: AuthResponse;
let page: Page;
let sessionId = '';

const card = (name: string) => page.getByRole('region', { name, exact: true });
const keypad = (title: string) => page.getByRole('dialog', { name: title });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function serverSets(): Promise<WorkoutSet[]> {
  const result = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: athlete.token });
  return result.body;
}

/** Taps keys on the open keypad by their names ('1', 'Minutes and seconds separator', 'Decimal point', 'Next'). */
async function tapKeys(pad: Locator, keys: readonly string[]) {
  for (const key of keys) await pad.getByRole('button', { name: key, exact: true }).tap();
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Tia Types' });
  const session = await startWorkout(athlete.token, { name: 'Mixed Day', isActive: true });
  sessionId = session.id;
  for (const exercise of [PLANK, RUN, ASSISTED]) await addSet(athlete.token, sessionId, exercise.id, {});
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('exercise types in the live workout', () => {
  it("shows each type's columns and types a plank's time on the keypad", async () => {
    await page.goto(`${baseUrl()}/workout/session?session=${sessionId}`);
    await card(PLANK.name).waitFor();
    await checkScreen(page, 'exercise-types-live');

    await card(PLANK.name).getByRole('button', { name: entryFieldName('Set 1 time') }).tap();
    const pad = keypad('Time');
    await untilStill(pad);
    await tapKeys(pad, ['1', 'Minutes and seconds separator', '3', '0']);
    expect(await pad.getByText('m:ss', { exact: true }).isVisible()).toBe(true);
    await checkScreen(page, 'exercise-types-time-keypad');
    await pad.getByRole('button', { name: 'Done' }).tap();
    await pad.waitFor({ state: 'hidden' });
    await card(PLANK.name).getByRole('button', { name: 'Set 1 time, 1:30' }).waitFor();
    await card(PLANK.name).getByRole('button', { name: 'Complete Set 1' }).tap();
    await expect.poll(async () => (await serverSets()).find((set) => set.exerciseId === PLANK.id)).toMatchObject({ durationSeconds: 90, isCompleted: true });
  });

  it("types a run's distance in miles and its time, Next going from one to the other", async () => {
    await card(RUN.name).getByRole('button', { name: entryFieldName('Set 1 distance (mi)') }).tap();
    const distance = keypad('Distance');
    await untilStill(distance);
    await tapKeys(distance, ['3', 'Decimal point', '1']);
    await checkScreen(page, 'exercise-types-distance-keypad');
    await distance.getByRole('button', { name: 'Next' }).tap();
    const time = keypad('Time');
    await time.getByRole('heading', { name: 'Time' }).waitFor();
    await tapKeys(time, ['2', '5', 'Minutes and seconds separator', '0', '0']);
    await time.getByRole('button', { name: 'Done' }).tap();
    await time.waitFor({ state: 'hidden' });
    await card(RUN.name).getByRole('button', { name: 'Complete Set 1' }).tap();
    await expect.poll(async () => (await serverSets()).find((set) => set.exerciseId === RUN.id)).toMatchObject({
      distanceMeters: 4989,
      durationSeconds: 1500,
      isCompleted: true,
    });
  });

  it("types an assisted pull-up's assistance and reps, and the workout fits a 320 px phone", async () => {
    await card(ASSISTED.name).getByRole('button', { name: entryFieldName('Set 1 assistance (lbs)') }).tap();
    const assistance = keypad('Assistance');
    await untilStill(assistance);
    await tapKeys(assistance, ['4', '0', 'Next']);
    await keypad('Reps').getByRole('heading', { name: 'Reps' }).waitFor();
    await tapKeys(keypad('Reps'), ['8']);
    await keypad('Reps').getByRole('button', { name: 'Done' }).tap();
    await card(ASSISTED.name).getByRole('button', { name: 'Complete Set 1' }).tap();
    await expect.poll(async () => (await serverSets()).find((set) => set.exerciseId === ASSISTED.id)).toMatchObject({ weight: 4000, reps: 8, isCompleted: true });

    await checkScreen(page, 'exercise-types-ticked');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await fitsViewport(page)).toBe(true);
    // Every value shows whole in its field (issue 27 d11: nothing cut): '25:00' in a 320 px row included.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('[data-set-row] button span')]
        .filter((span) => span.scrollWidth > span.clientWidth)
        .map((span) => `${span.textContent} ${getComputedStyle(span).fontSize} ${span.clientWidth}/${span.scrollWidth}`),
    );
    expect(clipped).toEqual([]);
    await checkScreen(page, 'exercise-types-live-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('finishes, and the summary shows what the server holds, with the records each type keeps', async () => {
    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.getByRole('heading', { name: 'Save Workout' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Workout Complete!').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl()}/workout-session/${sessionId}`);

    const held = await serverSets();
    for (const exercise of [PLANK, RUN, ASSISTED]) {
      const set = held.find((each) => each.exerciseId === exercise.id);
      expect(set).toBeDefined();
      if (!set) continue;
      const shown = setText(set.exerciseType, typedValues(set), 'lb');
      const row = page.getByRole('article', { name: exercise.name }).getByRole('listitem').first();
      await expect.poll(() => row.textContent()).toContain(shown);
    }
    // What the server holds, as a person reads it: 1:30; 3.10 mi in 25:00 (8:04 /mi); 40 lb of assistance × 8.
    expect(held.map((set) => setText(set.exerciseType, typedValues(set), 'lb'))).toEqual(['1:30', '3.10 mi · 25:00 · 8:04 /mi', '−40 lb × 8']);

    const records = page.getByRole('region', { name: /Personal records/ });
    await expect.poll(async () => (await records.textContent()) ?? '').toMatch(/Longest time1:30/);
    expect(await records.textContent()).toMatch(/Longest distance3\.10 mi/);
    expect(await records.textContent()).toMatch(/Least assistance−40 lb/);
    await checkScreen(page, 'exercise-types-summary');
  });
});
