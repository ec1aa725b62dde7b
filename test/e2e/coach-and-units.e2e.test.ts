import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, PlanWithWorkouts, User } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Issue 11 on a 390 px touch phone, one account: kg or lb in Settings (the default from the browser's locale, en-US
 * here), the profile's total volume and a routine's weights in the chosen unit, the bar and plates, the exercise
 * picker's ranking, primary-muscle filter, recently used exercises and detail links, and the /ai-trainer coach.
 */
const BENCH_ID = 'Barbell_Bench_Press_-_Medium_Grip';
const BENCH = 'Barbell Bench Press - Medium Grip';
const SQUAT_ID = 'Barbell_Squat';
const ROUTINE = 'Strength A';
/** 100 kg and 60 kg in the stored hundredths of a pound. */
const KG_100 = 22046;
const KG_60 = 13228;

let browser: Browser;
let page: Page;
let me: AuthResponse;
let routine: PlanWithWorkouts;

const url = (path: string) => `${baseUrl()}${path}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function logBenchSession(startTime: string): Promise<void> {
  const sets = [{ weight: 9000, reps: 10, isWarmup: true }, ...Array.from({ length: 3 }, () => ({ weight: KG_100, reps: 5 }))];
  const result = await api('POST /api/workout-sessions/completed', {
    token: me.token,
    body: { name: 'Push', startTime, durationMinutes: 45, exercises: [{ exerciseId: BENCH_ID, sets }] },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
}

async function storedSettings(): Promise<User['trainingSettings']> {
  const result = await api('GET /api/auth/me', { token: me.token });
  return result.body.trainingSettings;
}

beforeAll(async () => {
  me = await signUp({ displayName: 'Kim Kilos' });
  // Two finished sessions of bench press, 100 kg × 5 on three working sets (and a warm-up), two days apart.
  await logBenchSession(daysAgo(3));
  await logBenchSession(daysAgo(1));
  const created = await api('POST /api/workout-plans', {
    token: me.token,
    body: { name: ROUTINE, exercises: [{ exerciseId: SQUAT_ID, sets: 3, reps: '5', weight: KG_60 }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  routine = created.body;

  browser = await launchBrowser();
  page = await signedInPage(browser, me);
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('kg or lb, the bar and plates, the picker and the coach', () => {
  it('reads in pounds by default in an en-US browser', async () => {
    await page.goto(url('/profile'));
    const training = page.getByRole('region', { name: 'Training' });
    // 2 sessions × 3 sets × 220.46 lb × 5 = 6,613.8 lb.
    await training.getByText('6,614 lb').waitFor();
    expect(await storedSettings()).toBeUndefined();
  });

  it('chooses kg in Settings, saved for the account', async () => {
    await page.goto(url('/profile/settings'));
    const section = page.getByRole('region', { name: 'Units and plates' });
    await section.waitFor();
    await checkScreen(page, 'coach-units-settings-default');

    await page.getByRole('radio', { name: 'kg', exact: true }).tap();
    await section.getByLabel('Bar weight (kg)').waitFor();
    expect(await fitsViewport(page)).toBe(true);
  });

  it('sets a bar and plates, saved for the account with the kg chosen before', async () => {
    const section = page.getByRole('region', { name: 'Units and plates' });
    await section.getByRole('button', { name: "Women's bar, 15 kg" }).tap();
    await expect.poll(() => section.getByLabel('Bar weight (kg)').inputValue()).toBe('15');
    await section.getByRole('button', { name: '1.25 kg', exact: true }).tap();
    expect(await section.getByRole('button', { name: '1.25 kg', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await section.scrollIntoViewIfNeeded();
    await checkScreen(page, 'coach-units-settings-plates');

    await section.getByRole('button', { name: 'Save bar and plates' }).tap();
    await toast('Bar and plates saved').waitFor();
    await section.getByText('Now: 15 kg bar, plates 25, 20, 15, 10, 5, 2.5 kg.').waitFor();
    await expect.poll(storedSettings).toEqual({ weightUnit: 'kg', plateSetup: { unit: 'kg', bar: 15, plates: [25, 20, 15, 10, 5, 2.5] } });
  });

  it("shows the profile's total volume and a routine's weights in kg", async () => {
    await page.goto(url('/profile'));
    const training = page.getByRole('region', { name: 'Training' });
    await training.getByText('3,000 kg').waitFor();
    expect(await training.getByRole('link', { name: /AI Trainer/ }).getAttribute('href')).toBe('/ai-trainer');
    await training.scrollIntoViewIfNeeded();
    await checkScreen(page, 'coach-units-profile-kg');

    await page.goto(url(`/workout-detail/${routine.workouts[0]!.id}`));
    const exercises = page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('listitem');
    await exercises.first().waitFor();
    expect(await exercises.first().innerText()).toMatch(/Barbell Squat\s+3 × 5\s+60 kg\s+Rest/);
    await checkScreen(page, 'coach-units-workout-detail-kg');

    // The routine builder shows its saved weight in kg too.
    await page.goto(url(`/create-routine?editId=${routine.id}`));
    const squat = page.getByRole('region', { name: 'Barbell Squat', exact: true });
    await squat.getByRole('button', { name: /^Set 1 weight\b.*, 60$/ }).waitFor();
    await checkScreen(page, 'coach-units-routine-kg');
  });

  it('ranks the picker: recently used on top, Barbell Squat first for squat, Chest lists chest exercises only', async () => {
    await page.getByRole('button', { name: 'Add Exercise' }).tap();
    const recent = page.getByRole('list', { name: 'Recently used exercises' });
    await recent.getByRole('button').filter({ hasText: BENCH }).waitFor();
    expect(await recent.getByRole('button').count()).toBe(1);
    await checkScreen(page, 'coach-units-picker-recent');

    const search = page.getByRole('searchbox', { name: 'Search exercises' });
    await search.fill('squat');
    const rows = page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button');
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toMatch(/^Barbell Squat/);
    const firstTwo = (await rows.allTextContents()).slice(0, 2);
    expect(firstTwo.some((text) => text.startsWith('Barbell SquatLegs'))).toBe(true);
    expect(await recent.count()).toBe(0);
    const info = page.getByRole('link', { name: 'About Barbell Squat (opens in a new tab)' });
    expect(await info.getAttribute('href')).toBe(`/exercises/${SQUAT_ID}`);
    await checkScreen(page, 'coach-units-picker-squat');

    await page.getByRole('button', { name: 'Clear search' }).tap();
    await page.getByRole('combobox', { name: 'Muscle group' }).selectOption('Chest');
    // Each row reads '<name><category> · <equipment> · <difficulty>': the main group is chest (or a full-body chest push).
    const notChest = async () => (await rows.allTextContents()).filter((text) => !/(Chest|Full Body) · /.test(text));
    await expect.poll(notChest).toEqual([]);
    // The list renders 20 rows and adds more as its end scrolls near, as a person scrolling would see.
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    const texts = await rows.allTextContents();
    expect(texts.filter((text) => /(Shoulders|Arms) · /.test(text))).toEqual([]);
    expect(texts.some((text) => text.startsWith('Bench Dips'))).toBe(false);
    await recent.getByRole('button').filter({ hasText: BENCH }).waitFor();
    await checkScreen(page, 'coach-units-picker-chest');

    await page.getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('searchbox', { name: 'Search exercises' }).waitFor({ state: 'detached' });
  });

  it('suggests the next bench press with its reason on /ai-trainer', async () => {
    await page.goto(url('/ai-trainer'));
    await page.getByRole('heading', { name: 'AI Trainer', level: 1 }).waitFor();
    const bench = page.getByRole('article', { name: BENCH });
    // 100 kg + 2.5 kg is 102.5 kg, which the 15 kg bar and plates down to 2.5 kg cannot load: the next one up is 105 kg.
    await bench.getByText(/^Next: 105\skg\s×\s3$/).waitFor();
    await bench.getByText('All 3 working sets at 100 kg reached 5 reps, the top of your 3–5 range: add 2.5 kg (105 kg to load) and go back to 3 reps.').waitFor();
    await bench.getByText('Add weight').waitFor();
    await bench.getByText(/^Last time .*: 3 working sets, best 100\skg\s×\s5$/).waitFor();
    expect(await bench.getByRole('link', { name: BENCH }).getAttribute('href')).toBe(`/exercises/${BENCH_ID}`);
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'coach-units-ai-trainer-kg');

    const howItWorks = page.getByText('How the coach decides');
    await howItWorks.tap();
    await page.getByText(/suggests a 10% deload/).waitFor();
    await untilStill(page.getByText(/suggests a 10% deload/));
    await checkScreen(page, 'coach-units-ai-trainer-how');
  });

  it('reads the same suggestion in pounds after switching, with nothing stored changed', async () => {
    const switched = await api('PATCH /api/users/{id}', { params: { id: me.user.id }, token: me.token, body: { trainingSettings: { weightUnit: 'lb' } } });
    expect(switched.status).toBe(200);
    await page.reload();
    const bench = page.getByRole('article', { name: BENCH });
    // 220.46 lb (read as 220.5) + 5 lb, loaded on the default 45 lb bar and plates as 225 lb.
    await bench.getByText(/^Next: 225\slb\s×\s3$/).waitFor();
    await bench.getByText('All 3 working sets at 220.5 lb reached 5 reps, the top of your 3–5 range: add 5 lb (225 lb to load) and go back to 3 reps.').waitFor();
    await checkScreen(page, 'coach-units-ai-trainer-lb');

    // Back in kg, the same history reads 100 kg again: no drift.
    await api('PATCH /api/users/{id}', { params: { id: me.user.id }, token: me.token, body: { trainingSettings: { weightUnit: 'kg' } } });
    await page.reload();
    await page.getByRole('article', { name: BENCH }).getByText(/^Next: 105\skg\s×\s3$/).waitFor();
    expect(await storedSettings()).toEqual({ weightUnit: 'kg', plateSetup: { unit: 'kg', bar: 15, plates: [25, 20, 15, 10, 5, 2.5] } });
  });
});
