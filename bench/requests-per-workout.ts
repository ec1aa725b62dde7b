/**
 * Requests per logged workout (issue 14, deliverable 3): the built web app in headless Chromium against the local
 * runner logs a realistic workout through the UI (Quick Start on home, 3 exercises, 3 sets each with weight and reps,
 * every set ticked, Finish and Save on the save step), counting the /api requests the page makes (by route) and the DynamoDB requests and
 * capacity the handlers spend on them (in this process, a meter on the functions' client). Then the idle home page:
 * unread-count requests per minute while the page is visible and while it is hidden, and whether it reads again when
 * it becomes visible. Runs in a child process of its own (the functions' DynamoDB client is bound to one local stack
 * per process); `npx tsx bench/requests-per-workout.ts` prints its figures.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Request } from 'playwright-core';
import type { AuthResponse } from '../shared/api-types';
import { matchRoute, routeKeyOf } from '../shared/routes';
import { answerFromChild, isChild, isMain, runInChild } from './child-part';
import type { BenchFigure } from './figures';
import { meterContext, newMeter, type Meter } from './dynamodb-meter';

const SECTION = 'Requests per logged workout';
const IDLE_SECTION = 'Idle page (unread count)';
const EXERCISES = [
  { search: 'bench press medium', name: 'Barbell Bench Press - Medium Grip' },
  { search: 'barbell squat', name: 'Barbell Squat' },
  { search: 'barbell deadlift', name: 'Barbell Deadlift' },
];
const SETS_PER_EXERCISE = 3;
const UNREAD_ROUTE = 'GET /api/notifications/unread-count';

/**
 * Measured on commit 94c772a (2026-11-25, `git archive` of it run with this file, four other helpers loading the machine): every set change answered
 * with the bare set, and the outbox's last delivered change of a session re-read the session, its sets and the
 * active session. The unread count already paused while hidden but did not read again on return.
 */
export const BEFORE = {
  commit: '94c772a',
  date: '2026-11-25',
  apiRequests: 79,
  dynamoDbRequests: 230,
  rcu: 122,
  wcu: 259,
  byRoute: {
    'GET /api/workout-sessions/active': 16,
    'POST /api/workout-sessions': 1,
    'GET /api/users/{id}/completed-workouts': 5,
    'GET /api/workout-sessions/{id}': 12,
    'GET /api/workout-sets/session/{sessionId}': 12,
    'GET /api/users/{id}/exercises/{exerciseId}/history': 3,
    'POST /api/workout-sets': 3,
    'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets': 6,
    'PATCH /api/workout-sets/{id}': 9,
    'PATCH /api/workout-sets/{id}/toggle-completion': 9,
    'PUT /api/workout-sessions/{id}': 1,
    'GET /api/auth/me': 1,
    'GET /api/social-posts/user/{userId}': 1,
  } as Record<string, number>,
  unreadPerMinuteVisible: 2,
  unreadPerMinuteHidden: 0,
  unreadOnReturn: 0,
};

interface WorkoutCounts {
  apiRequests: number;
  byRoute: Record<string, number>;
  server: Meter;
  serverByRoute: Record<string, Meter>;
  unreadPerMinuteVisible: number;
  unreadPerMinuteHidden: number;
  unreadOnReturn: number;
  seconds: number;
}

const routeOf = (method: string, url: string): string => {
  const { pathname } = new URL(url, 'http://localhost');
  const match = matchRoute(method, pathname);
  return match ? routeKeyOf(match.route) : `${method} ${pathname} (no route)`;
};

