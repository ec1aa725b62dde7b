import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, entryFieldName, fitsViewport, launchBrowser } from '../support/browser';
import { createFollow } from '../support/db';
import { holdRequests } from '../support/held-requests';
import { signedInPage } from '../support/session';

/**
 * The home screen on a phone: Quick Start, log one set, Finish from home, then the week and recent
 * activity show it; and the notification panel's unread state (the athlete's follower is told).
 */
const BENCH = 'Barbell Bench Press - Medium Grip';

let browser: Browser;
let athlete: AuthResponse;
let follower: AuthResponse;
let page: Page;

beforeAll(async () => {
  [athlete, follower] = await Promise.all([signUp({ displayName: 'Alex Athlete' }), signUp({ displayName: 'Fran Follower' })]);
  await createFollow(follower.user.id, athlete.user.id);
  browser = await launchBrowser();
  page = await signedInPage(browser, athlete);
});

afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const section = (name: string) => page.getByRole('region', { name, exact: true });

/** Adds the bench press to the open live workout through the picker. */
async function addBenchPress(): Promise<void> {
  await page.getByRole('button', { name: 'Add Exercise' }).tap();
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press medium');
  await page.getByRole('list', { name: 'Exercises', exact: true }).getByRole('button').filter({ hasText: BENCH }).first().tap();
  await page.getByRole('button', { name: 'Add 1 Exercise' }).tap();
}

/** Taps a weight or reps field of `card`, types `keys` on the app's keypad and presses Done. */
async function typeOnKeypad(card: Locator, field: string, keys: readonly string[]): Promise<void> {
  await card.getByRole('button', { name: entryFieldName(field) }).tap();
  for (const name of keys) await page.getByRole('dialog').getByRole('button', { name, exact: true }).tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Done', exact: true }).tap();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('home on a phone', () => {
  it('greets the person at once on a reload while the week is still being read, then fills it in', async () => {
    // The first load has answered, so only the reload's reads are held.
    await section('This week').getByText('0 workouts this week').waitFor();
    await section('Recent activity').getByText('No recent activity').waitFor();
    const week = await holdRequests(page, '**/api/users/*/completed-workouts*');
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back, Alex Athlete!' }).waitFor();
      await section('This week').waitFor();

      // Both home reads of completed workouts are asked and neither has answered.
      await expect.poll(() => week.count()).toBe(2);
    } finally {
      await week.release();
    }
    await section('This week').getByText('0 workouts this week').waitFor();
    await section('Recent activity').getByText('No recent activity').waitFor();
  });

  it('Quick Start opens a live Quick Workout where a set is logged and completed', async () => {
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).tap();
    await page.waitForURL(`${baseUrl()}/workout/session`);
    await page.getByRole('heading', { name: 'Quick Workout' }).waitFor();

    await addBenchPress();

    const card = page.getByRole('region', { name: BENCH, exact: true });
    await typeOnKeypad(card, 'Set 1 weight (lbs)', ['1', '0', '0']);
    await typeOnKeypad(card, 'Set 1 reps', ['1', '0']);
    const complete = card.getByRole('button', { name: 'Complete Set 1' });
    await complete.tap();
    await expect.poll(() => complete.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the workout in progress on home and finishes it there', async () => {
    await page.getByRole('button', { name: 'Back' }).tap();
    await page.waitForURL(`${baseUrl()}/`);
    const inProgress = section('Workout in progress');
    await inProgress.getByText('Quick Workout').waitFor();
    await expect(inProgress.getByText(/Started .* · \d+ min/).isVisible()).resolves.toBe(true);
    await checkScreen(page, 'home-workout-in-progress');

    await inProgress.getByRole('button', { name: 'Finish' }).tap();

    await toast('Workout Complete!').waitFor();
    await toast('Great job finishing your workout!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).waitFor();
  });

  it('marks today in This week and lists the workout in Recent activity', async () => {
    await section('This week').getByText('1 workout this week').waitFor();
    const marked = section('This week').locator('[data-marked]');
    await expect.poll(() => marked.count()).toBe(1);
    expect(await marked.getAttribute('aria-label')).toMatch(/\(today\): workout completed$/);

    const activity = section('Recent activity').getByRole('listitem');
    await activity.first().waitFor();
    expect(await activity.count()).toBe(1);
    expect(await activity.first().innerText()).toMatch(/Workout completed\s+Quick Workout\s+(\d+|<\s1) min · 1,000 lb(\s+\d+ PRs?)?\s+(Just now|1 min ago)/);
    expect(await fitsViewport(page)).toBe(true);
    await checkScreen(page, 'home-after-workout');
  });

  it('stored the workout with its volume on the server', async () => {
    const completed = await api('GET /api/users/{id}/completed-workouts', { params: { id: athlete.user.id }, token: athlete.token });

    expect(completed.body).toHaveLength(1);
    expect(completed.body[0]).toMatchObject({ name: 'Quick Workout', totalWeight: 1000 });
  });

  it("tells the athlete's follower, who sees the unread badge and reads it", async () => {
    const followerPage = await signedInPage(browser, follower);
    const bell = followerPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.tap();
    const panel = followerPage.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('listitem').filter({ hasText: 'Alex Athlete completed Quick Workout' });
    await item.waitFor();
    await expect(panel.getByRole('button', { name: 'Mark all read' }).isVisible()).resolves.toBe(true);
    await checkScreen(followerPage, 'notifications-unread');

    await item.getByRole('button').first().tap();

    await panel.getByRole('button', { name: 'Mark all read' }).waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Close' }).tap();
    await followerPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  it('finishes on the phone while an entry cannot be saved, and sends the entries then the finish after a reload (issue 12)', async () => {
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).tap();
    await page.waitForURL(`${baseUrl()}/workout/session`);
    await addBenchPress();
    const card = page.getByRole('region', { name: BENCH, exact: true });
    await card.getByRole('button', { name: entryFieldName('Set 1 weight (lbs)') }).waitFor();

    // Entry saves fail (offline for PATCH /api/workout-sets/{id} and the tick, which carries the entries: issue 27).
    const blockEntrySaves = (route: Route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue());
    await page.route('**/api/workout-sets/**', blockEntrySaves);
    await typeOnKeypad(card, 'Set 1 weight (lbs)', ['5', '0']);
    await typeOnKeypad(card, 'Set 1 reps', ['4']);
    const complete = card.getByRole('button', { name: 'Complete Set 1' });
    await complete.tap();
    await expect.poll(() => complete.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Back' }).tap();
    await page.waitForURL(`${baseUrl()}/`);
    // The outbox keeps retrying the entry save, so the finish waits behind it on the phone.
    await section('Workout in progress').getByRole('button', { name: 'Finish' }).tap();
    await toast('Saved on this phone, will sync when online').waitFor();
    await section("Today's workout").getByRole('button', { name: 'Quick Start' }).waitFor();

    // Back online after a reload: the outbox sends the kept entries, then the finish (the volume includes them).
    await page.unroute('**/api/workout-sets/**', blockEntrySaves);
    await page.reload();
    const volumes = async () => {
      const completed = await api('GET /api/users/{id}/completed-workouts', { params: { id: athlete.user.id }, token: athlete.token });
      return completed.body.map((workout) => workout.totalWeight).sort((a, b) => b - a);
    };
    await expect.poll(volumes, { timeout: 20_000 }).toEqual([1000, 200]);
  });
});
