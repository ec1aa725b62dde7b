import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { addSet, EXERCISES, startWorkout } from '../api/sessions/helpers';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Issue 27, the save step after Finish, on a phone. Ari's squat workout has a set that holds 225 lb × 3 but is not
 * ticked: Finish opens Save Workout, which warns about it and will not save until it is completed (or dropped); Ari
 * completes it, names the workout, writes notes, adds a photo and keeps Followers, saves, and lands on the summary.
 * The server holds the title, notes, visibility and both sets; Fran, who follows Ari, is told and gets the post with
 * the photo. A second workout is saved for Only me with its unticked set dropped: nobody is told, nothing is posted.
 */
const tag = randomUUID().replace(/-/g, '').slice(0, 8);
const SQUAT = EXERCISES.squat.name;
const TITLE = `Heavy Triples ${tag}`;
const NOTES = `Belt on for the top set ${tag}`;
const TIME_OF_DAY_TITLE = /^(Morning|Afternoon|Evening|Night) Workout$/;

let browser: Browser;
let ari: AuthResponse;
let fran: AuthResponse;
let page: Page;

const url = (path: string) => `${baseUrl()}${path}`;
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const warning = () => page.getByRole('region', { name: /^1 set (not ticked|will be dropped)$/ });
const stat = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

/** A 1200×900 PNG drawn by the browser itself (the photo is shrunk and uploaded as a post's is). */
async function generatedPng(): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 1200, 900);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** A started workout with set 1 (225 lb × 5) ticked and set 2 holding 225 lb × 3, not ticked. */
async function squatWorkoutWithUntickedSet(): Promise<string> {
  const session = await startWorkout(ari.token, { name: 'Quick Workout', isActive: true });
  await addSet(ari.token, session.id, EXERCISES.squat.id, { weight: 22_500, reps: 5, isCompleted: true });
  await addSet(ari.token, session.id, EXERCISES.squat.id, { weight: 22_500, reps: 3 });
  return session.id;
}

async function openAndFinish(sessionId: string): Promise<void> {
  await page.goto(url(`/workout/session?session=${sessionId}`));
  const squat = page.getByRole('region', { name: SQUAT, exact: true });
  await squat.waitFor();
  await expect(squat.getByRole('button', { name: 'Complete Set 2' }).getAttribute('aria-pressed')).resolves.toBe('false');
  await page.getByRole('button', { name: 'Finish' }).tap();
  await page.waitForURL(url(`/save-workout?session=${sessionId}`));
  await page.getByRole('heading', { name: 'Save Workout' }).waitFor();
}

const serverSession = async (sessionId: string) => (await api('GET /api/workout-sessions/{id}', { params: { id: sessionId }, token: ari.token })).body;
const serverSets = async (sessionId: string) =>
  (await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: ari.token })).body.map((set) => [set.weight, set.reps, set.isCompleted]);
const ariPosts = async () => (await api('GET /api/social-posts/user/{userId}', { params: { userId: ari.user.id }, token: fran.token })).body;
const franNotifications = async () => (await api('GET /api/notifications', { token: fran.token })).body;

