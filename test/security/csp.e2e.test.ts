import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../../infra/security-headers';
import type { AuthResponse, WorkoutSession } from '../../shared/api-types';
import { routes } from '../../web/src/app/router';
import { uploadedPhoto } from '../api/media-helpers';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, launchBrowser, PHONE_VIEWPORT } from '../support/browser';

/**
 * Issue 13, suite 3: the app works under its Content Security Policy. Every screen of the router, opened in Chromium
 * with seeded data, renders its heading with no CSP violation (nor a Permissions-Policy complaint), and passes axe;
 * a Radix dialog still locks the page's scroll; /health-return still hears the window of another origin that opened
 * it; and the local runner sends the headers of infra/security-headers.ts on every kind of response.
 */
const BENCH_ID = 'Barbell_Bench_Press_-_Medium_Grip';

type Seed = {
  me: AuthResponse;
  friend: AuthResponse;
  planId: string;
  workoutId: string;
  routineId: string;
  completedId: string;
  activeId: string;
};

interface Screen {
  /** The URL to open, with the seeded ids. */
  url: (seed: Seed) => string;
  /** The heading that shows the screen really rendered (not its loading or error state). */
  heading: RegExp;
  /** Seeded text the screen shows once its data is in. */
  shows?: string;
}

/** One entry per route of web/src/app/router.tsx: a screen added there without one here fails the test below. */
const SCREENS: Record<string, Screen> = {
  '(index)': { url: () => '/', heading: /^Welcome back, Sam Secure!$/ },
  '/auth': { url: () => '/auth', heading: /^Welcome back, Sam Secure!$/ },
  '/login': { url: () => '/login', heading: /^Welcome back, Sam Secure!$/ },
  '/workout/session': { url: () => '/workout/session', heading: /^CSP Session$/ },
  '/workout/session/:sessionId': { url: (seed) => `/workout/session/${seed.activeId}`, heading: /^CSP Session$/ },
  '/workout/empty': { url: () => '/workout/empty', heading: /^Empty Workout$/ },
  '/workout/empty-session': { url: () => '/workout/empty-session', heading: /^Empty Workout$/ },
  '/save-workout': { url: () => '/save-workout', heading: /^Save Workout$/ },
  '/workout/:planId': { url: (seed) => `/workout/${seed.routineId}?session=${seed.activeId}`, heading: /^CSP Session$/ },
  '/create-routine': { url: () => '/create-routine', heading: /^Create Routine$/ },
  '/create-workout': { url: () => '/create-workout', heading: /^Create Workout Plan$/ },
  '/create-plan': { url: () => '/create-plan', heading: /^Create Training Plan$/ },
  '/profile/edit': { url: () => '/profile/edit', heading: /^Edit Profile$/ },
  '/profile/edit-profile': { url: () => '/profile/edit-profile', heading: /^Edit Profile$/ },
  '/profile/edit-details': { url: () => '/profile/edit-details', heading: /^Edit Details$/ },
  '/profile/edit-stats': { url: () => '/profile/edit-stats', heading: /^Edit Stats$/ },
  '/profile/edit-account': { url: () => '/profile/edit-account', heading: /^Account$/ },
  '/profile/settings': { url: () => '/profile/settings', heading: /^Settings$/ },
  '/messages': { url: (seed) => `/messages?userId=${seed.friend.user.id}`, heading: /^Messages$/, shows: 'Nice lift!' },
  '/health-return': { url: () => `/health-return?data=${encodeURIComponent(JSON.stringify({ workouts: [] }))}`, heading: /^Import Successful$/ },
  '/workouts': { url: () => '/workouts', heading: /^Workouts$/, shows: 'CSP Routine' },
  '/workout': { url: () => '/workout', heading: /^Workouts$/, shows: 'CSP Routine' },
  '/workout-main': { url: () => '/workout-main', heading: /^Workouts$/, shows: 'CSP Routine' },
  '/explore-routines': { url: () => '/explore-routines', heading: /^Coming Soon$/ },
  '/groups': { url: () => '/groups', heading: /^Groups Coming Soon!$/ },
  '/plan/:id': { url: (seed) => `/plan/${seed.planId}`, heading: /^CSP Plan$/ },
  '/plans': { url: () => '/plans', heading: /^Training Plans$/ },
  '/routine/:id': { url: (seed) => `/routine/${seed.routineId}`, heading: /^CSP Routine$/ },
  '/workout-detail/:id': { url: (seed) => `/workout-detail/${seed.workoutId}`, heading: /^CSP Workout$/ },
  '/workout-plan/:planId': { url: (seed) => `/workout-plan/${seed.routineId}`, heading: /^CSP Routine$/ },
  '/workout-session/:sessionId': { url: (seed) => `/workout-session/${seed.completedId}`, heading: /^CSP Bench Day$/ },
  '/social': { url: () => '/social', heading: /^Social$/, shows: 'Mine too' },
  '/profile': { url: () => '/profile', heading: /^Profile$/, shows: 'A photo from the gym' },
  '/users/:userId': { url: (seed) => `/users/${seed.friend.user.id}`, heading: /^Casey Csp$/ },
  '/followers': { url: () => '/followers', heading: /^Sam Secure's Followers$/, shows: 'Casey Csp' },
  '/following': { url: () => '/following', heading: /^Sam Secure's Following$/, shows: 'Casey Csp' },
  '/users/:userId/followers': { url: (seed) => `/users/${seed.friend.user.id}/followers`, heading: /^Casey Csp's Followers$/, shows: 'Sam Secure' },
  '/users/:userId/following': { url: (seed) => `/users/${seed.friend.user.id}/following`, heading: /^Casey Csp's Following$/, shows: 'Sam Secure' },
  '/people': { url: () => '/people', heading: /^Find people$/ },
  '/exercises/:exerciseId': { url: () => `/exercises/${BENCH_ID}`, heading: /^Barbell Bench Press - Medium Grip$/ },
  '/history': { url: () => '/history', heading: /^History$/ },
  '/ai-trainer': { url: () => '/ai-trainer', heading: /^AI Trainer$/ },
  // Last: it ends the active session and starts a new one, which the screens above must not see.
  '/workout/start': { url: () => '/workout/start', heading: /^Quick Workout$/ },
  '*': { url: () => '/no-such-screen', heading: /^404 Page Not Found$/ },
};

/** Every path of the router (an index route as '(index)'). */
function routerPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : route.index ? ['(index)'] : []), ...routerPaths(route.children ?? [])]);
}

