import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { addSet, EXERCISES, startWorkout } from '../api/sessions/helpers';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Issue 29, deliverable 2, on a touch phone: in the live workout a person marks a bench set as a failure set with RPE 8
 * and a note, writes a note on the exercise, finishes, and sees all of it in the workout's summary; the server holds it.
 */
const BENCH = EXERCISES.bench.name;

let browser: Browser;
let athlete: AuthResponse;
let page: Page;
let sessionId = '';

const card = () => page.getByRole('region', { name: BENCH, exact: true });
const sheet = () => page.getByRole('dialog', { name: 'Set 1' });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function serverSet() {
  const result = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: athlete.token });
  return result.body[0];
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Fay Failure' });
  const session = await startWorkout(athlete.token, { name: 'Push Day', isActive: true });
  sessionId = session.id;
  await addSet(athlete.token, sessionId, EXERCISES.bench.id, { weight: 13_500, reps: 8 });
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
});

describe("a set's type, RPE and note in the live workout", () => {
  it('marks a set as a failure set with RPE 8 and a note from its number, by touch', async () => {
    await page.goto(`${baseUrl()}/workout/session?session=${sessionId}`);
    await card().waitFor();
    await card().getByRole('button', { name: 'Set 1 options', exact: true }).tap();
    await untilStill(sheet());
    await checkScreen(page, 'set-details-sheet');

    await sheet().getByRole('button', { name: 'Failure' }).tap();
    await sheet().getByRole('button', { name: 'RPE 8', exact: true }).tap();
    await sheet().getByRole('textbox', { name: 'Note' }).fill('Grip slipped on the last rep');
    await sheet().getByRole('button', { name: 'Done' }).tap();
    await sheet().waitFor({ state: 'detached' });

    const options = card().getByRole('button', { name: 'Set 1 options, failure set' });
    await expect.poll(() => options.textContent()).toBe('F');
    await expect.poll(async () => (await card().textContent()) ?? '').toContain('@8Grip slipped on the last rep');
    await expect.poll(async () => {
      const set = await serverSet();
      return [set?.setType, set?.rpe, set?.note];
    }).toEqual(['failure', 8, 'Grip slipped on the last rep']);
  });

  it('writes a note on the exercise, and the workout fits a 320 px phone', async () => {
    await card().getByRole('button', { name: `Add note to ${BENCH}` }).tap();
    await card().getByRole('textbox', { name: `Note on ${BENCH}` }).fill('Seat at 4');
    await card().getByRole('button', { name: 'Complete Set 1' }).tap();
    await card().getByRole('button', { name: `Edit note on ${BENCH}: Seat at 4` }).waitFor();
    await expect.poll(async () => (await api('GET /api/workout-sessions/{id}', { params: { id: sessionId }, token: athlete.token })).body.exerciseNotes).toEqual({
      [EXERCISES.bench.id]: 'Seat at 4',
    });
    await expect.poll(async () => (await serverSet())?.isCompleted).toBe(true);

    await page.setViewportSize({ width: 320, height: 640 });
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'set-details-live-320');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('finishes and shows the failure set, its RPE and both notes in the summary', async () => {
    await page.getByRole('button', { name: 'Finish' }).tap();
    await page.getByRole('heading', { name: 'Save Workout' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Workout Complete!').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl()}/workout-session/${sessionId}`);

    const exercise = page.getByRole('article', { name: BENCH });
    await exercise.waitFor();
    expect(await exercise.getByText('Seat at 4').isVisible()).toBe(true);
    const row = exercise.getByRole('listitem').first();
    await expect.poll(() => row.textContent()).toMatch(/^FSet 1, failure135 lb × 8RPE @8Grip slipped on the last rep(PR|$)/);
    await checkScreen(page, 'set-details-summary');
    const finished = await api('GET /api/workout-sessions/{id}', { params: { id: sessionId }, token: athlete.token });
    // A failure set is a working set: 135 lb × 8 counts.
    expect(finished.body.totalWeight).toBe(1080);
  });
});
