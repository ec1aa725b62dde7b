import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { formatWeight } from '../../shared/units';
import { addSet, EXERCISES, finishWorkout, startWorkout } from '../api/sessions/helpers';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, entryFieldName, launchBrowser } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Issue 27, 'what is shown is what is saved', on a touch phone in kg. After a first Barbell Squat workout, a second
 * Quick Start shows the coach's suggestion in the empty set as a hint (not a value). Ticking the set fills it with the
 * hint: the row shows the values and the server holds exactly them (set list and summary), never a green row with
 * '– × –'. A set with no hint and no values is not completed: the person is told what to enter. Offline, the queued
 * tick carries the values.
 */
const SQUAT = EXERCISES.squat.name;
const DEADLIFT = EXERCISES.deadlift.name;
/** 85 kg in the stored hundredths of a pound. */
const KG_85 = 18_739;

let browser: Browser;
let context: BrowserContext;
let athlete: AuthResponse;
let page: Page;

const section = (name: string) => page.getByRole('region', { name, exact: true });
const card = (name: string) => page.getByRole('region', { name, exact: true });
const field = (exercise: string, label: string) => card(exercise).getByRole('button', { name: entryFieldName(label) });
const complete = (exercise: string, set: string) => card(exercise).getByRole('button', { name: `Complete ${set}`, exact: true });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const indicator = () => page.locator('p[role="status"]').first();

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

const fontWeight = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontWeight);

async function activeSessionId(): Promise<string> {
  const result = await api('GET /api/workout-sessions/active', { token: athlete.token });
  expect(result.body).not.toBeNull();
  return result.body!.id;
}

/** What the server holds of an exercise's sets: [weight in kg as shown, reps, completed]. */
async function serverSets(sessionId: string, exercise: string): Promise<[string, number | null, boolean][]> {
  const result = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: athlete.token });
  expect(result.status).toBe(200);
  return result.body.filter((set) => set.exerciseName === exercise).map((set) => [formatWeight(set.weight, 'kg'), set.reps, set.isCompleted]);
}

/** Quick Start on home, then `exercise` through the picker. */
async function quickStartWith(exercise: string, search: string): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await section("Today's workout").getByRole('button', { name: 'Quick Start' }).tap();
  await page.waitForURL(`${baseUrl()}/workout/session`, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Quick Workout' }).waitFor();
  await addExercise(exercise, search);
}

async function addExercise(exercise: string, search: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Exercise' }).tap();
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
  await page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button').filter({ hasText: exercise }).first().tap();
  await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
  await card(exercise).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-set-row] button:disabled'));
}

