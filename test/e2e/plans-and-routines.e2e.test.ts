import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, launchBrowser } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Issue 27, deliverable 5, as a person sees it on two phones: a saved training plan lands in the plans' own place
 * (never on Workouts as a routine), routines are not listed under My Plans, one's own plan opened from the profile can
 * be changed, a routine has its own detail screen, and routine folders are the same on every device (made on one
 * phone, seen on the other; made offline, sent once back online; the old local folders sent up once).
 */
const PLAN = 'Summer Block';
const ROUTINE = 'Push Day';
const WORKOUT = 'Heavy Squats';
const FOLDER = 'Chest days';

let browser: Browser;
let athlete: AuthResponse;
let phone: Page;
let tablet: Page;
let routineId = '';
let planId = '';

beforeAll(async () => {
  athlete = await signUp({ displayName: 'Sam Split' });
  const routine = await api('POST /api/workout-plans', {
    token: athlete.token,
    body: { name: ROUTINE, exercises: [{ exerciseId: 'Barbell_Bench_Press_-_Medium_Grip', sets: 3 }, { exerciseId: 'Pushups' }] },
  });
  routineId = routine.body.id;
  await api('POST /api/workouts', { token: athlete.token, body: { name: WORKOUT, exercises: [{ exerciseId: 'Barbell_Squat' }] } });
  browser = await launchBrowser();
  phone = await signedInPage(browser, athlete);
});

afterAll(async () => {
  await browser?.close();
});

const on = (page: Page) => ({
  heading: (name: string) => page.getByRole('heading', { name, exact: true }),
  folder: (name: string) => page.getByRole('region', { name, exact: true }),
  card: (name: string) => page.getByRole('article', { name, exact: true }),
  dialog: (name: string) => page.getByRole('dialog', { name, exact: true }),
});

const routinesOnServer = async () => (await api('GET /api/plans/user', { token: athlete.token })).body;
const plansOnServer = async () => (await api('GET /api/plans/user', { query: { kind: 'plan' }, token: athlete.token })).body;
const foldersOnServer = async () => (await api('GET /api/routine-folders', { token: athlete.token })).body;