type Complaint = { screen: string; kind: string; detail: string };

let browser: Browser;
let context: BrowserContext;
/** A second phone, never signed in. */
let signedOut: Page;
let page: Page;
let seed: Seed;
/** What the screen being checked is called in a complaint. */
let current = 'start';
const complaints: Complaint[] = [];

/** Collects CSP violations as the page sees them, and the console's own reports of blocked content, on every page. */
async function watchForViolations(target: BrowserContext): Promise<void> {
  await target.exposeBinding('reportCspViolation', (_source, detail: string) => {
    complaints.push({ screen: current, kind: 'securitypolicyviolation', detail });
  });
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (detail: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  target.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy|Permissions policy|Cross-Origin/i.test(message.text())) {
      complaints.push({ screen: current, kind: 'console', detail: message.text() });
    }
  });
  target.on('weberror', (error) => complaints.push({ screen: current, kind: 'pageerror', detail: error.error().message }));
}

async function created<T>(result: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await result;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

async function seedAccounts(): Promise<Seed> {
  const [me, friend] = await Promise.all([signUp({ displayName: 'Sam Secure' }), signUp({ displayName: 'Casey Csp' })]);
  const as = (account: AuthResponse) => ({ token: account.token });
  const profileImage = await uploadedPhoto(me.token, 'avatar');
  await created(api('PATCH /api/users/{id}', { params: { id: me.user.id }, ...as(me), body: { profileImage, bio: 'Lifting under a strict policy' } }));
  await created(api('POST /api/users/{id}/follow', { params: { id: friend.user.id }, ...as(me) }));
  await created(api('POST /api/users/{id}/follow', { params: { id: me.user.id }, ...as(friend) }));
  await created(api('POST /api/social-posts', { ...as(me), body: { content: 'A photo from the gym', mediaUrls: [await uploadedPhoto(me.token, 'post')] } }));
  await created(api('POST /api/social-posts', { ...as(friend), body: { content: 'Mine too', mediaUrls: [await uploadedPhoto(friend.token, 'post')] } }));
  await created(api('POST /api/messages', { ...as(friend), body: { receiverId: me.user.id, content: 'Nice lift!' } }));

  const plan = await created(api('POST /api/plans', { ...as(me), body: { name: 'CSP Plan' } }));
  const workout = await created(api('POST /api/workouts', { ...as(me), body: { name: 'CSP Workout', exercises: [{ exerciseId: BENCH_ID }] } }));
  const routine = await created(
    api('POST /api/workout-plans', { ...as(me), body: { name: 'CSP Routine', exercises: [{ exerciseId: BENCH_ID, sets: 3 }] } }),
  );
  // Two finished bench sessions, so the exercise screen draws its uPlot chart.
  let completed: WorkoutSession | undefined;
  for (const [daysAgo, weight] of [
    [3, 9000],
    [1, 9500],
  ] as const) {
    const startTime = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    completed = await created(
      api('POST /api/workout-sessions/completed', {
        ...as(me),
        body: { name: 'CSP Bench Day', startTime, durationMinutes: 40, exercises: [{ exerciseId: BENCH_ID, sets: [{ weight, reps: 5 }] }] },
      }),
    );
  }
  const active = await created(api('POST /api/workout-sessions', { ...as(me), body: { name: 'CSP Session', isActive: true } }));
  return { me, friend, planId: plan.id, workoutId: workout.id, routineId: routine.id, completedId: completed!.id, activeId: active.id };
}

async function signIn(account: AuthResponse): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: account.token, user: account.user });
}

