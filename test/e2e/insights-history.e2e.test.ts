import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, WorkoutSession } from '../../shared/api-types';
import { parseWeight } from '../../shared/units';
import { api, baseUrl, signUp } from '../support/api';
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
  const result = await api('POST /api/workout-sessions/completed', {
    token: account.token,
    body: { name, startTime, durationMinutes: 45, exercises },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

beforeAll(async () => {
  account = await signUp();
  const unit = await api('PATCH /api/users/{id}', {
    params: { id: account.user.id },
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
    const shared = await api('POST /api/social-posts', { token: account.token, body: { content: 'New bench records', workoutSessionId: secondId } });
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

/**
 * Issue 27, deliverable 9, with an account of its own: three curl sessions on one day chart as one point (the day's
 * best), and a heavier bench workout imported for an earlier day takes the PR badge off a later one until it is deleted.
 */
describe('one point per day, and PR badges that follow the history', () => {
  const CURL_ID = 'Barbell_Curl';
  const LATER_BENCH = 'Bench yesterday';
  const OLD_BENCH = 'Old bench';
  let other: AuthResponse;
  let laterBenchId = '';
  /** 'YYYY-MM-DD' (UTC) `daysAgo` days before today. */
  const dayBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  async function logAt(name: string, endTime: string, exerciseId: string, sets: LoggedSet[]): Promise<WorkoutSession> {
    const startTime = new Date(Date.parse(endTime) - 30 * 60_000).toISOString();
    const result = await api('POST /api/workout-sessions/completed', {
      token: other.token,
      body: { name, startTime, endTime, exercises: [{ exerciseId, sets }] },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return result.body;
  }

  const historyRow = (name: string) => region('Workouts').getByRole('list', { name: 'Completed workouts' }).getByRole('link').filter({ hasText: name });
  const heaviestBench = async () =>
    (await api('GET /api/users/{id}/exercises/{exerciseId}/records', { params: { id: other.user.id, exerciseId: BENCH_ID }, token: other.token })).body.heaviestWeight;

  beforeAll(async () => {
    other = await signUp();
    const unit = await api('PATCH /api/users/{id}', { params: { id: other.user.id }, token: other.token, body: { trainingSettings: { weightUnit: 'kg', plateSetup: null } } });
    expect(unit.status, JSON.stringify(unit.body)).toBe(200);
    const curlDay = dayBefore(4);
    for (const [hour, weight] of [['08', '30'], ['12', '35'], ['18', '32.5']] as const) {
      await logAt(`Curls at ${hour}`, `${curlDay}T${hour}:00:00.000Z`, CURL_ID, [{ weight: kg(weight), reps: 8 }]);
    }
    await logAt('Curls next day', `${dayBefore(3)}T10:00:00.000Z`, CURL_ID, [{ weight: kg('37.5'), reps: 8 }]);
    laterBenchId = (await logAt(LATER_BENCH, `${dayBefore(1)}T10:00:00.000Z`, BENCH_ID, [{ weight: kg('100'), reps: 5 }])).id;
    await page.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: other.token, user: unit.body });
  });

  it("charts a day's three sessions as one point, the day's best", async () => {
    await page.goto(`${baseUrl()}/exercises/${CURL_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Barbell Curl' }).waitFor();
    const progress = region('Progress');
    await expect.poll(bluePixels, { timeout: 10_000 }).toBeGreaterThan(50);
    await progress.getByRole('tab', { name: 'Heaviest' }).tap();
    const caption = progress.locator('figcaption');
    await expect.poll(() => caption.innerText()).toMatch(/^Heaviest weight \(kg\), 4 sessions on 2 days: latest 37\.5 kg on .+; best 37\.5 kg on .+\.$/);
    // The points as assistive technology reads them: one row per day, the curl day's row its best session (35 kg).
    const rows = await texts(progress.getByRole('tabpanel').getByRole('table').getByRole('row'));
    expect(rows.slice(1)).toEqual([expect.stringMatching(/ 35 kg$/), expect.stringMatching(/ 37\.5 kg$/)]);
    await expect.poll(bluePixels).toBeGreaterThan(50);
    await progress.screenshot({ path: resolve(SCREENSHOT_DIR, 'insights-progress-chart-one-point-per-day.png') });
    await checkScreen(page, 'insights-exercise-one-point-per-day');
  });

  it('takes the PR badge off a later workout when heavier history is imported for an earlier day, and gives it back when that is deleted', async () => {
    await page.goto(`${baseUrl()}/history`);
    await historyRow(LATER_BENCH).waitFor();
    expect(await historyRow(LATER_BENCH).innerText()).toMatch(/5 PRs/);

    // Imported as a person does: a Strong file in Settings, 120 kg × 5 six days ago.
    const file = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      `${dayBefore(6)} 18:00:00,${OLD_BENCH},45m,Bench Press (Barbell),1,120,5,,,,,`,
    ].join('\r\n');
    await page.goto(`${baseUrl()}/profile/settings`);
    await page.getByLabel('Import from Strong or Hevy').setInputFiles({ name: 'old-bench.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('region', { name: 'Import report' }).getByText('1 workout imported').waitFor();

    // The list may first show the cached copy, then what the server answers.
    await page.goto(`${baseUrl()}/history`);
    await historyRow(OLD_BENCH).waitFor();
    await expect.poll(() => historyRow(LATER_BENCH).innerText()).not.toMatch(/PR/);
    expect(await historyRow(OLD_BENCH).innerText()).toMatch(/5 PRs/);
    await checkScreen(page, 'insights-history-after-heavier-import');

    await page.goto(`${baseUrl()}/exercises/${BENCH_ID}`);
    const sessions = page.getByRole('list', { name: 'Past sessions' }).getByRole('article');
    await sessions.nth(1).waitFor();
    expect(await sessions.nth(0).getAttribute('aria-label')).toMatch(new RegExp(`^${LATER_BENCH}, `));
    await expect.poll(() => sessions.nth(0).innerText()).not.toMatch(/PR/);
    expect(await sessions.nth(1).innerText()).toMatch(/5 PRs/);
    await region('Personal records').getByText('120 kg', { exact: true }).first().waitFor();
    await checkScreen(page, 'insights-exercise-after-heavier-import');

    // What the server holds: the imported workout holds the records, the later one none.
    const completed = await api('GET /api/users/{id}/completed-workouts', { params: { id: other.user.id }, query: { limit: 20 }, token: other.token });
    const imported = completed.body.find((workout) => workout.name === OLD_BENCH);
    expect(completed.body.find((workout) => workout.id === laterBenchId)?.personalRecordCount).toBe(0);
    expect(await heaviestBench()).toMatchObject({ value: kg('120'), sessionId: imported?.id });

    // The web has no delete for a finished workout: deleted through the API, the badge comes back on the later one.
    expect((await api('DELETE /api/workout-sessions/{id}', { params: { id: imported!.id }, token: other.token })).status).toBe(204);
    await page.goto(`${baseUrl()}/history`);
    await historyRow(LATER_BENCH).waitFor();
    await expect.poll(() => historyRow(OLD_BENCH).count()).toBe(0);
    expect(await historyRow(LATER_BENCH).innerText()).toMatch(/5 PRs/);
    await checkScreen(page, 'insights-history-after-delete');
    expect(await heaviestBench()).toMatchObject({ value: kg('100'), sessionId: laterBenchId });
  });
});