async function openWorkouts(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/workouts`);
  await on(page).heading('Workouts').waitFor();
  await on(page).folder('My Routines').waitFor();
}

describe('plans and routines kept apart', () => {
  it('saves a new plan into its own place, ready for its workouts, never on Workouts as a routine', async () => {
    await phone.goto(`${baseUrl()}/create-plan`);
    await on(phone).heading('Create Training Plan').waitFor();
    await phone.getByLabel('Plan name').fill(PLAN);
    await phone.getByRole('button', { name: 'Save Plan' }).tap();

    await phone.waitForURL(/\/plan\/[0-9a-z]{21}$/);
    planId = new URL(phone.url()).pathname.split('/').at(-1) ?? '';
    await on(phone).heading(PLAN).waitFor();
    await phone.getByRole('button', { name: 'Add Workout' }).waitFor();
    expect(await phone.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/plans');
    await checkScreen(phone, 'plans-apart-saved-plan');

    expect((await plansOnServer()).map((plan) => [plan.name, plan.kind])).toEqual([[PLAN, 'plan']]);
    expect((await routinesOnServer()).map((routine) => routine.name)).toEqual([ROUTINE]);
  });

  it('lists only routines on Workouts and only plans under Training Plans', async () => {
    await openWorkouts(phone);
    await on(phone).card(ROUTINE).waitFor();
    expect(await on(phone).card(PLAN).count()).toBe(0);
    expect(await phone.getByRole('button', { name: 'Start Routine' }).count()).toBe(1);

    await phone.getByRole('link', { name: /^Training Plans/ }).tap();
    await on(phone).heading('Training Plans').waitFor();
    const list = phone.getByRole('list', { name: 'My plans' });
    await list.getByRole('link', { name: new RegExp(`^${PLAN}`) }).waitFor();
    expect(await list.getByText(ROUTINE).count()).toBe(0);
    await checkScreen(phone, 'plans-apart-plans-place');
  });

  it('lists no routine under My Plans, and opens my own plan there ready to change: Add Workout adds one', async () => {
    await phone.goto(`${baseUrl()}/profile`);
    const myPlans = phone.getByRole('region', { name: 'My Plans' });
    await myPlans.getByRole('link', { name: new RegExp(`^${PLAN}`) }).waitFor();
    expect(await myPlans.getByText(ROUTINE).count()).toBe(0);

    await myPlans.getByRole('link', { name: new RegExp(`^${PLAN}`) }).tap();
    await phone.waitForURL(`${baseUrl()}/plan/${planId}?view=true`);
    await on(phone).heading(PLAN).waitFor();
    await phone.getByRole('link', { name: 'Edit plan' }).waitFor();
    await phone.getByRole('button', { name: 'Add Workout' }).tap();
    const add = on(phone).dialog('Add Workout');
    // A routine's own workout is not offered: it belongs to its routine.
    await add.getByRole('radio', { name: new RegExp(`^${WORKOUT}`) }).check();
    expect(await add.getByRole('radio', { name: new RegExp(`^${ROUTINE}`) }).count()).toBe(0);
    await add.getByRole('button', { name: 'Add to Plan' }).tap();
    await add.waitFor({ state: 'detached' });
    await on(phone).card(WORKOUT).waitFor();
    expect(await phone.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/profile');
    await checkScreen(phone, 'plans-apart-own-plan-from-profile');

    const plan = await api('GET /api/workout-plans/{id}', { params: { id: planId }, token: athlete.token });
    expect(plan.body.workouts.map((workout) => workout.name)).toEqual([WORKOUT]);
  });

  it("opens a routine's own detail screen from its card, with Start Routine and Edit", async () => {
    await openWorkouts(phone);
    await on(phone).card(ROUTINE).getByRole('link', { name: ROUTINE }).tap();
    await phone.waitForURL(`${baseUrl()}/routine/${routineId}`);
    await on(phone).heading(ROUTINE).waitFor();
    await phone.getByRole('button', { name: 'Start Routine' }).waitFor();
    await phone.getByText('Barbell Bench Press - Medium Grip').waitFor();
    expect(await phone.getByRole('link', { name: 'Edit routine' }).getAttribute('href')).toBe(`/create-routine?editId=${routineId}`);
    expect(await phone.getByRole('link', { name: 'Open Plan' }).count()).toBe(0);
    await checkScreen(phone, 'plans-apart-routine-detail');
  });
});

describe('routine folders on every device', () => {
  let tabletContext: BrowserContext;

  it('makes, names and fills a folder on the phone, and the server holds it', async () => {
    await openWorkouts(phone);
    await phone.getByRole('button', { name: 'New folder' }).tap();
    await on(phone).folder('New Folder').waitFor();
    await phone.getByRole('button', { name: 'Rename folder New Folder' }).tap();
    const rename = on(phone).dialog('Edit Folder Name');
    await rename.getByRole('textbox', { name: 'Folder name' }).fill(FOLDER);
    await rename.getByRole('button', { name: 'Save' }).tap();
    await on(phone).folder(FOLDER).waitFor();

    await phone.getByRole('button', { name: `Routine options for ${ROUTINE}` }).tap();
    await on(phone).dialog(ROUTINE).getByRole('button', { name: 'Move to Folder' }).tap();
    await on(phone).dialog('Move to folder').getByRole('button', { name: FOLDER }).tap();
    await on(phone).folder(FOLDER).getByRole('article', { name: ROUTINE, exact: true }).waitFor();

    await expect.poll(async () => (await foldersOnServer()).map((folder) => folder.name)).toEqual(['My Routines', FOLDER]);
    const folderId = (await foldersOnServer())[1]?.id;
    await expect.poll(async () => (await routinesOnServer()).find((routine) => routine.id === routineId)?.folderId).toBe(folderId);
  });

  it('shows the same folder, holding the same routine, on a second device of the same account', async () => {
    tablet = await signedInPage(browser, athlete);
    tabletContext = tablet.context();
    await openWorkouts(tablet);
    await on(tablet).folder(FOLDER).getByRole('article', { name: ROUTINE, exact: true }).waitFor();
    expect(await on(tablet).folder('My Routines').getByRole('article').count()).toBe(0);
    await checkScreen(tablet, 'plans-apart-folder-on-second-device');
  });

  it('keeps a folder made offline on the screen, and sends it once back online', async () => {
    await tabletContext.setOffline(true);
    await tablet.getByRole('button', { name: 'New folder' }).tap();
    await on(tablet).folder('New Folder').waitFor();
    expect((await foldersOnServer()).map((folder) => folder.name)).toEqual(['My Routines', FOLDER]);

    await tabletContext.setOffline(false);
    await expect.poll(async () => (await foldersOnServer()).map((folder) => folder.name)).toEqual(['My Routines', FOLDER, 'New Folder']);
    await openWorkouts(phone);
    await on(phone).folder('New Folder').waitFor();
  });

  it('sends the folders an older version kept on a phone to the server once, then forgets the local copy', async () => {
    const old = await signedInPage(browser, athlete);
    await old.evaluate((id) => {
      localStorage.setItem('social-fitness-routine-folders', JSON.stringify([{ id: 'a1b2c3d4-local', name: 'From old phone' }]));
      localStorage.setItem('social-fitness-routine-folder-map', JSON.stringify({ [id]: 'a1b2c3d4-local' }));
    }, routineId);
    await openWorkouts(old);
    await on(old).folder('From old phone').getByRole('article', { name: ROUTINE, exact: true }).waitFor();

    await expect.poll(async () => (await foldersOnServer()).map((folder) => folder.name)).toContain('From old phone');
    const moved = (await foldersOnServer()).find((folder) => folder.name === 'From old phone')?.id;
    await expect.poll(async () => (await routinesOnServer()).find((routine) => routine.id === routineId)?.folderId).toBe(moved);
    expect(await old.evaluate(() => localStorage.getItem('social-fitness-routine-folders'))).toBeNull();

    await old.reload();
    await on(old).folder('From old phone').waitFor();
    expect(await on(old).folder('From old phone').count()).toBe(1);
    await old.context().close();
  });
});