/** Opens `url`, waits for `heading` (and `shows`) and for the page to settle, then checks it with axe. */
async function openScreen(name: string, url: string, heading: RegExp, shows?: string): Promise<void> {
  current = name;
  await page.goto(`${baseUrl()}${url}`);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  if (shows) await page.getByText(shows).first().waitFor();
  await page.waitForLoadState('networkidle');
  const slug = name === '*' ? 'not-found' : name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  await checkScreen(page, `csp-${slug}`);
}

beforeAll(async () => {
  seed = await seedAccounts();
  browser = await launchBrowser();
  const newWatchedContext = async () => {
    const watched = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
    await watchForViolations(watched);
    return watched;
  };
  context = await newWatchedContext();
  page = await context.newPage();
  await signIn(seed.me);
  signedOut = await (await newWatchedContext()).newPage();
  signedOut.setDefaultTimeout(20_000);
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('the app under its Content Security Policy', () => {
  // Each test answers for what its own pages reported.
  beforeEach(() => {
    complaints.length = 0;
  });

  it('lists every screen of the router', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...new Set(routerPaths(routes))].sort());
  });

  it('signed out, the sign-in screen renders with no violation', async () => {
    current = 'signed out';
    await signedOut.goto(`${baseUrl()}/login`);
    await signedOut.getByRole('tab', { name: 'Login' }).waitFor();
    await signedOut.waitForLoadState('networkidle');
    await checkScreen(signedOut, 'csp-signed-out');
    expect(complaints).toEqual([]);
  });

  it('the policy is in force and its violations are seen: an injected inline script does not run', async () => {
    current = 'control';
    await signedOut.goto(`${baseUrl()}/login`);
    await signedOut.getByRole('tab', { name: 'Login' }).waitFor();
    const ran = await signedOut.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => complaints.filter((complaint) => complaint.kind === 'securitypolicyviolation').map((complaint) => complaint.detail)).toEqual([
      expect.stringMatching(/^script-src-elem blocked \(?inline/),
    ]);
  });

  it('every screen renders its heading with no violation', { timeout: 300_000 }, async () => {
    for (const [name, screen] of Object.entries(SCREENS)) await openScreen(name, screen.url(seed), screen.heading, screen.shows);
    // The photos (post and avatar) came from /media under img-src 'self'.
    await openScreen('/profile', '/profile', /^Profile$/, 'A photo from the gym');
    const photos = page.locator('img[src^="/media/"]');
    await expect.poll(() => photos.count()).toBeGreaterThan(0);
    await expect.poll(() => photos.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(complaints).toEqual([]);
  });

  it('the exercise screen draws its chart', async () => {
    await openScreen('chart', `/exercises/${BENCH_ID}`, /^Barbell Bench Press - Medium Grip$/);
    await page.locator('.uplot canvas').first().waitFor();
    expect(complaints).toEqual([]);
  });

  it('an open dialog locks the page behind it without a <style> element', async () => {
    await openScreen('dialog', '/', /^Welcome back, Sam Secure!$/);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await checkScreen(page, 'csp-dialog');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(complaints).toEqual([]);
  });

  it('/health-return hears the window of another origin that opened it, and answers it', async () => {
    current = 'health-return popup';
    // A page of another origin with no opener policy of its own, as a Shortcut's or any other site's would be.
    const opener = await context.newPage();
    await opener.route('https://shortcut.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Shortcut</title><h1>Shortcut</h1></html>' }),
    );
    await opener.goto('https://shortcut.example/');
    await opener.evaluate(() => {
      const state = window as unknown as { received: unknown[] };
      state.received = [];
      window.addEventListener('message', (event) => state.received.push(event.data));
    });
    const [popup] = await Promise.all([
      opener.waitForEvent('popup'),
      opener.evaluate((url) => {
        (window as unknown as { importWindow: Window | null }).importWindow = window.open(url);
      }, `${baseUrl()}/health-return`),
    ]);
    await popup.getByText('Processing health data...').waitFor();
    const walk = { type: 3, startTime: new Date(Date.now() - 7_200_000).toISOString(), endTime: new Date(Date.now() - 5_400_000).toISOString(), appleHealthId: 'csp-walk' };
    // The opener sends until the page has it (its listener starts with its first render).
    await expect
      .poll(async () => {
        await opener.evaluate((workout) => {
          (window as unknown as { importWindow: Window }).importWindow.postMessage({ type: 'HEALTH_DATA', workouts: [workout] }, '*');
        }, walk);
        return popup.getByRole('heading', { name: 'Import Successful' }).isVisible();
      })
      .toBe(true);
    await expect.poll(() => opener.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([{ type: 'HEALTH_SYNC_COMPLETE', count: 1 }]);
    await popup.close();
    await opener.close();
    expect(complaints).toEqual([]);
  });
});

