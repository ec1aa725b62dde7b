import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, entryFieldName, launchBrowser } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Shared workouts on a phone (issue 9). Alex logs a workout in the local draft (/workout/empty), saves it with a
 * title, description, photo and Make Public, lands on its summary, and Fran, who follows Alex, sees the workout post
 * in Following. Then Alex shares a finished live workout from its summary with 'Share to feed'.
 */
const tag = randomUUID().replace(/-/g, '').slice(0, 8);
const ALEX = `Alex Lifter ${tag}`;
const FRAN = `Fran Follower ${tag}`;
const SQUAT = 'Barbell Squat';
const TITLE = `Morning Squats ${tag}`;
const DESCRIPTION = `Felt strong today ${tag}`;

let browser: Browser;
let alex: AuthResponse;
let fran: AuthResponse;
let alexPage: Page;
let franPage: Page;

const url = (path: string) => `${baseUrl()}${path}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const card = (name: string) => alexPage.getByRole('region', { name, exact: true });
const field = (exercise: string, label: string) => card(exercise).getByRole('button', { name: entryFieldName(label) });
const keypad = () => alexPage.getByRole('dialog');
/** A post of a feed by its author's name and a piece of its text. */
const feedPost = (page: Page, author: string, text: string) => page.getByRole('article', { name: author }).filter({ hasText: text });

async function typeOnKeypad(target: Locator, keys: string[]): Promise<void> {
  await target.tap();
  await keypad().waitFor();
  for (const name of keys) await keypad().getByRole('button', { name, exact: true }).tap();
  await keypad().getByRole('button', { name: 'Done', exact: true }).tap();
  await keypad().waitFor({ state: 'detached' });
}

/** A 2000×1000 PNG drawn by the browser itself: larger than the 1600 px a post photo is shrunk to. */
async function generatedPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#16a34a';
    context.fillRect(0, 0, 2000, 1000);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Opens /social as `page`'s person until `post` shows in Following (the fan-out is asynchronous). */
async function waitForFeedPost(page: Page, post: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(url('/social'));
        await page.getByRole('heading', { name: 'Social', exact: true }).waitFor();
        await page.getByText('Loading posts...').waitFor({ state: 'detached' });
        return post.count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1);
}

beforeAll(async () => {
  [alex, fran] = await Promise.all([signUp({ displayName: ALEX }), signUp({ displayName: FRAN })]);
  const follow = await api('POST /api/users/{id}/follow', { params: { id: alex.user.id }, token: fran.token });
  if (follow.status !== 200) throw new Error(`Following failed: ${follow.status} ${JSON.stringify(follow.body)}`);
  browser = await launchBrowser();
  [alexPage, franPage] = await Promise.all([signedInPage(browser, alex), signedInPage(browser, fran)]);
  alexPage.setDefaultTimeout(15_000);
  franPage.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('saving the local workout', () => {
  it('logs the draft with its title, description, photo and sets, posts it, and opens its summary', async () => {
    await alexPage.goto(url('/workout/empty'));
    await alexPage.getByRole('heading', { name: 'Empty Workout' }).waitFor();
    await alexPage.getByRole('button', { name: 'Add Exercise' }).tap();
    await alexPage.getByRole('searchbox', { name: 'Search exercises' }).fill('barbell squat');
    await alexPage.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button').filter({ hasText: SQUAT }).first().tap();
    await alexPage.getByRole('button', { name: 'Add 1 Exercise' }).tap();
    await card(SQUAT).waitFor();

    await typeOnKeypad(field(SQUAT, 'Set 1 weight (lbs)'), ['2', '2', '5']);
    await typeOnKeypad(field(SQUAT, 'Set 1 reps'), ['5']);
    await card(SQUAT).getByRole('button', { name: `Add Set to ${SQUAT}` }).tap();
    await typeOnKeypad(field(SQUAT, 'Set 2 reps'), ['3']);
    await card(SQUAT).getByRole('button', { name: 'Complete Set 1' }).tap();
    await card(SQUAT).getByRole('button', { name: 'Complete Set 2' }).tap();
    await expect.poll(() => card(SQUAT).getByRole('button', { name: 'Complete Set 2' }).getAttribute('aria-pressed')).toBe('true');
    await checkScreen(alexPage, 'shared-workout-draft');

    await alexPage.getByRole('button', { name: 'Finish' }).tap();
    await alexPage.waitForURL(url('/save-workout'));
    await alexPage.getByRole('heading', { name: 'Save Workout' }).waitFor();
    await alexPage.getByText('1,800 lb').waitFor();
    await alexPage.getByLabel('Workout title').fill(TITLE);
    await alexPage.getByLabel('Description').fill(DESCRIPTION);
    await alexPage.getByLabel('Choose a workout photo').setInputFiles({ name: 'gym.png', mimeType: 'image/png', buffer: await generatedPng(alexPage) });
    await alexPage.getByRole('img', { name: 'Workout photo' }).waitFor();
    await expect(alexPage.getByRole('switch', { name: 'Make Public' }).getAttribute('aria-checked')).resolves.toBe('true');
    await checkScreen(alexPage, 'shared-workout-save');

    await alexPage.getByRole('button', { name: 'Save', exact: true }).tap();
    await alexPage.waitForURL(/\/workout-session\/[0-9a-z]{21}$/);
    await toast(alexPage, 'Workout Saved!').waitFor();
    await toast(alexPage, 'Your workout is now on your feed.').waitFor();
    await alexPage.getByRole('heading', { name: TITLE }).waitFor();
    const summary = alexPage.getByRole('region', { name: 'Workout summary' });
    await summary.getByText(DESCRIPTION).waitFor();
    await summary.getByText('1,800 lb').waitFor();
    await alexPage.getByRole('article', { name: SQUAT }).getByText('225 lb × 3').waitFor();
    await alexPage.getByRole('button', { name: 'Shared' }).waitFor();
    await checkScreen(alexPage, 'shared-workout-summary');

    // What the server kept: a completed workout with both sets, and the draft is gone.
    const sessionId = alexPage.url().split('/').pop()!;
    const session = await api('GET /api/workout-sessions/{id}', { params: { id: sessionId }, token: alex.token });
    expect(session.body).toMatchObject({ name: TITLE, status: 'completed', totalWeight: 1800, notes: DESCRIPTION });
    const sets = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: alex.token });
    expect(sets.body.map((set) => [set.weight, set.reps, set.isCompleted])).toEqual([
      [22_500, 5, true],
      [22_500, 3, true],
    ]);
    expect(await alexPage.evaluate(() => localStorage.getItem('workout_empty_draft'))).toBeNull();
  });

  it('puts the workout post in a follower’s Following feed, with its photo and best set', async () => {
    const post = feedPost(franPage, ALEX, DESCRIPTION);
    await waitForFeedPost(franPage, post);
    const workout = post.getByRole('region', { name: `Workout: ${TITLE}` });
    await workout.getByText('1,800 lb').waitFor();
    await workout.getByText('225 lb × 5').waitFor();
    await post.getByRole('img', { name: `Photo posted by ${ALEX}` }).waitFor();
    await checkScreen(franPage, 'shared-workout-follower-feed');
  });

  it('keeps the draft and says so when the workout cannot be saved', async () => {
    await alexPage.goto(url('/workout/empty'));
    await alexPage.getByRole('heading', { name: 'Empty Workout' }).waitFor();
    await alexPage.getByRole('button', { name: 'Finish' }).tap();
    await alexPage.getByRole('heading', { name: 'Save Workout' }).waitFor();
    await alexPage.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast(alexPage, 'Add at least one exercise.').waitFor();
    expect(alexPage.url()).toBe(url('/save-workout'));
    expect(await alexPage.evaluate(() => localStorage.getItem('workout_empty_draft'))).not.toBeNull();
    await checkScreen(alexPage, 'shared-workout-save-refused');
    await alexPage.getByRole('button', { name: 'Discard' }).tap();
    // Issue 27: asked first, saying what would be lost.
    const confirm = alexPage.getByRole('dialog', { name: 'Discard workout?' });
    await confirm.getByText('Nothing has been logged yet.').waitFor();
    await confirm.getByRole('button', { name: 'Discard', exact: true }).tap();
    await alexPage.waitForURL(url('/workout'));
  });
});

describe('sharing a finished live workout', () => {
  it('shares from the summary with a caption; the button then reads Shared and the follower sees it', async () => {
    const started = await api('POST /api/workout-sessions', { token: alex.token, body: { name: `Bench Night ${tag}` } });
    await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', {
      params: { id: started.body.id, exerciseId: 'Barbell_Bench_Press_-_Medium_Grip' },
      token: alex.token,
      body: { weight: 18_500, reps: 4, isCompleted: true },
    });
    await api('PUT /api/workout-sessions/{id}', { params: { id: started.body.id }, token: alex.token, body: { status: 'completed' } });

    await alexPage.goto(url(`/workout-session/${started.body.id}`));
    await alexPage.getByRole('heading', { name: `Bench Night ${tag}` }).waitFor();
    await alexPage.getByRole('button', { name: 'Share to feed' }).tap();
    const dialog = alexPage.getByRole('dialog', { name: 'Share to feed' });
    const caption = dialog.getByLabel('Add a caption (optional)');
    await caption.tap(); // waits until the sheet has slid in
    await caption.fill(`Paused reps ${tag}`);
    await dialog.getByText(`${`Paused reps ${tag}`.length}/500`).waitFor();
    await checkScreen(alexPage, 'shared-workout-share-dialog');
    await dialog.getByRole('button', { name: 'Share', exact: true }).tap();
    await toast(alexPage, 'Post created successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await alexPage.getByRole('button', { name: 'Shared' }).waitFor();
    expect(await alexPage.getByRole('button', { name: 'Share to feed' }).count()).toBe(0);
    await checkScreen(alexPage, 'shared-workout-shared');

    const post = feedPost(franPage, ALEX, `Paused reps ${tag}`);
    await waitForFeedPost(franPage, post);
    await post.getByRole('region', { name: `Workout: Bench Night ${tag}` }).getByText('185 lb × 4').waitFor();
  });
});
