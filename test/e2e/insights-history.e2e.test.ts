import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User, WorkoutSession } from '../../shared/api-types';
import { parseWeight } from '../../shared/units';
import { baseUrl, call, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, PHONE_VIEWPORT, SCREENSHOT_DIR } from '../support/browser';

/**
 * Issue 11, items 3 to 5 on a phone: two finished bench press workouts (logged through the API) read in kg on the
 * summary's 'Personal records', the exercise's detail screen (records, chart, past sessions), /history (the list and
 * the calendar) and home's recent activity.
 */
const BENCH_ID = 'Barbell_Bench_Press_-_Medium_Grip';
const BENCH = 'Barbell Bench Press - Medium Grip';
const DEADLIFT_ID = 'Barbell_Deadlift';
const FIRST = 'Heavy Bench';
const SECOND = 'Bench Volume';
const kg = (text: string) => {
  const hundredths = parseWeight(text, 'kg');
  if (hundredths === null) throw new Error(`not a weight: ${text}`);
  return hundredths;
};

let browser: Browser;
let page: Page;
let account: AuthResponse;
let firstId = '';
let secondId = '';
/** 'YYYY-MM-DD' (UTC, the browser's zone here) of each workout's end. */
let firstDay = '';
let secondDay = '';

type LoggedSet = { weight: number; reps: number; isWarmup?: boolean };

async function logWorkout(name: string, daysAgo: number, exercises: { exerciseId: string; sets: LoggedSet[] }[]): Promise<WorkoutSession> {
  const startTime = new Date(Date.now() - daysAgo * 86_400_000 - 2 * 3_600_000).toISOString();
  const result = await call<WorkoutSession>('POST', '/api/workout-sessions/completed', {
    token: account.token,
    body: { name, startTime, durationMinutes: 45, exercises },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

beforeAll(async () => {
  account = await signUp();
  const unit = await call<User>('PATCH', `/api/users/${account.user.id}`, {
    token: account.token,
    body: { trainingSettings: { weightUnit: 'kg', plateSetup: null } },
  });
  expect(unit.status, JSON.stringify(unit.body)).toBe(200);

  const first = await logWorkout(FIRST, 2, [
    {
      exerciseId: BENCH_ID,
      sets: [
        { weight: kg('60'), reps: 10, isWarmup: true },
        { weight: kg('100'), reps: 5 },
        { weight: kg('100'), reps: 5 },
      ],
    },
    { exerciseId: DEADLIFT_ID, sets: [{ weight: kg('140'), reps: 3 }] },
  ]);
  const second = await logWorkout(SECOND, 1, [
    {
      exerciseId: BENCH_ID,
      sets: [
        { weight: kg('105'), reps: 5 },
        { weight: kg('100'), reps: 6 },
      ],
    },
  ]);
  firstId = first.id;
  secondId = second.id;
  firstDay = (first.completedAt ?? '').slice(0, 10);
  secondDay = (second.completedAt ?? '').slice(0, 10);

  browser = await launchBrowser();
  // The phone of support/browser.ts, in a fixed zone so the calendar's days are the ones computed here.
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, timezoneId: 'UTC', locale: 'en-US' });
  page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: account.token, user: unit.body });
});

afterAll(async () => {
  await browser?.close();
});

const region = (name: string) => page.getByRole('region', { name, exact: true });

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** How many of the chart canvas's pixels are the line's blue (#2563eb): a drawn chart has many. */
function bluePixels(): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="progress-chart"] canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [red = 0, green = 0, blue = 0, alpha = 0] = [data[index], data[index + 1], data[index + 2], data[index + 3]];
      if (alpha > 200 && red < 80 && green > 70 && green < 130 && blue > 200) count += 1;
    }
    return count;
  });
}

