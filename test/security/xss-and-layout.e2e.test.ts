/**
 * Issue 13, suite 2 and defect 10: what people type stays text in the browser and never widens a phone screen.
 * Maya's account and Otto (who follows her, likes and comments on her post and messages her) hold HTML payloads and
 * long words without spaces in every field a screen shows; each screen is opened in Chromium at 390 x 844 and must
 * show the text literally, run none of it, create no element from it, fit the screen and pass axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { baseUrl, callRaw, signUp } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { launchBrowser, PHONE_VIEWPORT, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
/** A word the width of several phone screens: must wrap or be truncated, never widen the page. */
const WORD = 'W'.repeat(100);
const EVERYTHING = `${SCRIPT} ${IMG} ${WORD}`;

let browser: Browser;
let maya: AuthResponse;
let otto: AuthResponse;
let page: Page;
const ids = { routine: '', plan: '', workout: '', summary: '', exerciseXss: '', exerciseLong: '', post: '' };

async function ok<T = any>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const result = await callRaw<T>(method, path, { token, body });
  if (result.status >= 300) throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

beforeAll(async () => {
  const tag = Date.now().toString(36);
  [maya, otto] = await Promise.all([
    signUp({ displayName: IMG, username: `maya_${tag}` }),
    signUp({ displayName: `${SCRIPT} ${'O'.repeat(18)}`, username: `otto_${tag}` }),
  ]);
  const [m, o] = [maya.token, otto.token];
  await ok('PATCH', `/api/users/${maya.user.id}`, m, { bio: `${SCRIPT} ${IMG} ${'B'.repeat(70)}`, homeGym: `${IMG} ${'G'.repeat(60)}` });
  await ok('PATCH', `/api/users/${otto.user.id}`, o, { bio: `${IMG} ${'B'.repeat(100)}` });

  ids.exerciseXss = (await ok('POST', '/api/exercises', m, { name: `${IMG} ${SCRIPT}`, category: 'Chest', equipment: 'Barbell' })).id;
  ids.exerciseLong = (await ok('POST', '/api/exercises', m, { name: WORD, category: 'Chest', equipment: 'Barbell' })).id;
  const exercises = [
    { exerciseId: ids.exerciseXss, notes: EVERYTHING.slice(0, 200) },
    { exerciseId: ids.exerciseLong, notes: WORD },
  ];

  ids.routine = (await ok('POST', '/api/workout-plans', m, { name: `${SCRIPT} ${'R'.repeat(60)}`, description: EVERYTHING, exercises })).id;
  ids.plan = (await ok('POST', '/api/plans', m, { name: `${IMG} ${'P'.repeat(60)}`, description: EVERYTHING })).id;
  ids.workout = (await ok('POST', '/api/workouts', m, { name: WORD, description: EVERYTHING, planId: ids.plan, exercises })).id;

  const startTime = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
  const sets = [{ weight: 10_000, reps: 5 }];
  const logged = await ok('POST', '/api/workout-sessions/completed', m, {
    name: WORD,
    description: EVERYTHING.slice(0, 500),
    startTime,
    durationMinutes: 40,
    exercises: [
      { exerciseId: ids.exerciseXss, sets },
      { exerciseId: ids.exerciseLong, sets },
    ],
  });
  ids.summary = logged.id ?? logged.session?.id;

  const live = await ok('POST', '/api/workout-sessions', m, { name: `${IMG} ${'L'.repeat(60)}` });
  await ok('POST', `/api/workout-sessions/${live.id}/exercises/${encodeURIComponent(ids.exerciseLong)}/sets`, m, { weight: 10_000, reps: 5 });
  await ok('POST', `/api/workout-sessions/${live.id}/exercises/${encodeURIComponent(ids.exerciseXss)}/sets`, m, { weight: 10_000, reps: 5 });

  await ok('POST', `/api/users/${maya.user.id}/follow`, o);
  await ok('POST', `/api/users/${otto.user.id}/follow`, m);
  ids.post = (await ok('POST', '/api/social-posts', m, { content: EVERYTHING })).id;
  await ok('POST', `/api/social-posts/${ids.post}/like`, o);
  await ok('POST', `/api/posts/${ids.post}/comments`, o, { content: EVERYTHING });
  await ok('POST', '/api/messages', o, { receiverId: maya.user.id, content: EVERYTHING });
  await ok('POST', '/api/messages', m, { receiverId: otto.user.id, content: WORD });

  browser = await launchBrowser();
  page = await signedInPage(browser, maya);
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `${baseUrl()}${path}`;

/** Nothing ran, nothing was made from the content, and nothing is wider than the phone. */
async function expectInert(name: string): Promise<void> {
  await screenshot(page, `xss-layout-${name}`);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    scripts: [...document.querySelectorAll('script')].filter((script) => script.textContent?.includes('__xss')).length,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    strayImages: [...document.querySelectorAll('img')].filter((image) => image.getAttribute('src') === 'x').length,
    scrollWidth: document.documentElement.scrollWidth,
    // Text that spills out of its own box (over a neighbour, under an overflow-hidden card) without an ellipsis.
    spilling: [...document.querySelectorAll('body *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /([A-Z])\1{19}/.test(node.textContent ?? '')))
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).textOverflow !== 'ellipsis')
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
    // What sticks out, so a failure says where to look.
    tooWide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 391 && element.getBoundingClientRect().left < 391)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)}`),
  }));
  expect(state, name).toEqual({ xss: undefined, scripts: 0, handlers: 0, strayImages: 0, scrollWidth: expect.any(Number), tooWide: expect.any(Array), spilling: [] });
  expect(state.scrollWidth, `${name} is ${state.scrollWidth} px wide: ${state.tooWide.join(' | ')}`).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await expectNoAxeViolations(page);
}

/** Waits until each text is on the screen as text (the first match of each). */
async function shows(...texts: string[]): Promise<void> {
  for (const text of texts) await page.getByText(text).first().waitFor();
}

describe('user content stays text and fits a 390 px phone', () => {
  it('home: recent activity', async () => {
    await page.goto(url('/'));
    await shows(WORD);
    await expectInert('home');
  });

  it('the live workout and the exercise picker', async () => {
    await page.goto(url('/workout/session'));
    await shows(WORD, `${IMG} ${SCRIPT}`);
    await expectInert('live-workout');

    await page.getByRole('button', { name: 'Add Exercise' }).tap();
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill(WORD.slice(0, 20));
    await page.getByRole('list', { name: 'Exercises' }).getByText(WORD).first().waitFor();
    await expectInert('exercise-picker');
  });

  it('the workouts tab with its routine card', async () => {
    await page.goto(url('/workouts'));
    await shows(`${SCRIPT} ${'R'.repeat(60)}`);
    await expectInert('workouts');
  });

  it('routine, plan and workout details and the summary of a finished workout', async () => {
    await page.goto(url(`/workout-plan/${ids.routine}`));
    await shows(`${SCRIPT} ${'R'.repeat(60)}`, WORD);
    await expectInert('routine-detail');

    await page.goto(url(`/plan/${ids.plan}`));
    await shows(`${IMG} ${'P'.repeat(60)}`, WORD);
    await expectInert('plan-detail');

    await page.goto(url(`/workout-detail/${ids.workout}`));
    await shows(WORD, `${IMG} ${SCRIPT}`);
    await expectInert('workout-detail');

    await page.goto(url(`/workout-session/${ids.summary}`));
    await shows(WORD, `${IMG} ${SCRIPT}`);
    await expectInert('summary');
  });

  it('the feed with the post, its like and comment', async () => {
    await page.goto(url('/social'));
    await shows(EVERYTHING);
    await page.getByText(`${SCRIPT} ${'O'.repeat(18)}`).first().waitFor();
    await expectInert('feed');
  });

  it('own and other profile, followers and people search', async () => {
    await page.goto(url('/profile'));
    await shows(IMG, `${SCRIPT} ${IMG} ${'B'.repeat(70)}`);
    await expectInert('own-profile');

    await page.goto(url(`/users/${otto.user.id}`));
    await shows(`${SCRIPT} ${'O'.repeat(18)}`, `${IMG} ${'B'.repeat(100)}`);
    await expectInert('other-profile');

    await page.goto(url('/followers'));
    await shows(`${SCRIPT} ${'O'.repeat(18)}`);
    await expectInert('followers');

    await page.goto(url('/people'));
    await page.getByRole('searchbox').first().fill(otto.user.username);
    await shows(`${SCRIPT} ${'O'.repeat(18)}`);
    await expectInert('people-search');
  });

  it('notifications', async () => {
    await page.goto(url('/'));
    await page.getByRole('button', { name: /^Notifications/ }).tap();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(`${SCRIPT} ${'O'.repeat(18)}`).first().waitFor();
    await expectInert('notifications');
    await panel.getByRole('button', { name: 'Close' }).tap();
  });

  it('messages: the conversation list and the thread', async () => {
    await page.goto(url('/messages'));
    await shows(`${SCRIPT} ${'O'.repeat(18)}`);
    await expectInert('messages');

    await page.goto(url(`/messages?userId=${encodeURIComponent(otto.user.id)}`));
    await shows(EVERYTHING, WORD);
    await expectInert('message-thread');
  });

  it('exercise detail with its history', async () => {
    await page.goto(url(`/exercises/${encodeURIComponent(ids.exerciseLong)}`));
    await shows(WORD);
    await expectInert('exercise-detail-long');

    await page.goto(url(`/exercises/${encodeURIComponent(ids.exerciseXss)}`));
    await shows(`${IMG} ${SCRIPT}`);
    await expectInert('exercise-detail-xss');
  });
});