/** /api requests the page makes, by route, and how many are in flight. */
function watchPage(page: Page) {
  const inFlight = new Set<Request>();
  let counting = false;
  let lastActivity = Date.now();
  const byRoute: Record<string, number> = {};
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
    if (!counting) return;
    const route = routeOf(request.method(), request.url());
    byRoute[route] = (byRoute[route] ?? 0) + 1;
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    byRoute,
    start: () => {
      counting = true;
    },
    stop: () => {
      counting = false;
    },
    /** Waits until no /api request has been in flight for `quietMs` (polling, never a fixed sleep). */
    async quiet(quietMs = 2_000, timeoutMs = 60_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`API still busy after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

async function typeOnKeypad(page: Page, field: ReturnType<Page['getByRole']>, keys: string[]): Promise<void> {
  await field.tap();
  const keypad = page.getByRole('dialog');
  await keypad.waitFor();
  for (const name of keys) await keypad.getByRole('button', { name, exact: true }).tap();
  await keypad.getByRole('button', { name: 'Done', exact: true }).tap();
  await keypad.waitFor({ state: 'detached' });
}

const entryField = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, .*)?$`);

/** Quick Start on home, 3 exercises, 3 sets each with weight and reps, each ticked, Finish, Save; as a person on a phone. */
async function logWorkout(page: Page): Promise<void> {
  await page.getByRole('region', { name: "Today's workout", exact: true }).getByRole('button', { name: 'Quick Start' }).tap();
  await page.waitForURL(/\/workout\/session/);
  await page.getByRole('heading', { name: 'Quick Workout' }).waitFor();

  await page.getByRole('button', { name: 'Add Exercise' }).tap();
  const search = page.getByRole('searchbox', { name: 'Search exercises' });
  for (const exercise of EXERCISES) {
    await search.fill(exercise.search);
    await page.getByRole('list', { name: 'Exercises' }).getByRole('button').filter({ hasText: exercise.name }).first().tap();
  }
  await page.getByRole('button', { name: `Add ${EXERCISES.length} Exercises` }).tap();

  const settled = () => page.waitForFunction(() => !document.querySelector('[data-set-row] button:disabled'));
  for (const [index, exercise] of EXERCISES.entries()) {
    const card = page.getByRole('region', { name: exercise.name, exact: true });
    await card.waitFor();
    for (let set = 2; set <= SETS_PER_EXERCISE; set++) {
      // Add Set ignores a second tap on the same exercise within 400 ms (a double tap); a person taps slower.
      await page.waitForTimeout(450);
      await card.getByRole('button', { name: `Add Set to ${exercise.name}` }).tap();
      await card.getByRole('button', { name: entryField(`Set ${set} weight (lbs)`) }).waitFor();
      await settled();
    }
    // The first set's entries are copied to the later sets; the last set is typed as its own (a lighter back-off).
    await typeOnKeypad(page, card.getByRole('button', { name: entryField('Set 1 weight (lbs)') }), [...String(135 + index * 50)]);
    await typeOnKeypad(page, card.getByRole('button', { name: entryField('Set 1 reps') }), ['8']);
    await typeOnKeypad(page, card.getByRole('button', { name: entryField(`Set ${SETS_PER_EXERCISE} reps`) }), ['6']);
    for (let set = 1; set <= SETS_PER_EXERCISE; set++) {
      const complete = card.getByRole('button', { name: `Complete Set ${set}` });
      await complete.tap();
      await page.waitForFunction((element) => element?.getAttribute('aria-pressed') === 'true', await complete.elementHandle());
    }
  }

  await page.getByRole('button', { name: 'Finish', exact: true }).tap();
  // Issue 27: Finish opens the save step; Save (its defaults: the time-of-day title, Followers) finishes, posts the
  // workout and opens its summary.
  await page.getByRole('heading', { name: 'Save Workout' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  await page.getByRole('status').filter({ hasText: 'Workout Complete!' }).first().waitFor({ timeout: 30_000 });
  await page.waitForURL((url) => url.pathname.startsWith('/workout-session/'));
}

/** Makes the page hidden or visible the way TanStack Query's focus manager reads it (document.visibilityState). */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  // A string, not a function: tsx would wrap a function's inner arrows in its __name helper, unknown in the page.
  await page.evaluate(`(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => '${state}' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => ${state === 'hidden'} });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  })()`);
}

/** Unread-count reads of the idle home page over one minute of its (installed) clock, in 5 s steps. */
async function unreadReadsOverAMinute(page: Page, watch: ReturnType<typeof watchPage>): Promise<number> {
  const before = watch.byRoute[UNREAD_ROUTE] ?? 0;
  for (let step = 0; step < 12; step++) {
    await page.clock.runFor(5_000);
    await watch.quiet(300);
  }
  return (watch.byRoute[UNREAD_ROUTE] ?? 0) - before;
}

async function measureInThisProcess(): Promise<WorkoutCounts> {
  const started = Date.now();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { ensureWebBuild } = await import('../infra/web-build');
  const { startLocalStack } = await import('../infra/local/local-stack');
  const webRoot = ensureWebBuild();
  const stack = await startLocalStack({ port: 0, webRoot });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const { db } = await import('../functions/lib/db/client');
    const { installDynamoDbMeter } = await import('./dynamodb-meter');
    installDynamoDbMeter(db, () => meterContext.getStore());
    const server = newMeter();
    const serverByRoute: Record<string, Meter> = {};
    let counting = false;
    // Each /api request the local server takes is charged to its route (the handler runs in this request's context).
    subscribe('http.server.request.start', (message) => {
      const request = (message as { request: IncomingMessage }).request;
      if (!counting || !request.url?.startsWith('/api/')) return;
      const route = routeOf(request.method ?? 'GET', request.url);
      const meter = (serverByRoute[route] ??= newMeter());
      meterContext.enterWith(meter);
    });

    const signup = await fetch(`${stack.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Bench Athlete', username: `bench_w_${started}`, email: `bench.w.${started}@example.com`, password: 'bench-password-1' }),
    });
    const auth = (await signup.json()) as AuthResponse;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript((stored) => localStorage.setItem('social-fitness-auth', JSON.stringify(stored)), { token: auth.token, user: auth.user });
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${stack.url}/`);
    await page.getByRole('region', { name: "Today's workout", exact: true }).getByRole('button', { name: 'Quick Start' }).waitFor({ timeout: 30_000 });
    await watch.quiet();

    counting = true;
    watch.start();
    await logWorkout(page);
    await watch.quiet();
    watch.stop();
    counting = false;
    const byRoute = { ...watch.byRoute };
    for (const meter of Object.values(serverByRoute)) {
      server.requests += meter.requests;
      server.rcu += meter.rcu;
      server.wcu += meter.wcu;
    }

    // The idle home page on a clock of its own, so a minute passes in a moment.
    const idle = await context.newPage();
    await idle.clock.install();
    const idleWatch = watchPage(idle);
    idleWatch.start();
    await idle.goto(`${stack.url}/`);
    await idle.getByRole('region', { name: "Today's workout", exact: true }).getByRole('button', { name: 'Quick Start' }).waitFor({ timeout: 30_000 });
    await idleWatch.quiet(500);
    const unreadPerMinuteVisible = await unreadReadsOverAMinute(idle, idleWatch);
    await setVisibility(idle, 'hidden');
    await idleWatch.quiet(500);
    const unreadPerMinuteHidden = await unreadReadsOverAMinute(idle, idleWatch);
    const beforeReturn = idleWatch.byRoute[UNREAD_ROUTE] ?? 0;
    await setVisibility(idle, 'visible');
    await idle.clock.runFor(100);
    await idleWatch.quiet(500);
    const unreadOnReturn = (idleWatch.byRoute[UNREAD_ROUTE] ?? 0) - beforeReturn;

    return {
      apiRequests: Object.values(byRoute).reduce((sum, count) => sum + count, 0),
      byRoute,
      server,
      serverByRoute,
      unreadPerMinuteVisible,
      unreadPerMinuteHidden,
      unreadOnReturn,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

function toFigures(counts: WorkoutCounts): BenchFigure[] {
  const was = (value: number) => (Number.isNaN(value) ? 'before: not recorded' : `before (${BEFORE.commit}, ${BEFORE.date}): ${round(value)}`);
  const budgetBelow = (value: number) => (Number.isNaN(value) ? undefined : { limit: value, kind: 'max' as const, basis: `no more than before (${BEFORE.commit})` });
  const workout = `3 exercises x ${SETS_PER_EXERCISE} sets`;
  const figures: BenchFigure[] = [
    { section: SECTION, name: `API requests per logged workout (${workout})`, value: counts.apiRequests, unit: 'requests', budget: budgetBelow(BEFORE.apiRequests), note: was(BEFORE.apiRequests) },
    { section: SECTION, name: 'DynamoDB requests per logged workout', value: counts.server.requests, unit: 'requests', budget: budgetBelow(BEFORE.dynamoDbRequests), note: was(BEFORE.dynamoDbRequests) },
    { section: SECTION, name: 'DynamoDB read capacity per logged workout', value: round(counts.server.rcu), unit: 'RCU', note: was(BEFORE.rcu) },
    { section: SECTION, name: 'DynamoDB write capacity per logged workout', value: round(counts.server.wcu), unit: 'WCU', note: was(BEFORE.wcu) },
  ];
  const routes = [...new Set([...Object.keys(counts.byRoute), ...Object.keys(BEFORE.byRoute)])].sort();
  for (const route of routes) {
    const meter = counts.serverByRoute[route];
    const server = meter ? `; DynamoDB ${meter.requests} requests, ${round(meter.rcu)} RCU, ${round(meter.wcu)} WCU` : '';
    figures.push({ section: `${SECTION} (by route)`, name: route, value: counts.byRoute[route] ?? 0, unit: 'requests', note: `${was(BEFORE.byRoute[route] ?? 0)}${server}` });
  }
  figures.push(
    { section: IDLE_SECTION, name: 'unread-count reads per minute, page visible', value: counts.unreadPerMinuteVisible, unit: 'requests', note: was(BEFORE.unreadPerMinuteVisible) },
    {
      section: IDLE_SECTION,
      name: 'unread-count reads per minute, page hidden',
      value: counts.unreadPerMinuteHidden,
      unit: 'requests',
      budget: { limit: 0, kind: 'max', basis: 'issue 14: no polling in a hidden tab' },
      note: was(BEFORE.unreadPerMinuteHidden),
    },
    {
      section: IDLE_SECTION,
      name: 'unread-count reads on becoming visible again',
      value: counts.unreadOnReturn,
      unit: 'requests',
      budget: { limit: 1, kind: 'min', basis: 'issue 14: refetch when visible again' },
      note: was(BEFORE.unreadOnReturn),
    },
  );
  return figures;
}

/** The measurement, in a child process with its own local stack (bench/child-part.ts); answers its figures. */
export async function measureRequestsPerWorkout(): Promise<BenchFigure[]> {
  return toFigures(await runInChild<WorkoutCounts>(fileURLToPath(import.meta.url), 10 * 60_000));
}

if (isMain(import.meta.url)) {
  if (isChild()) {
    answerFromChild(await measureInThisProcess());
  } else {
    const { printTable } = await import('./report');
    printTable(await measureRequestsPerWorkout());
  }
}