describe('training insights on a phone', () => {
  it("lists the second workout's personal records in kg on its summary", async () => {
    await page.goto(`${baseUrl()}/workout-session/${secondId}`);
    await page.getByRole('heading', { level: 1, name: SECOND }).waitFor();
    const summary = region('Workout summary');
    await summary.getByText('1,125 kg').waitFor();

    const records = region('Personal records').getByRole('list', { name: `${BENCH} records` });
    await records.waitFor();
    const rows = await texts(records.getByRole('listitem'));
    expect(rows).toContain('Heaviest weight 105 kg');
    expect(rows).toContain('Best session volume 1,125 kg');
    expect(rows).toContainEqual(expect.stringMatching(/^Best e1RM \d+(\.\d+)? kg$/));
    expect(rows).toContainEqual(expect.stringMatching(/^Best set volume 600 kg \(100 × 6\)$/));
    expect(rows.join(' ')).not.toMatch(/\blbs?\b/);

    const sets = await texts(page.getByRole('article', { name: BENCH, exact: true }).getByRole('listitem'));
    expect(sets).toEqual([expect.stringMatching(/^1 .*105 kg × 5/), expect.stringMatching(/^2 .*100 kg × 6/)]);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'insights-summary-records');
  });

  it("opens the exercise's detail screen from the summary: records, a drawn chart and both sessions", async () => {
    await region('Personal records').getByRole('link', { name: BENCH }).tap();
    await page.waitForURL(`${baseUrl()}/exercises/${BENCH_ID}`);
    await page.getByRole('heading', { level: 1, name: BENCH }).waitFor();

    const records = region('Personal records');
    await records.getByText('105 kg', { exact: true }).waitFor();
    await records.getByText('1,125 kg', { exact: true }).waitFor();
    // The warm-up (60 × 10) sets no record; 100 × 5 is beaten by 100 × 6.
    expect(await texts(records.getByRole('list', { name: 'Best reps at each weight' }).getByRole('listitem'))).toEqual([
      expect.stringMatching(/^105 × 5 /),
      expect.stringMatching(/^100 × 6 /),
    ]);

    const progress = region('Progress');
    await expect.poll(bluePixels, { timeout: 10_000 }).toBeGreaterThan(50);
    const caption = progress.locator('figcaption');
    expect(await caption.innerText()).toMatch(/^Best set e1RM \(kg\), 2 sessions: latest [\d.]+ kg on .+; best [\d.]+ kg on .+\.$/);
    // The same points for assistive technology.
    expect(await progress.getByRole('table').getByRole('row').count()).toBe(3);

    const sessions = page.getByRole('list', { name: 'Past sessions' }).getByRole('article');
    expect(await sessions.count()).toBe(2);
    const [newest, oldest] = [sessions.nth(0), sessions.nth(1)];
    expect(await newest.getAttribute('aria-label')).toMatch(new RegExp(`^${SECOND}, `));
    expect(await texts(newest.getByRole('listitem'))).toEqual([expect.stringMatching(/^1 .*105 × 5/), expect.stringMatching(/^2 .*100 × 6/)]);
    expect(await newest.innerText()).toMatch(/PRs/);
    expect(await oldest.getAttribute('aria-label')).toMatch(new RegExp(`^${FIRST}, `));
    expect(await texts(oldest.getByRole('listitem'))).toEqual([
      expect.stringMatching(/^W .*60 × 10 Warm-up/),
      expect.stringMatching(/^1 .*100 × 5/),
      expect.stringMatching(/^2 .*100 × 5/),
    ]);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'insights-exercise-detail');
    // The full-page shot runs under the fixed bottom bar: the chart on its own, to look at.
    await progress.screenshot({ path: resolve(SCREENSHOT_DIR, 'insights-progress-chart.png') });

    await progress.getByRole('tab', { name: 'Volume' }).tap();
    await expect.poll(() => caption.innerText()).toMatch(/^Session volume \(kg\), 2 sessions: latest 1,125 kg on .+; best 1,125 kg on /);
    await expect.poll(bluePixels).toBeGreaterThan(50);
    await checkScreen(page, 'insights-exercise-detail-volume');

    await newest.getByRole('link').tap();
    await page.waitForURL(`${baseUrl()}/workout-session/${secondId}`);
    await page.getByRole('heading', { level: 1, name: SECOND }).waitFor();
  });

  it('charts an exercise done once around its one session', async () => {
    await page.goto(`${baseUrl()}/exercises/${DEADLIFT_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Barbell Deadlift' }).waitFor();
    const progress = region('Progress');
    await expect.poll(bluePixels, { timeout: 10_000 }).toBeGreaterThan(20);
    expect(await progress.locator('figcaption').innerText()).toMatch(/^Best set e1RM \(kg\), 1 session: latest [\d.]+ kg on /);
    await progress.getByRole('tab', { name: 'Heaviest' }).tap();
    await expect.poll(() => progress.locator('figcaption').innerText()).toMatch(/^Heaviest weight \(kg\), 1 session: latest 140 kg on .+; best 140 kg on /);
    expect(await page.getByRole('list', { name: 'Past sessions' }).getByRole('article').count()).toBe(1);
    await progress.screenshot({ path: resolve(SCREENSHOT_DIR, 'insights-progress-chart-one-session.png') });
    await checkScreen(page, 'insights-exercise-one-session');
  });

  it('says an exercise never done has no sessions yet', async () => {
    await page.goto(`${baseUrl()}/exercises/Barbell_Squat`);
    await page.getByRole('heading', { level: 1, name: 'Barbell Squat' }).waitFor();
    await page.getByRole('heading', { name: 'No sessions yet' }).waitFor();
    await checkScreen(page, 'insights-exercise-empty');
  });

  it('lists both workouts newest first on /history and marks their days on the calendar', async () => {
    await page.goto(`${baseUrl()}/history`);
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    const rows = region('Workouts').getByRole('list', { name: 'Completed workouts' }).getByRole('link');
    await rows.first().waitFor();
    const rowTexts = await texts(rows);
    expect(rowTexts).toEqual([
      expect.stringMatching(new RegExp(`^${SECOND} \\d+ PRs .+ · 45 min · 1,125 kg$`)),
      expect.stringMatching(new RegExp(`^${FIRST} \\d+ PRs? .+ · 45 min · 1,420 kg$`)),
    ]);
    expect(await rows.nth(0).getAttribute('href')).toBe(`/workout-session/${secondId}`);
    expect(await rows.nth(1).getAttribute('href')).toBe(`/workout-session/${firstId}`);

    const calendar = region('Calendar');
    const thisMonth = new Date().toISOString().slice(0, 7);
    const inThisMonth = [firstDay, secondDay].filter((day) => day.startsWith(thisMonth));
    await calendar.getByText(inThisMonth.length === 0 ? 'No workouts this month' : `Trained on ${inThisMonth.length} ${inThisMonth.length === 1 ? 'day' : 'days'}`).waitFor();
    expect(await calendar.getByRole('button', { name: 'Next month' }).isDisabled()).toBe(true);
    for (const day of inThisMonth) await calendar.locator(`td[data-date="${day}"][data-trained]`).waitFor();
    expect(await calendar.locator('td[data-trained]').count()).toBe(inThisMonth.length);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'insights-history');

    // A workout of the month before shows there.
    const earlier = [firstDay, secondDay].filter((day) => !day.startsWith(thisMonth));
    if (earlier.length > 0) {
      await calendar.getByRole('button', { name: 'Previous month' }).tap();
      for (const day of earlier) await calendar.locator(`td[data-date="${day}"][data-trained]`).waitFor();
      await checkScreen(page, 'insights-history-previous-month');
    }
  });

  it('shows a shared workout post in the reader’s unit with its PR count', async () => {
    const shared = await call('POST', '/api/social-posts', { token: account.token, body: { content: 'New bench records', workoutSessionId: secondId } });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);

    // One's own posts are in one's Following feed (written with the post, in the same transaction).
    await page.goto(`${baseUrl()}/social`);
    const workout = page.getByRole('region', { name: `Workout: ${SECOND}` });
    await workout.waitFor();
    await workout.getByText('1,125 kg').waitFor();
    await workout.getByText('105 kg × 5').waitFor();
    expect(await workout.innerText()).toMatch(new RegExp(`${SECOND}\\s+\\d+ PRs`));
    await workout.scrollIntoViewIfNeeded();
    await checkScreen(page, 'insights-shared-workout-post');
  });

  it("opens the summary from home's recent activity, whose rows show duration, volume and PRs", async () => {
    await page.goto(`${baseUrl()}/`);
    const activity = region('Recent activity');
    const newest = activity.getByRole('link', { name: /Workout completed/ }).first();
    await newest.waitFor();
    expect((await newest.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`^Workout completed ${SECOND} 45 min · 1,125 kg \\d+ PRs Yesterday$`));
    await checkScreen(page, 'insights-home-recent-activity');

    await activity.getByRole('link', { name: 'See all workouts' }).waitFor();
    await newest.tap();
    await page.waitForURL(`${baseUrl()}/workout-session/${secondId}`);
    await region('Personal records').waitFor();
  });
});
