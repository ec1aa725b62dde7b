import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, WorkoutSession, WorkoutSet } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { checkScreen, fitsViewport, launchBrowser, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * The Workouts tab on a phone: routine cards in folders (kept on the server, issue 27), starting a routine,
 * a running workout reused (never ended) by Start Empty Workout and Start Routine, deleting a
 * routine, and the Explore Routines and Groups placeholders.
 */
const LEG_DAY = 'Leg Day';
const PUSH_DAY = 'Push Day';
const FOLDER = 'Heavy Days';
const SQUAT = 'Barbell Squat';
const LEG_DAY_EXERCISES = [SQUAT, 'Barbell Deadlift', 'Bent Over Barbell Row', 'Barbell Bench Press - Medium Grip', 'Standing Military Press'];

let browser: Browser;
let athlete: AuthResponse;
let page: Page;
let legDayId = '';
let runningSessionId = '';

async function createRoutine(name: string, exerciseIds: string[]): Promise<string> {
  const exercises = exerciseIds.map((exerciseId, index) => ({ exerciseId, sets: 3, warmupSets: index === 0 ? 1 : 0 }));
  const created = await api('POST /api/workout-plans', { token: athlete.token, body: { name, exercises } });
  if (created.status !== 201) throw new Error(`Creating a routine failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Robin Routine' });
  legDayId = await createRoutine(LEG_DAY, ['Barbell_Squat', 'Barbell_Deadlift', 'Bent_Over_Barbell_Row', 'Barbell_Bench_Press_-_Medium_Grip', 'Standing_Military_Press']);
  await createRoutine(PUSH_DAY, ['Barbell_Bench_Press_-_Medium_Grip']);
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const folder = (name: string) => page.getByRole('region', { name, exact: true });
const routineCard = (name: string) => page.getByRole('article', { name, exact: true });
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
const liveExercise = (name: string) => page.getByRole('region', { name, exact: true });

async function openWorkouts(): Promise<void> {
  await page.goto(`${baseUrl()}/workouts`);
  await page.getByRole('heading', { name: 'Workouts', level: 1 }).waitFor();
}

async function routineOption(routine: string, option: string): Promise<void> {
  await page.getByRole('button', { name: `Routine options for ${routine}` }).tap();
  await dialog(routine).getByRole('button', { name: option }).tap();
}

async function activeSession(): Promise<WorkoutSession | null> {
  return (await api('GET /api/workout-sessions/active', { token: athlete.token })).body;
}

async function setsOf(sessionId: string): Promise<WorkoutSet[]> {
  return (await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: athlete.token })).body;
}

describe('workouts on a phone', () => {
  it('shows the routines in My Routines', async () => {
    await openWorkouts();
    await folder('My Routines').getByRole('article', { name: LEG_DAY, exact: true }).waitFor();

    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'workouts-routines');
  });

  it("adds a 'New Folder' and renames it in the Edit Folder Name dialog", async () => {
    await page.getByRole('button', { name: 'New folder' }).tap();
    await folder('New Folder').waitFor();

    await page.getByRole('button', { name: 'Rename folder New Folder' }).tap();
    const rename = dialog('Edit Folder Name');
    const name = rename.getByRole('textbox', { name: 'Folder name' });
    await name.fill('   ');
    expect(await rename.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await name.fill(FOLDER);
    await checkScreen(page, 'workouts-edit-folder-name');
    await rename.getByRole('button', { name: 'Save' }).tap();

    await toast('Folder renamed').waitFor();
    await folder(FOLDER).waitFor();
    expect(await folder('New Folder').count()).toBe(0);
  });

  it('moves a routine into the folder', async () => {
    await routineOption(LEG_DAY, 'Move to Folder');
    const move = dialog('Move to folder');
    await expect(move.getByRole('button', { name: 'My Routines' }).getAttribute('aria-current')).resolves.toBe('true');
    await expectNoAxeViolations(page);
    await move.getByRole('button', { name: FOLDER }).tap();

    await toast('Routine moved').waitFor();
    await folder(FOLDER).getByRole('article', { name: LEG_DAY, exact: true }).waitFor();
    expect(await folder('My Routines').getByRole('article').count()).toBe(1);
    await screenshot(page, 'workouts-folders');
  });

  it('keeps folders, placement and collapse across reloads', async () => {
    await page.reload();
    const heavy = folder(FOLDER);
    await heavy.getByRole('article', { name: LEG_DAY, exact: true }).waitFor();
    const toggle = heavy.getByRole('button', { name: new RegExp(`^${FOLDER}`) });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await routineCard(LEG_DAY).isVisible()).toBe(false);

    await page.reload();
    const collapsed = folder(FOLDER).getByRole('button', { name: new RegExp(`^${FOLDER}`) });
    await expect.poll(() => collapsed.getAttribute('aria-expanded')).toBe('false');
    await collapsed.tap();
    await routineCard(LEG_DAY).waitFor();
  });

  it('says so when a routine cannot start and keeps Start Routine disabled for 5 s', async () => {
    await page.route('**/api/workout-sessions', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{"message":"boom"}' }) : route.continue()));
    const start = routineCard(LEG_DAY).getByRole('button', { name: 'Start Routine' });
    await start.tap();

    await toast('Failed to start routine. Please try again.').waitFor();
    expect(await start.isDisabled()).toBe(true);
    await expect.poll(() => start.isEnabled(), { timeout: 7_000 }).toBe(true);
    await page.unrouteAll();
  });

  it('starts the routine: the live workout holds its exercises and a warm-up set', async () => {
    await routineCard(LEG_DAY).getByRole('button', { name: 'Start Routine' }).tap();
    await page.waitForURL(/\/workout\/session\?session=/);
    runningSessionId = new URL(page.url()).searchParams.get('session') ?? '';

    await liveExercise(SQUAT).waitFor();
    await liveExercise(SQUAT).getByText('W', { exact: true }).waitFor();
    for (const name of LEG_DAY_EXERCISES) await liveExercise(name).waitFor();
    await expect(activeSession()).resolves.toMatchObject({ id: runningSessionId, workoutPlanId: legDayId, isActive: true });
    await screenshot(page, 'workouts-routine-started');
  });

  it('shows the running workout with Resume, and Start Empty Workout opens it without ending it', async () => {
    const setsBefore = await setsOf(runningSessionId);
    await openWorkouts();
    const quickStart = page.getByRole('region', { name: 'Quick Start' });
    await quickStart.getByText(LEG_DAY).waitFor();
    await expect(quickStart.getByRole('link', { name: 'Resume' }).getAttribute('href')).resolves.toBe(`/workout/session?session=${runningSessionId}`);
    await checkScreen(page, 'workouts-workout-in-progress');

    await quickStart.getByRole('button', { name: 'Start Empty Workout' }).tap();

    await toast('Workout in progress').waitFor();
    await page.waitForURL(`${baseUrl()}/workout/session?session=${runningSessionId}`);
    await liveExercise(SQUAT).getByText('W', { exact: true }).waitFor();
    await expect(activeSession()).resolves.toMatchObject({ id: runningSessionId, isActive: true });
    expect(await setsOf(runningSessionId)).toEqual(setsBefore);
  });

  it('Start Routine of another routine also opens the running workout', async () => {
    await openWorkouts();
    await routineCard(PUSH_DAY).getByRole('button', { name: 'Start Routine' }).tap();

    await toast('Finish or discard it to start another.').waitFor();
    await page.waitForURL(`${baseUrl()}/workout/session?session=${runningSessionId}`);
    await expect(activeSession()).resolves.toMatchObject({ id: runningSessionId, workoutPlanId: legDayId });
  });

  it('deletes a routine after the confirmation, with Undo for a few seconds (issue 27)', async () => {
    const routinesOnServer = async () => (await api('GET /api/plans/user', { token: athlete.token })).body.map((plan) => plan.name);
    await openWorkouts();
    await routineOption(PUSH_DAY, 'Delete Routine');
    const confirm = dialog(`Delete ${PUSH_DAY}`);
    await confirm.getByText('Are you sure you want to delete this routine?').waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    await routineCard(PUSH_DAY).waitFor();

    await routineOption(PUSH_DAY, 'Delete Routine');
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await confirm.waitFor({ state: 'detached' });
    await routineCard(PUSH_DAY).waitFor({ state: 'detached' });
    const undo = toast('Routine deleted').getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    // F8 takes focus to the toast, which holds the countdown while the checks run (as it does for a person reading it).
    await page.keyboard.press('F8');
    await checkScreen(page, 'workouts-routine-deleted-undo');
    await undo.tap();
    await routineCard(PUSH_DAY).waitFor();
    expect(await routinesOnServer()).toContain(PUSH_DAY);

    await routineOption(PUSH_DAY, 'Delete Routine');
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await routineCard(PUSH_DAY).waitFor({ state: 'detached' });
    await expect.poll(routinesOnServer, { timeout: 20_000 }).toEqual([LEG_DAY]);
    await page.reload();
    await routineCard(LEG_DAY).waitFor();
    expect(await routineCard(PUSH_DAY).count()).toBe(0);
  });

  it('opens Explore Routines and goes back to Workouts', async () => {
    await page.getByRole('link', { name: 'Explore Routines' }).tap();
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await page.getByText('community collection of routines').waitFor();
    await checkScreen(page, 'explore-routines');

    await page.getByRole('link', { name: 'Back to Workouts' }).tap();
    await page.waitForURL(`${baseUrl()}/workouts`);
  });

  it('shows the Groups placeholder', async () => {
    await page.goto(`${baseUrl()}/groups`);
    await page.getByRole('heading', { name: 'Groups Coming Soon!' }).waitFor();
    await page.getByText('Feature in development').waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('deleting a folder (issue 27)', () => {
  it('asks first, and Undo puts the folder back with its routines', async () => {
    await openWorkouts();
    await folder(FOLDER).getByRole('article', { name: LEG_DAY, exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete folder ${FOLDER}` }).tap();
    const confirm = dialog(`Delete folder ${FOLDER}`);
    await confirm.getByText('Its routines move to My Routines.').waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).tap();

    await folder('My Routines').getByRole('article', { name: LEG_DAY, exact: true }).waitFor();
    expect(await folder(FOLDER).count()).toBe(0);
    const undo = toast('Folder deleted').getByRole('button', { name: 'Undo' });
    await undo.tap();
    await folder(FOLDER).getByRole('article', { name: LEG_DAY, exact: true }).waitFor();

    await page.getByRole('button', { name: `Delete folder ${FOLDER}` }).tap();
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await toast('Folder deleted').waitFor({ state: 'detached', timeout: 20_000 });
    await page.reload();
    await folder('My Routines').getByRole('article', { name: LEG_DAY, exact: true }).waitFor();
    expect(await folder(FOLDER).count()).toBe(0);
  });
});
