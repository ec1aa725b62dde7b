import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { checkScreen, fitsViewport, launchBrowser, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * The routine builder and the workout builder on a 390x844 phone: a routine with warm-up sets is
 * created, checked on the server, edited and started; a workout with a superset is added to a training plan (a
 * routine holds its one workout: issue 27 keeps the two apart).
 */
const BENCH = 'Barbell Bench Press - Medium Grip';
const ROW = 'One-Arm Dumbbell Row';
const GOBLET = 'Goblet Squat';
const ROUTINE_NAME = 'Upper Body A';

let browser: Browser;
let page: Page;
let auth: AuthResponse;
let planId = '';
let trainingPlanId = '';
let workoutId = '';

beforeAll(async () => {
  auth = await signUp();
  browser = await launchBrowser();
  page = await signedInPage(browser, auth);
  // Leaving home before the current-user call settles would cancel it, which signs the person out.
  await page.getByRole('button', { name: 'Quick Start' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const card = (name: string) => page.getByRole('region', { name, exact: true });
const setButtons = (exercise: string) => card(exercise).getByRole('button', { name: / options$/ });

/** Picks the exercises (search term → name) in the picker and adds them. */
async function addExercises(picks: readonly [string, string][]): Promise<void> {
  await page.getByRole('button', { name: 'Add Exercise' }).tap();
  const list = page.getByRole('list', { name: 'Exercises', exact: true });
  await list.waitFor({ timeout: 20_000 });
  for (const [search, name] of picks) {
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
    await list.getByRole('button').filter({ hasText: name }).first().tap();
  }
  await page.getByRole('button', { name: `Add ${picks.length} Exercises` }).tap();
  for (const [, name] of picks) await card(name).waitFor();
}

/** Opens a set's options from its number and marks it as a warm-up. */
async function markWarmup(exercise: string, setName: string): Promise<void> {
  await card(exercise).getByRole('button', { name: `${setName} options` }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Warm-up' }).tap();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function labelsOf(exercise: string): Promise<string[]> {
  return (await setButtons(exercise).allTextContents()).map((text) => text.trim());
}

async function tapAll(locator: Locator, times: number): Promise<void> {
  for (let index = 0; index < times; index++) await locator.tap();
}

describe('the routine builder on a phone', () => {
  it('builds a routine with warm-up sets and asks for a name first', async () => {
    await page.goto(`${baseUrl()}/create-routine`);
    await page.getByRole('heading', { name: 'Create Routine' }).waitFor();
    await expectNoAxeViolations(page);

    await addExercises([
      ['bench press medium', BENCH],
      ['one-arm dumbbell row', ROW],
    ]);
    await tapAll(card(BENCH).getByRole('button', { name: `Add Set to ${BENCH}` }), 2);
    await card(ROW).getByRole('button', { name: `Add Set to ${ROW}` }).tap();
    await markWarmup(BENCH, 'Set 1');
    await markWarmup(ROW, 'Set 1');

    expect(await labelsOf(BENCH)).toEqual(['W', '1', '2']);
    expect(await labelsOf(ROW)).toEqual(['W', '1']);
    // Issue 29: the bench and the row made one superset from the bench's menu, as in the live workout.
    await card(BENCH).getByRole('button', { name: `Options for ${BENCH}` }).tap();
    await page.getByRole('dialog', { name: BENCH }).getByRole('button', { name: 'Superset with…' }).tap();
    await page.getByRole('dialog', { name: 'Superset with…' }).getByRole('checkbox', { name: ROW }).tap();
    await page.getByRole('button', { name: 'Save superset' }).tap();
    await page.getByRole('group', { name: 'Superset A' }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Please enter a routine name').waitFor();
    await screenshot(page, 'routine-builder-create');
  });

  it('saves the routine and goes to the workouts list', async () => {
    await page.getByLabel('Routine name').fill(ROUTINE_NAME);
    await page.getByRole('button', { name: 'Save', exact: true }).tap();

    await toast('Routine created successfully!').waitFor();
    await page.waitForURL(`${baseUrl()}/workouts`);
  });

  it('stored normal sets and warm-up sets apart, with the routine defaults', async () => {
    const mine = await api('GET /api/plans/user', { token: auth.token });
    expect(mine.status).toBe(200);
    planId = mine.body.find((plan) => plan.name === ROUTINE_NAME)?.id ?? '';
    expect(planId).not.toBe('');

    const routine = await api('GET /api/workout-plans/{id}', { params: { id: planId }, token: auth.token });
    expect(routine.status).toBe(200);
    expect(routine.body.difficulty).toBe('beginner');
    expect(routine.body.workouts[0]?.exercises).toMatchObject([
      { exerciseName: BENCH, sets: 2, warmupSets: 1, reps: '8-12', restSeconds: 60, orderIndex: 0, supersetGroup: 'A' },
      { exerciseName: ROW, sets: 1, warmupSets: 1, reps: '8-12', restSeconds: 60, orderIndex: 1, supersetGroup: 'A' },
    ]);
  });

  it('opens the routine for editing with its warm-up rows first, and confirms before deleting an exercise', async () => {
    await page.goto(`${baseUrl()}/create-routine?editId=${planId}`);
    await page.getByRole('heading', { name: 'Edit Routine' }).waitFor();
    await card(BENCH).waitFor();

    await expect(page.getByLabel('Routine name').inputValue()).resolves.toBe(ROUTINE_NAME);
    expect(await labelsOf(BENCH)).toEqual(['W', '1', '2']);
    expect(await labelsOf(ROW)).toEqual(['W', '1']);

    await card(ROW).getByRole('button', { name: `Options for ${ROW}` }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).tap();
    await page.getByRole('dialog').getByText('All its sets will be removed.').waitFor();
    await checkScreen(page, 'routine-builder-delete-confirmation');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await card(ROW).waitFor();

    await markWarmup(BENCH, 'Set 1');
    expect(await labelsOf(BENCH)).toEqual(['W', 'W', '1']);
    await checkScreen(page, 'routine-builder-edit');

    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Routine updated successfully!').waitFor();
    await page.waitForURL(`${baseUrl()}/workouts`);

    const routine = await api('GET /api/workout-plans/{id}', { params: { id: planId }, token: auth.token });
    expect(routine.body.workouts[0]?.exercises[0]).toMatchObject({ exerciseName: BENCH, sets: 1, warmupSets: 2 });
  });

  it('starts the routine and shows its exercises and warm-up sets in the live workout', async () => {
    const started = await api('POST /api/workout-sessions', { token: auth.token, body: { name: ROUTINE_NAME, workoutPlanId: planId, isActive: true } });
    expect(started.status).toBeLessThan(300);

    await page.goto(`${baseUrl()}/workout/session`);
    await card(BENCH).waitFor({ timeout: 20_000 });
    await card(ROW).waitFor();
    await expect.poll(() => labelsOf(BENCH)).toEqual(['W', 'W', '1']);
    expect(await labelsOf(ROW)).toEqual(['W', '1']);
    // The routine's superset is carried into the workout (decision 86).
    expect(await page.getByRole('group', { name: 'Superset A' }).getByRole('heading', { level: 2 }).allTextContents()).toEqual([BENCH, ROW]);
    await screenshot(page, 'routine-started');
  });
});

describe('the workout builder on a phone', () => {
  beforeAll(async () => {
    const plan = await api('POST /api/plans', { token: auth.token, body: { name: 'Strength Block' } });
    expect(plan.status).toBe(201);
    trainingPlanId = plan.body.id;
  });

  it('builds a workout with a superset for the plan', async () => {
    await page.goto(`${baseUrl()}/create-workout?planId=${trainingPlanId}`);
    await page.getByRole('heading', { name: 'Create Workout Plan' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Workout name').fill('Push Pull');
    await addExercises([
      ['bench press medium', BENCH],
      ['one-arm dumbbell row', ROW],
      ['goblet squat', GOBLET],
    ]);
    expect(await labelsOf(BENCH)).toEqual(['1', '2', '3']);
    await expect(page.getByText('Estimated duration: 18 min').isVisible()).resolves.toBe(true);

    await card(BENCH).getByLabel('Warm-up sets', { exact: true }).fill('1');
    await card(BENCH).getByLabel('Reps', { exact: true }).fill('5');
    expect(await labelsOf(BENCH)).toEqual(['W', '1', '2', '3']);

    await page.getByRole('button', { name: 'Superset' }).tap();
    await card(BENCH).getByRole('checkbox', { name: 'Select for superset' }).tap();
    await checkScreen(page, 'workout-builder-superset-selection');
    await page.getByRole('button', { name: 'Save superset' }).tap();
    const tooFew = toast('Select at least 2 exercises to create a superset.');
    await tooFew.waitFor();

    await card(ROW).getByRole('checkbox', { name: 'Select for superset' }).tap();
    await page.getByRole('button', { name: 'Save superset' }).tap();

    await card(BENCH).getByText('Superset A').waitFor();
    await card(ROW).getByText('Superset A').waitFor();
    expect(await card(GOBLET).getByText(/^Superset/).count()).toBe(0);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'workout-builder');
  });

  it('saves the workout into the plan and opens the plan', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await page.waitForURL(`${baseUrl()}/plan/${trainingPlanId}`);

    const workouts = await api('GET /api/plans/{id}/workouts', { params: { id: trainingPlanId }, token: auth.token });
    const saved = workouts.body.find((workout) => workout.name === 'Push Pull');
    workoutId = saved?.id ?? '';
    expect(saved).toMatchObject({ planId: trainingPlanId, estimatedDuration: 18 });
    expect(saved?.exercises).toMatchObject([
      { exerciseName: BENCH, sets: 3, warmupSets: 1, reps: '5', restSeconds: 90, supersetGroup: 'A' },
      { exerciseName: ROW, sets: 3, warmupSets: 0, reps: '8-10', restSeconds: 90, supersetGroup: 'A' },
      { exerciseName: GOBLET, sets: 3, warmupSets: 0, reps: '8-10', restSeconds: 90, supersetGroup: null },
    ]);
  });

  it('edits the workout: an exercise leaves its superset', async () => {
    await page.goto(`${baseUrl()}/create-workout?editId=${workoutId}`);
    await page.getByRole('heading', { name: 'Edit Workout Plan' }).waitFor();
    await card(ROW).getByText('Superset A').waitFor();
    expect(await labelsOf(BENCH)).toEqual(['W', '1', '2', '3']);

    await card(ROW).getByRole('button', { name: `Remove ${ROW} from superset A` }).tap();
    expect(await card(ROW).getByText(/^Superset/).count()).toBe(0);
    await checkScreen(page, 'workout-builder-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await page.waitForURL(`${baseUrl()}/plan/${trainingPlanId}`);

    const workout = await api('GET /api/workouts/{id}', { params: { id: workoutId }, token: auth.token });
    expect(workout.body.exercises.map((exercise) => exercise.supersetGroup)).toEqual(['A', null, null]);
  });

  it("creates a custom exercise in the picker's Create Custom tab, which selects it and returns to Browse", async () => {
    await page.goto(`${baseUrl()}/create-workout`);
    await page.getByRole('heading', { name: 'Create Workout Plan' }).waitFor();
    await page.getByRole('button', { name: 'Add Exercise' }).tap();
    await page.getByRole('tab', { name: 'Create Custom' }).tap();
    await page.getByLabel('Exercise name').fill('Tabbed Landmine Press');
    await page.getByRole('combobox', { name: 'Muscle group' }).selectOption('Shoulders');
    await page.getByRole('combobox', { name: 'Equipment' }).selectOption('Barbell');
    await checkScreen(page, 'workout-builder-picker-create-tab');
    await page.getByRole('button', { name: 'Create', exact: true }).tap();

    await expect.poll(() => page.getByRole('tab', { name: 'Browse' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
    await card('Tabbed Landmine Press').waitFor();
  });
});