beforeAll(async () => {
  [ari, fran] = await Promise.all([signUp({ displayName: `Ari Squats ${tag}` }), signUp({ displayName: `Fran ${tag}` })]);
  const follow = await api('POST /api/users/{id}/follow', { params: { id: ari.user.id }, token: fran.token });
  if (follow.status !== 200) throw new Error(`Following failed: ${follow.status} ${JSON.stringify(follow.body)}`);
  browser = await launchBrowser();
  page = await signedInPage(browser, ari);
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('the save step after Finish', () => {
  let sessionId = '';

  it('warns about the set that holds values but is not ticked, and does not save until it is dealt with', async () => {
    sessionId = await squatWorkoutWithUntickedSet();
    await openAndFinish(sessionId);

    await warning().getByRole('heading', { name: '1 set not ticked' }).waitFor();
    await warning().getByText(`${SQUAT} · Set 2 · 225 lb × 3`).waitFor();
    expect(await stat('Sets').innerText()).toBe('1');
    expect(await stat('Volume').innerText()).toBe('1,125 lb');
    expect(await page.getByLabel('Workout title').inputValue()).toMatch(TIME_OF_DAY_TITLE);
    expect(await page.getByRole('radio', { name: 'Followers', exact: true }).isChecked()).toBe(true);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'finish-save-step-warning');

    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await warning().getByRole('alert').getByText('Complete or drop it to save this workout.').waitFor();
    await checkScreen(page, 'finish-save-step-blocked');
    expect(page.url()).toBe(url(`/save-workout?session=${sessionId}`));
    expect(await serverSession(sessionId)).toMatchObject({ status: 'active' });
  });

  it('completes the set: the warning goes and the totals count it', async () => {
    await warning().getByRole('button', { name: 'Complete it' }).tap();
    await warning().waitFor({ state: 'detached' });
    expect(await stat('Sets').innerText()).toBe('2');
    expect(await stat('Volume').innerText()).toBe('1,800 lb');
    await expect.poll(() => serverSets(sessionId)).toEqual([
      [22_500, 5, true],
      [22_500, 3, true],
    ]);
  });

  it('takes a title, notes, a photo and Followers, saves, and opens the summary', async () => {
    await page.getByRole('textbox', { name: 'Workout title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Notes' }).fill(NOTES);
    await page.getByText(`${NOTES.length}/500`).waitFor();
    await page.getByLabel('Choose a workout photo').setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: await generatedPng() });
    await page.getByRole('img', { name: 'Workout photo' }).waitFor({ timeout: 30_000 });
    await checkScreen(page, 'finish-save-step-filled');

    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Workout Complete!').waitFor();
    await page.waitForURL(url(`/workout-session/${sessionId}`));
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const summary = page.getByRole('region', { name: 'Workout summary' });
    await summary.getByText(NOTES).waitFor();
    await summary.getByText('Completed').waitFor();
    await summary.getByText('1,800 lb').waitFor();
    const squat = page.getByRole('article', { name: SQUAT });
    await squat.getByText('225 lb × 3').waitFor();
    expect(await squat.getByRole('img', { name: 'Completed' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Shared' }).waitFor();
    await toast('Workout Complete!').waitFor({ state: 'hidden' });
    await checkScreen(page, 'finish-summary');
  });

  it('the server holds what the screens showed: the workout, its post with the photo, and Fran told', async () => {
    expect(await serverSession(sessionId)).toMatchObject({ name: TITLE, notes: NOTES, visibility: 'followers', status: 'completed', totalWeight: 1800 });
    expect(await serverSets(sessionId)).toEqual([
      [22_500, 5, true],
      [22_500, 3, true],
    ]);
    await expect.poll(async () => (await ariPosts()).length).toBe(1);
    const [post] = await ariPosts();
    expect(post).toMatchObject({ content: NOTES, workout: { sessionId, name: TITLE, setCount: 2 } });
    expect(post?.mediaUrls).toHaveLength(1);
    expect((await fetch(url(post?.mediaUrls[0] ?? ''))).status).toBe(200);
    // Followers hear of a finish from the table's stream (issue 31).
    await expect.poll(async () => (await franNotifications()).map((item) => item.message), { timeout: 20_000 }).toEqual([`${ari.user.displayName} completed ${TITLE}`]);
  });
});

describe('saving for Only me, with the unticked set dropped', () => {
  it('drops the set on save, posts nothing and tells nobody', async () => {
    const sessionId = await squatWorkoutWithUntickedSet();
    await openAndFinish(sessionId);

    await warning().getByRole('button', { name: 'Drop it' }).tap();
    await warning().getByRole('heading', { name: '1 set will be dropped' }).waitFor();
    await page.getByRole('radio', { name: 'Only me', exact: true }).check();
    await page.getByText('With Only me nothing is posted, so there is no photo.', { exact: false }).waitFor();
    expect(await stat('Sets').innerText()).toBe('1');
    await checkScreen(page, 'finish-save-step-only-me');

    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast('Workout Complete!').waitFor();
    await page.waitForURL(url(`/workout-session/${sessionId}`));
    const title = (await serverSession(sessionId)).name;
    expect(title).toMatch(TIME_OF_DAY_TITLE);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('region', { name: 'Workout summary' }).getByText('Only me').waitFor();
    expect(await page.getByRole('article', { name: SQUAT }).getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Share to feed' }).waitFor();
    await toast('Workout Complete!').waitFor({ state: 'hidden' });
    await checkScreen(page, 'finish-summary-only-me');

    expect(await serverSession(sessionId)).toMatchObject({ visibility: 'only-me', notes: null, status: 'completed', totalWeight: 1125 });
    expect(await serverSets(sessionId)).toEqual([[22_500, 5, true]]);
    expect(await ariPosts()).toHaveLength(1);
    expect(await franNotifications()).toHaveLength(1);
  });
});
