import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, WorkoutSession, WorkoutSet } from '../../shared/api-types';
import type { WeightUnit } from '../../shared/units';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, entryFieldName, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * The live workout learns from history (issue 11) on a 390x844 touch phone, one person lifting in kg: bench press
 * 100 kg × 5 is logged and finished; the next workout shows '100 × 5' as the set's previous value, which fills the
 * set when tapped; 105 kg × 5 (typed with the keypad's ± steps, its plate calculator reading 25 + 15 + 2.5 a side)
 * earns a 'PR' badge when completed and loses it when reopened; a copied set looks different until it is completed;
 * switching to lb reads 231.49 and switching back reads 105, the stored hundredths of a pound never changing.
 */
const BENCH = 'Barbell Bench Press - Medium Grip';
const KG_100 = 22046;
const KG_105 = 23149;

let browser: Browser;
let page: Page;
let athlete: AuthResponse;

async function setUnit(weightUnit: WeightUnit): Promise<void> {
  const result = await api('PATCH /api/users/{id}', {
    params: { id: athlete.user.id },
    token: athlete.token,
    body: { trainingSettings: { weightUnit, plateSetup: null } },
  });
  expect(result.status).toBe(200);
  expect(result.body.trainingSettings?.weightUnit).toBe(weightUnit);
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Kira Kilos' });
  await setUnit('kg');
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const section = (name: string) => page.getByRole('region', { name, exact: true });
const card = () => page.getByRole('region', { name: BENCH, exact: true });
const field = (label: string) => card().getByRole('button', { name: entryFieldName(label) });
const keypad = () => page.getByRole('dialog');
const key = (name: string) => keypad().getByRole('button', { name, exact: true });
const keypadValue = () => keypad().getByRole('status', { name: /value$/ });
const previous = (set: string) => card().getByRole('button', { name: new RegExp(`^${set} last time: `) });
const prBadge = (set: string) => card().locator(`[data-set-row="${set}"]`).getByRole('img', { name: /^Personal record: / });
const complete = (set: string) => card().getByRole('button', { name: `Complete ${set}`, exact: true });

async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

async function activeSession(): Promise<WorkoutSession> {
  const result = await api('GET /api/workout-sessions/active', { token: athlete.token });
  expect(result.body).not.toBeNull();
  return result.body!;
}

async function benchSets(sessionId: string): Promise<WorkoutSet[]> {
  const result = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: athlete.token });
  expect(result.status).toBe(200);
  return result.body.filter((set) => set.exerciseName === BENCH);
}

/** Quick Start on home, then the bench press through the picker. */
async function startWithBenchPress(): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await section("Today's workout").getByRole('button', { name: 'Quick Start' }).tap();
  await page.waitForURL(`${baseUrl()}/workout/session`, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Quick Workout' }).waitFor();
  await page.getByRole('button', { name: 'Add Exercise' }).tap();
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press medium');
  await page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button').filter({ hasText: BENCH }).first().tap();
  await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
  await card().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-set-row] button:disabled'));
}

