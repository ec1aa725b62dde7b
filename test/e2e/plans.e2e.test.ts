import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Workout } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { checkScreen, fitsViewport, launchBrowser, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Training plans on a phone: creating a plan, adding and reordering its workouts, a workout's details,
 * the read-only view of a public plan, and a completed workout's summary opened from home.
 */
const PLAN = 'Strength Block';
const LEG_DAY = 'Leg Day';
const UPPER_DAY = 'Upper Day';

let browser: Browser;
let owner: AuthResponse;
let visitor: AuthResponse;
let page: Page;
let planId = '';

async function createWorkout(name: string, exercises: object[]): Promise<Workout> {
  const created = await api('POST /api/workouts', { token: owner.token, untypedBody: { name, exercises } });
  if (created.status !== 201) throw new Error(`Creating a workout failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

beforeAll(async () => {
  [owner, visitor] = await Promise.all([signUp({ displayName: 'Pat Planner' }), signUp({ displayName: 'Vic Visitor' })]);
  await createWorkout(LEG_DAY, [
    { exerciseId: 'Barbell_Squat', supersetGroup: 'A', warmupSets: 1, notes: 'Brace hard' },
    { exerciseId: 'Barbell_Deadlift', supersetGroup: 'A' },
    { exerciseId: 'Bent_Over_Barbell_Row' },
    { exerciseId: 'Pullups' },
    { exerciseId: 'Standing_Military_Press' },
  ]);
  await createWorkout(UPPER_DAY, [{ exerciseId: 'Barbell_Bench_Press_-_Medium_Grip' }, { exerciseId: 'Pushups' }]);
  browser = await launchBrowser();
  page = await signedInPage(browser, owner);
});

afterAll(async () => {
  await browser?.close();
});

const heading = (target: Page, name: string) => target.getByRole('heading', { name, exact: true });
const addDialog = () => page.getByRole('dialog', { name: 'Add Workout' });
const planWorkoutNames = () => page.getByRole('list', { name: 'Plan workouts' }).getByRole('heading', { level: 3 }).allTextContents();

async function addWorkoutToPlan(name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Workout' }).tap();
  await addDialog().getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await addDialog().getByRole('button', { name: 'Add to Plan' }).tap();
  await addDialog().waitFor({ state: 'detached' });
  await page.getByRole('article', { name, exact: true }).waitFor();
}

describe('training plans on a phone', () => {
  it('refuses a blank plan name, then creates the plan and opens it (issue 27: not on Workouts, which lists routines)', async () => {
    await page.goto(`${baseUrl()}/create-plan`);
    await heading(page, 'Create Training Plan').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save Plan' }).tap();
    await page.getByRole('alert').filter({ hasText: 'Plan name is required.' }).waitFor();

    await page.getByLabel('Plan name').fill(PLAN);
    await page.getByLabel('Description').fill('Four weeks of heavy compound lifts.');
    await page.getByLabel('Difficulty').selectOption('intermediate');
    const publicSwitch = page.getByRole('switch', { name: 'Public plan' });
    await publicSwitch.tap();
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await fitsViewport(page)).toBe(true);
    await screenshot(page, 'plans-create');

    await page.getByRole('button', { name: 'Save Plan' }).tap();
    await page.waitForURL(/\/plan\/[0-9a-z]{21}$/);

    const mine = await api('GET /api/plans/user', { query: { kind: 'plan' }, token: owner.token });
    const created = mine.body.find((plan) => plan.name === PLAN);
    expect(created).toMatchObject({ description: 'Four weeks of heavy compound lifts.', difficulty: 'intermediate', isPublic: true });
    planId = created?.id ?? '';
  });

  it('adds two existing workouts through Add Workout, asking for a choice first', async () => {
    await page.goto(`${baseUrl()}/plan/${planId}`);
    await heading(page, PLAN).waitFor();
    await page.getByText('No workouts yet').waitFor();
    await page.getByText('45 min').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add Workout' }).tap();
    await addDialog().getByRole('radio').first().waitFor();
    await addDialog().getByRole('button', { name: 'Add to Plan' }).tap();
    await addDialog().getByRole('alert').filter({ hasText: 'Please select a workout to add.' }).waitFor();
    await checkScreen(page, 'plans-add-workout');
    await addDialog().getByRole('button', { name: 'Close' }).tap();
    await addDialog().waitFor({ state: 'detached' });

    await addWorkoutToPlan(LEG_DAY);
    await addWorkoutToPlan(UPPER_DAY);

    expect(await planWorkoutNames()).toEqual([LEG_DAY, UPPER_DAY]);
    // The plan's duration is its workouts' durations added up, no longer the 45 min of an empty plan.
    const minutesOf = async (name: string) => Number(/(\d+) min/.exec(await page.getByRole('article', { name }).innerText())?.[1]);
    const total = (await minutesOf(LEG_DAY)) + (await minutesOf(UPPER_DAY));
    await page.getByRole('region', { name: 'Plan overview' }).getByText(`${total} min`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Workout' }).tap();
    await addDialog().getByText('All your workouts are in this plan already.').waitFor();
    await addDialog().getByRole('button', { name: 'Close' }).tap();
  });

  it('moves a workout up and keeps the new order after a reload', async () => {
    await page.getByRole('button', { name: `Move ${UPPER_DAY} up` }).tap();
    await expect.poll(planWorkoutNames).toEqual([UPPER_DAY, LEG_DAY]);

    await page.reload();
    // The phone's copy of the plan may show first; the server's order replaces it.
    await expect.poll(planWorkoutNames).toEqual([UPPER_DAY, LEG_DAY]);
    expect(await page.getByRole('button', { name: `Move ${UPPER_DAY} up` }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await fitsViewport(page)).toBe(true);
    await screenshot(page, 'plans-detail-owner');
  });

  it('opens the plan for editing with its saved fields', async () => {
    await page.getByRole('link', { name: 'Edit plan' }).tap();
    await heading(page, 'Edit Training Plan').waitFor();
    await expect.poll(() => page.getByLabel('Plan name').inputValue()).toBe(PLAN);
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('intermediate');
    expect(await page.getByRole('switch', { name: 'Public plan' }).getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations(page);
    await page.goBack();
    await heading(page, PLAN).waitFor();
  });

  it("opens a workout's details with its first 3 exercises and Show 2 More", async () => {
    await page.getByRole('article', { name: LEG_DAY, exact: true }).getByRole('link').first().tap();
    await page.waitForURL(/\/workout-detail\//);
    await heading(page, LEG_DAY).waitFor();
    const exercises = page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('listitem');
    await exercises.first().waitFor();

    expect(await exercises.count()).toBe(3);
    expect(await exercises.first().innerText()).toMatch(/Barbell Squat\s+Superset A\s+3 × 8-10\s+Rest 1m 30s\s+1 warm-up set\s+Brace hard/);
    await checkScreen(page, 'plans-workout-detail');

    await page.getByRole('button', { name: 'Show 2 More' }).tap();
    await expect.poll(() => exercises.count()).toBe(5);
    await page.getByRole('button', { name: 'Show Less' }).waitFor();
    await page.getByRole('button', { name: 'Start Workout' }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
  });

  it('shows the public plan read-only to another user', async () => {
    const visitorPage = await signedInPage(browser, visitor);
    await visitorPage.goto(`${baseUrl()}/plan/${planId}?view=true`);
    await heading(visitorPage, PLAN).waitFor();
    await visitorPage.getByRole('article', { name: LEG_DAY, exact: true }).waitFor();
    await checkScreen(visitorPage, 'plans-detail-read-only');
    await visitorPage.close();
  });

  it('opens a completed workout from Recent activity with Completed and its total volume', async () => {
    const started = await api('POST /api/workout-sessions', { token: owner.token, body: { name: LEG_DAY, isActive: true } });
    const sessionId = started.body.id;
    const sets = [
      { setNumber: 1, weight: 5000, reps: 10, isCompleted: true, isWarmup: true },
      { setNumber: 2, weight: 10000, reps: 5, isCompleted: true, isWarmup: false },
      { setNumber: 3, weight: 10250, reps: 5, isCompleted: true, isWarmup: false },
      { setNumber: 4, weight: 20000, reps: 5, isCompleted: false, isWarmup: false },
    ];
    for (const set of sets) {
      const created = await api('POST /api/workout-sets', { token: owner.token, body: { sessionId, exerciseId: 'Barbell_Squat', ...set } });
      expect(created.status).toBe(201);
    }
    const finished = await api('PUT /api/workout-sessions/{id}', { params: { id: sessionId }, token: owner.token, body: { status: 'completed', isActive: false } });
    expect(finished.status).toBe(200);

    await page.goto(`${baseUrl()}/`);
    await page.getByRole('region', { name: 'Recent activity', exact: true }).getByRole('link', { name: /Workout completed/ }).tap();
    await page.waitForURL(`${baseUrl()}/workout-session/${sessionId}`);
    await heading(page, LEG_DAY).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor();
    // 100 x 5 + 102.5 x 5 = 1,012.5 (in whole pounds): the warm-up and the set not completed do not count.
    await page.getByRole('region', { name: 'Workout summary' }).getByText('1,013 lb').waitFor();
    await expectNoAxeViolations(page);
    expect(await fitsViewport(page)).toBe(true);
    await screenshot(page, 'plans-session-summary');
  });

  it("starts a plan's workout as a live session, and opens that one again instead of starting another", async () => {
    await page.goto(`${baseUrl()}/plan/${planId}`);
    await page.getByRole('button', { name: `Start ${UPPER_DAY}` }).tap();
    await page.waitForURL(/\/workout\/session\?session=/);
    const sessionId = new URL(page.url()).searchParams.get('session');
    await heading(page, UPPER_DAY).waitFor();

    await page.goto(`${baseUrl()}/plan/${planId}`);
    await page.getByRole('button', { name: `Start ${LEG_DAY}` }).tap();
    await page.getByRole('status').filter({ hasText: 'Workout in progress' }).first().waitFor();
    await page.waitForURL(`${baseUrl()}/workout/session?session=${sessionId}`);

    await page.goto(`${baseUrl()}/workout/${planId}?session=${sessionId}`);
    await page.waitForURL(`${baseUrl()}/workout/session?session=${sessionId}`);
    await page.goto(`${baseUrl()}/workout-session/${sessionId}`);
    await page.getByRole('link', { name: 'Open Live Workout' }).waitFor();
  });
});

describe("deleting a plan's workout (issue 27)", () => {
  it('asks first naming what goes, hides it at once with Undo, and deletes it on the server only without Undo', async () => {
    const MOBILITY = 'Mobility Day';
    const mobility = await createWorkout(MOBILITY, [{ exerciseId: 'Pushups' }]);
    expect((await api('PUT /api/workouts/{id}', { params: { id: mobility.id }, token: owner.token, body: { planId } })).status).toBe(200);
    const onServer = async () => (await api('GET /api/workouts/{id}', { params: { id: mobility.id }, token: owner.token })).status;
    const card = page.getByRole('article', { name: MOBILITY, exact: true });
    const confirm = page.getByRole('dialog', { name: 'Delete workout?' });
    await page.goto(`${baseUrl()}/plan/${planId}`);
    await card.waitFor();

    await page.getByRole('button', { name: `Delete ${MOBILITY}` }).tap();
    await confirm.getByText(`${MOBILITY} and its 1 exercise will be deleted from this plan.`).waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    expect(await card.isVisible()).toBe(true);

    await page.getByRole('button', { name: `Delete ${MOBILITY}` }).tap();
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await card.waitFor({ state: 'detached' });
    const undo = page.getByRole('status').filter({ hasText: 'Workout deleted' }).getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await page.keyboard.press('F8');
    await expectNoAxeViolations(page);
    await undo.tap();
    await card.waitFor();
    expect(await onServer()).toBe(200);

    await page.getByRole('button', { name: `Delete ${MOBILITY}` }).tap();
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await card.waitFor({ state: 'detached' });
    await expect.poll(onServer, { timeout: 20_000 }).toBe(404);
    await expect.poll(planWorkoutNames).not.toContain(MOBILITY);
  });
});