/** The hint an empty field shows, once the history has come: [text, accessible name]. */
async function hintOf(exercise: string, label: string): Promise<{ text: string; name: string }> {
  const target = field(exercise, label);
  await expect.poll(() => target.getAttribute('data-hint'), { timeout: 15_000 }).toMatch(/^\d/);
  return { text: (await target.getAttribute('data-hint')) ?? '', name: (await target.getAttribute('aria-label')) ?? '' };
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Sam Squats' });
  const unit = await api('PATCH /api/users/{id}', { params: { id: athlete.user.id }, token: athlete.token, body: { trainingSettings: { weightUnit: 'kg', plateSetup: null } } });
  expect(unit.status).toBe(200);
  // The first Barbell Squat workout, finished the way the app does it: 85 kg × 3 on three completed sets.
  const first = await startWorkout(athlete.token, { name: 'Quick Workout', isActive: true });
  for (let n = 0; n < 3; n++) {
    const set = await addSet(athlete.token, first.id, EXERCISES.squat.id, { weight: KG_85, reps: 3 });
    expect((await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: athlete.token })).status).toBe(200);
  }
  await finishWorkout(athlete.token, first.id);

  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
  context = page.context();
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('a second Quick Start after a first Barbell Squat workout', () => {
  let sessionId = '';
  let weight = '';
  let reps = '';

  it('shows the coach’s suggestion in the empty set as a hint, named as one, not as a value', async () => {
    await quickStartWith(SQUAT, 'barbell squat');
    sessionId = await activeSessionId();
    const weightHint = await hintOf(SQUAT, 'Set 1 weight (kg)');
    const repsHint = await hintOf(SQUAT, 'Set 1 reps');
    weight = weightHint.text;
    reps = repsHint.text;
    expect(weightHint.name).toBe(`Set 1 weight (kg), suggested ${weight} kg`);
    expect(repsHint.name).toBe(`Set 1 reps, suggested ${reps}`);
    // Drawn as a hint: light, not bold like a value.
    expect(await fontWeight(field(SQUAT, 'Set 1 weight (kg)').locator('span'))).toBe('400');
    // Nothing is stored yet.
    expect(await serverSets(sessionId, SQUAT)).toEqual([['', null, false]]);
    await checkScreen(page, 'set-values-hint');
  });

  it('ticking fills the set from the hint: the row shows it and the server holds exactly it', async () => {
    await complete(SQUAT, 'Set 1').tap();
    await expect.poll(() => complete(SQUAT, 'Set 1').getAttribute('aria-pressed')).toBe('true');
    // The row now shows values (named with the value, drawn bold), not hints.
    await expect.poll(() => field(SQUAT, 'Set 1 weight (kg)').getAttribute('aria-label')).toBe(`Set 1 weight (kg), ${weight}`);
    expect(await field(SQUAT, 'Set 1 reps').getAttribute('aria-label')).toBe(`Set 1 reps, ${reps}`);
    expect(await textOf(field(SQUAT, 'Set 1 weight (kg)'))).toBe(weight);
    expect(await textOf(field(SQUAT, 'Set 1 reps'))).toBe(reps);
    expect(await field(SQUAT, 'Set 1 weight (kg)').getAttribute('data-hint')).toBeNull();
    expect(await fontWeight(field(SQUAT, 'Set 1 weight (kg)'))).toBe('600');
    await expect.poll(() => serverSets(sessionId, SQUAT), { timeout: 15_000 }).toEqual([[weight, Number(reps), true]]);
    await checkScreen(page, 'set-values-ticked');
  });

  it('does not complete an empty set with no hint: it says what to enter and opens the keypad on it', async () => {
    await addExercise(DEADLIFT, 'barbell deadlift');
    await expect.poll(() => card(DEADLIFT).getByText('Set 1: nothing last time').count(), { timeout: 15_000 }).toBe(1);
    expect(await field(DEADLIFT, 'Set 1 weight (kg)').getAttribute('data-hint')).toBeNull();

    await complete(DEADLIFT, 'Set 1').tap();
    await toast('Enter the weight and reps to complete this set.').waitFor();
    await page.getByRole('dialog').getByRole('heading', { name: 'Weight' }).waitFor();
    await checkScreen(page, 'set-values-missing');
    await page.getByRole('dialog').getByRole('button', { name: 'Done', exact: true }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await complete(DEADLIFT, 'Set 1').getAttribute('aria-pressed')).toBe('false');
    expect(await serverSets(sessionId, DEADLIFT)).toEqual([['', null, false]]);
  });

  it('finishes: the summary shows the values the row showed', async () => {
    await page.getByRole('button', { name: 'Finish' }).tap();
    // Issue 27: the save step, then the summary.
    await page.getByRole('heading', { name: 'Save Workout' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Workout Complete!').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl()}/workout-session/${sessionId}`);
    const squat = page.getByRole('article', { name: SQUAT });
    await squat.waitFor();
    expect(await textOf(squat.getByRole('listitem').first())).toContain(`${weight} kg × ${reps}`);
    await squat.getByRole('img', { name: 'Completed' }).waitFor();
    await checkScreen(page, 'set-values-summary');
  });
});

describe('ticking offline', () => {
  it('queues the tick with the values the row shows, and the server gets exactly them once online', async () => {
    await quickStartWith(SQUAT, 'barbell squat');
    const sessionId = await activeSessionId();
    const weight = (await hintOf(SQUAT, 'Set 1 weight (kg)')).text;
    const reps = (await hintOf(SQUAT, 'Set 1 reps')).text;
    await expect.poll(() => serverSets(sessionId, SQUAT), { timeout: 15_000 }).toEqual([['', null, false]]);

    const ticks: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/toggle-completion')) ticks.push(request);
    });
    await context.setOffline(true);
    await expect.poll(() => indicator().innerText()).toBe('Offline');
    await complete(SQUAT, 'Set 1').tap();
    await expect.poll(() => complete(SQUAT, 'Set 1').getAttribute('aria-pressed')).toBe('true');
    expect(await textOf(field(SQUAT, 'Set 1 weight (kg)'))).toBe(weight);
    expect(await textOf(field(SQUAT, 'Set 1 reps'))).toBe(reps);
    await expect.poll(() => indicator().innerText()).toMatch(/^Offline · \d+ changes? waiting$/);
    await checkScreen(page, 'set-values-offline-ticked');
    expect(await serverSets(sessionId, SQUAT)).toEqual([['', null, false]]);

    await context.setOffline(false);
    await expect.poll(() => serverSets(sessionId, SQUAT), { timeout: 30_000 }).toEqual([[weight, Number(reps), true]]);
    const sent = ticks.map((request) => request.postDataJSON() as unknown).at(-1) as { weight: number; reps: number };
    expect([formatWeight(sent.weight, 'kg'), sent.reps]).toEqual([weight, Number(reps)]);
  });
});