describe('the live workout with history, in kg', () => {
  it('logs bench press 100 kg × 5 with the keypad’s Next key and finishes', async () => {
    await startWithBenchPress();
    await expect(card().getByText('KG', { exact: true }).isVisible()).resolves.toBe(true);
    // Never done: nothing last time.
    await expect.poll(() => card().getByText('Set 1: nothing last time').count(), { timeout: 15_000 }).toBe(1);

    await field('Set 1 weight (kg)').tap();
    await keypad().waitFor();
    await untilStill(keypad());
    for (const name of ['1', '0', '0']) await key(name).tap();
    expect(await textOf(keypadValue())).toBe('100');
    // A barbell lift: the plates per side for the typed weight, on the unit's default 20 kg bar.
    await expect(keypad().getByRole('region', { name: 'Plate calculator' }).textContent()).resolves.toContain('Per side: 25 + 15');
    await checkScreen(page, 'insights-live-keypad-kg');

    // Next keeps the weight and moves on to the reps of the same set.
    await key('Next').tap();
    await expect.poll(() => keypad().getByRole('heading').textContent()).toBe('Reps');
    expect(await textOf(keypad().getByText('Set 1 · ', { exact: false }))).toBe(`Set 1 · ${BENCH}`);
    await key('5').tap();
    // The last field of the workout: nothing comes after it.
    await expect(key('Next').isDisabled()).resolves.toBe(true);
    await key('Done').tap();
    await keypad().waitFor({ state: 'detached' });
    expect(await textOf(field('Set 1 weight (kg)'))).toBe('100');
    expect(await textOf(field('Set 1 reps'))).toBe('5');

    await complete('Set 1').tap();
    await expect.poll(() => complete('Set 1').getAttribute('aria-pressed')).toBe('true');
    const session = await activeSession();
    await expect.poll(async () => (await benchSets(session.id)).map((set) => [set.weight, set.reps, set.isCompleted])).toEqual([[KG_100, 5, true]]);

    await page.getByRole('button', { name: 'Finish' }).tap();
    // Issue 27: the save step, then the summary.
    await page.getByRole('heading', { name: 'Save Workout' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Workout Complete!').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${baseUrl()}/workout-session/${session.id}`);
  });

  it('shows last time’s 100 × 5 as the previous value, and tapping it fills the set', async () => {
    await startWithBenchPress();
    await previous('Set 1').waitFor({ timeout: 15_000 });
    expect(await textOf(previous('Set 1'))).toBe('100 × 5');
    await expect(previous('Set 1').getAttribute('aria-label')).resolves.toBe('Set 1 last time: 100 × 5 (kg). Fill in');
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'insights-live-previous');

    await previous('Set 1').tap();
    expect(await textOf(field('Set 1 weight (kg)'))).toBe('100');
    expect(await textOf(field('Set 1 reps'))).toBe('5');
  });

  it('steps the weight to 105 with + and − and shows 25 + 15 + 2.5 a side', async () => {
    await field('Set 1 weight (kg)').tap();
    await keypad().waitFor();
    await key('+2.5 kg').tap();
    await key('+2.5 kg').tap();
    await key('+2.5 kg').tap();
    expect(await textOf(keypadValue())).toBe('107.5');
    await key('−2.5 kg').tap();
    expect(await textOf(keypadValue())).toBe('105');
    const plates = keypad().getByRole('region', { name: 'Plate calculator' });
    await expect(plates.textContent()).resolves.toContain('Per side: 25 + 15 + 2.5');
    await checkScreen(page, 'insights-live-plates-105');

    // A weight the plates cannot make: the nearest loadable weights, each one tap away.
    await key('Clear').tap();
    for (const name of ['1', '0', '6']) await key(name).tap();
    await expect(plates.textContent()).resolves.toContain('Cannot be loaded exactly');
    await plates.getByRole('button', { name: /^Use 107\.5 kg: 25 \+ 15 \+ 2\.5 \+ 1\.25 per side$/ }).waitFor();
    await plates.getByRole('button', { name: /^Use 105 kg: / }).tap();
    expect(await textOf(keypadValue())).toBe('105');
    await key('Done').tap();
    await keypad().waitFor({ state: 'detached' });
    expect(await textOf(field('Set 1 weight (kg)'))).toBe('105');
  });

  it('completes 105 × 5: a PR badge; reopened, the badge goes', async () => {
    await complete('Set 1').tap();
    await prBadge('Set 1').waitFor({ timeout: 15_000 });
    await expect(prBadge('Set 1').getAttribute('aria-label')).resolves.toMatch(/heaviest weight/);
    await expect(prBadge('Set 1').getAttribute('aria-label')).resolves.toMatch(/best estimated 1RM/);
    await checkScreen(page, 'insights-live-pr-badge');

    await complete('Set 1').tap();
    await expect.poll(() => prBadge('Set 1').count()).toBe(0);
    await expect.poll(() => complete('Set 1').getAttribute('aria-pressed')).toBe('false');
    await complete('Set 1').tap();
    await prBadge('Set 1').waitFor({ timeout: 15_000 });
  });

  it('draws a copied set unlike a typed one until it is completed; its tie is no record', async () => {
    await card().getByRole('button', { name: `Add Set to ${BENCH}` }).tap();
    await page.waitForFunction(() => !document.querySelector('[data-set-row] button:disabled'));
    // Copied from Set 1: named as a copy and drawn differently (dashed, italic) from Set 1's own values.
    await expect(field('Set 2 weight (kg)').getAttribute('aria-label')).resolves.toBe('Set 2 weight (kg), 105, copied');
    await expect(field('Set 2 reps').getAttribute('aria-label')).resolves.toBe('Set 2 reps, 5, copied');
    const style = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontStyle);
    expect(await style(field('Set 2 weight (kg)'))).toBe('italic');
    expect(await style(field('Set 1 weight (kg)'))).toBe('normal');
    await checkScreen(page, 'insights-live-copied-set');

    await complete('Set 2').tap();
    await expect.poll(() => field('Set 2 weight (kg)').getAttribute('aria-label')).toBe('Set 2 weight (kg), 105');
    expect(await style(field('Set 2 weight (kg)'))).toBe('normal');
    // 105 × 5 again ties Set 1: never a record. Set 1 keeps its badge.
    const session = await activeSession();
    await expect.poll(async () => (await benchSets(session.id)).map((set) => set.isCompleted)).toEqual([true, true]);
    await page.reload();
    await prBadge('Set 1').waitFor({ timeout: 20_000 });
    expect(await prBadge('Set 2').count()).toBe(0);
  });

  it('reads 231.49 in lb and 105 again in kg, the stored weight never changing', async () => {
    const session = await activeSession();
    await expect.poll(async () => (await benchSets(session.id)).map((set) => set.weight)).toEqual([KG_105, KG_105]);

    await setUnit('lb');
    await page.reload();
    await field('Set 1 weight (lbs)').waitFor({ timeout: 20_000 });
    expect(await textOf(field('Set 1 weight (lbs)'))).toBe('231.49');
    await expect(card().getByText('LBS', { exact: true }).isVisible()).resolves.toBe(true);
    await previous('Set 1').waitFor({ timeout: 15_000 });
    expect(await textOf(previous('Set 1'))).toBe('220.46 × 5');
    await checkScreen(page, 'insights-live-in-lb');

    await setUnit('kg');
    await page.reload();
    await field('Set 1 weight (kg)').waitFor({ timeout: 20_000 });
    expect(await textOf(field('Set 1 weight (kg)'))).toBe('105');
    expect(await textOf(field('Set 2 weight (kg)'))).toBe('105');
    // Reading in either unit wrote nothing.
    expect((await benchSets(session.id)).map((set) => set.weight)).toEqual([KG_105, KG_105]);
  });

  it('takes a keyboard on a desktop: half-typed kg stay as typed, Enter moves weight → reps → on', async () => {
    const desk = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
    await desk.goto(`${baseUrl()}/login`);
    await desk.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: athlete.token, user: athlete.user });
    await desk.goto(`${baseUrl()}/workout/session`);
    const deskCard = desk.getByRole('region', { name: BENCH, exact: true });
    await deskCard.getByRole('button', { name: `Add Set to ${BENCH}` }).click();
    const weight = deskCard.getByRole('textbox', { name: entryFieldName('Set 3 weight (kg)') });
    const reps = deskCard.getByRole('textbox', { name: entryFieldName('Set 3 reps') });
    await expect.poll(() => weight.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect(weight.getAttribute('aria-label')).resolves.toBe('Set 3 weight (kg), copied');

    await weight.click();
    await desk.keyboard.press('Control+A');
    await desk.keyboard.type('102.');
    expect(await weight.inputValue()).toBe('102.');
    await desk.keyboard.press('Enter');
    await expect.poll(() => reps.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await weight.inputValue()).toBe('102');
    await desk.keyboard.press('Control+A');
    await desk.keyboard.type('3');
    // The last field of the workout: Enter leaves it.
    await desk.keyboard.press('Enter');
    await expect.poll(() => desk.evaluate(() => document.activeElement === document.body)).toBe(true);
    await checkScreen(desk, 'insights-live-desktop');

    const session = await activeSession();
    // 102 kg is 22487 hundredths of a pound.
    await expect.poll(async () => (await benchSets(session.id)).map((set) => [set.weight, set.reps])).toEqual([
      [KG_105, 5],
      [KG_105, 5],
      [22487, 3],
    ]);
    await desk.context().close();
  });
});