describe('the local runner sends the security headers of infra/security-headers.ts', () => {
  const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

  async function headersOf(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Record<string, string> }> {
    const response = await fetch(`${baseUrl()}${path}`, init);
    await response.arrayBuffer();
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()) };
  }

  it.each([
    ['the app', '/'],
    ['a client route (the SPA fallback)', '/profile/settings'],
    ['the health hand-off', '/health-return'],
    ['a static file', '/favicon.svg'],
    ['a missing file', '/assets/missing.js'],
    ['the API', '/api/health'],
    ['an API error', '/api/auth/me'],
    ['missing media', '/media/missing.png'],
  ])('on %s (%s)', async (_what, path) => {
    const { headers } = await headersOf(path);
    expect(headers).toMatchObject(lowerCased(securityHeadersFor(path, 'local')));
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('on a stored photo, and /health-return alone keeps its opener', async () => {
    const [post] = (await api('GET /api/social-posts/user/{userId}', { params: { userId: seed.me.user.id }, token: seed.me.token })).body;
    const photo = post?.mediaUrls[0];
    expect(photo).toMatch(/^\/media\//);
    const { status, headers } = await headersOf(photo!);
    expect(status).toBe(200);
    expect(headers).toMatchObject(lowerCased(securityHeadersFor(photo!, 'local')));
    expect((await headersOf('/')).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await headersOf('/health-return')).headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});
