import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, WorkoutSession } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, entryFieldName, launchBrowser, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';
import { expectNoWordBreaks, findWordBreaks } from '../support/word-breaks';

/**
 * Issue 27, deliverable 11: no label breaks mid-word ('Canc' / 'el') on a 320 px or a 390 px phone: home, the
 * exercise picker, the live workout with the keypad open (and the Previous column, from a finished workout), the
 * workout summary and Settings. Each screen is also looked at (screenshot) and checked with axe-core.
 */
const BENCH_ID = 'Barbell_Bench_Press_-_Medium_Grip';
const BENCH = 'Barbell Bench Press - Medium Grip';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A finished bench press workout, so the live workout shows last time's sets in the Previous column. */
async function finishedWorkout(account: AuthResponse): Promise<WorkoutSession> {
  const startTime = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const sets = [{ weight: 13500, reps: 8 }, { weight: 13500, reps: 6 }];
  const result = await api('POST /api/workout-sessions/completed', {
    token: account.token,
    body: { name: 'Push', startTime, durationMinutes: 45, exercises: [{ exerciseId: BENCH_ID, sets }] },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

describe('the word-break check', () => {
  it('finds a label squeezed mid-word, and leaves out a word wider than its container can ever be', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 600 } });
    await page.setContent(`
      <body style="overflow-wrap: anywhere; font: 16px sans-serif">
        <div style="display: flex; width: 300px"><button style="width: 40px">Cancel</button><p style="flex: 1">Weight</p></div>
        <p style="width: 300px">${'a'.repeat(60)} and words that wrap between them</p>
        <p style="width: 60px">Short words only</p>
      </body>`);
    expect((await findWordBreaks(page)).map((found) => found.word)).toEqual(['Cancel']);
    await page.context().close();
  });
});

describe.each([320, 390])('no word broken across lines at %i px', (width) => {
  let page: Page;
  let finished: WorkoutSession;

  beforeAll(async () => {
    const account = await signUp();
    finished = await finishedWorkout(account);
    page = await signedInPage(browser, account);
    await page.setViewportSize({ width, height: 844 });
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  const look = async (name: string) => {
    await checkScreen(page, `word-breaks-${width}-${name}`);
    await expectNoWordBreaks(page);
  };

  it('on home', async () => {
    await page.getByRole('region', { name: 'Recent activity', exact: true }).getByText('Push').first().waitFor();
    await look('home');
  });

  it('in the exercise picker', async () => {
    await page.goto(`${baseUrl()}/workout/start`);
    await page.waitForURL(/\/workout\/session\?session=/);
    await page.getByRole('button', { name: 'Add Exercise' }).tap();
    await page.getByRole('list', { name: 'Exercises', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press medium');
    await page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button').filter({ hasText: BENCH }).first().tap();
    await look('picker');
  });

  it('in the live workout with the Previous column and the keypad open', async () => {
    await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
    const card = page.getByRole('region', { name: BENCH, exact: true });
    await card.getByRole('button', { name: /^Set 1 last time: .*Fill in$/ }).first().waitFor();
    await look('live-workout');

    await card.getByRole('button', { name: entryFieldName('Set 1 weight (lbs)') }).tap();
    const keypad = page.getByRole('dialog');
    await untilStill(keypad);
    await keypad.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    await keypad.getByRole('button', { name: 'Done', exact: true }).waitFor();
    await look('keypad');
  });

  it('on the workout summary', async () => {
    await page.goto(`${baseUrl()}/workout-session/${finished.id}`);
    await page.getByRole('heading', { level: 1, name: 'Push' }).waitFor();
    await look('summary');
  });

  it('in Settings', async () => {
    await page.goto(`${baseUrl()}/profile/settings`);
    await page.getByRole('region', { name: 'Units and plates' }).waitFor();
    await look('settings');
  });
});
