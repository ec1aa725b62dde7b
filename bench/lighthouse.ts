import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { AuthResponse } from '../shared/api-types';
import type { BenchFigure } from './figures';
import { AUTH_BUDGETS, figuresOf, HOME_BUDGETS, summariseRuns, type PageResult, type PageRuns } from './lighthouse-figures';

/**
 * Issue 14: Lighthouse (the npm package, mobile: a mid-range phone on slow 4G, simulated) against the local runner,
 * which compresses as CloudFront does, for the signed-out first screen (/auth) and for home signed in with a little
 * recent activity. Each load gets a fresh Chromium profile: a cold load, no service worker, no HTTP cache. The runner
 * serves a production build made into a temp folder. Reports, never fails.
 *
 * Lighthouse multiplies each main-thread task it observes by 4 (a mid-range phone), so on a shared machine one run's
 * score can move by 10 points for the same build. Each page is therefore loaded LIGHTHOUSE_RUNS times (5 unless set)
 * and each figure is the median of those runs, its range in the note; accessibility is the lowest and CLS the highest
 * of them, since those must hold on every load. Lighthouse's own guidance on variability also takes the median of 5.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The README's headless flags (test/support/browser.ts). */
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const AUTH_STORAGE_KEY = 'social-fitness-auth';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Set it to keep each run's full Lighthouse report (JSON) and its trace there, to see what blocks or shifts. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** Loads per page (LIGHTHOUSE_RUNS; 5 when unset or not a positive whole number). */
const RUNS = Math.max(1, Math.trunc(Number(process.env.LIGHTHOUSE_RUNS ?? 5)) || 5);

interface RunningChromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium with a profile of its own and the DevTools port Lighthouse drives it through. */
async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-'));
  const child: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // A process group of its own, so stopping it stops its helper processes too (they write to the profile).
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        // A helper still writing to the profile must not lose the measurement: the temp folder is left behind.
        console.warn(`Could not remove ${profile}: ${String(error)}`);
      }
    },
  };
}

/**
 * Stores the token the way the app does (web/src/lib/auth/auth-storage.ts) on a page of the origin that is not
 * the app (a 404 from the API), so nothing of the app is cached before Lighthouse loads it.
 */
async function storeToken(port: number, origin: string, auth: AuthResponse): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/lighthouse-sets-the-token`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify({ token: auth.token, user: auth.user })] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Loads the page RUNS times, one after the other. */
async function auditRuns(name: string, url: string, options: { token?: { origin: string; auth: AuthResponse } } = {}): Promise<PageRuns> {
  const results: PageResult[] = [];
  for (let run = 1; run <= RUNS; run++) results.push(await audit(RUNS > 1 ? `${name}.${run}` : name, url, options));
  return summariseRuns(results);
}

/** Trace recording in this Chromium now and then misses the navigation's start (NO_NAVSTART): such a run measured nothing. */
const RETRIED_RUNTIME_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

async function audit(name: string, url: string, options: { token?: { origin: string; auth: AuthResponse } } = {}): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(name, url, options);
    } catch (error) {
      const code = error instanceof LighthouseRunError ? error.code : undefined;
      if (attempt >= ATTEMPTS || !code || !RETRIED_RUNTIME_ERRORS.has(code)) throw error;
      console.warn(`Lighthouse on ${url}: ${code}, running it again`);
    }
  }
}

class LighthouseRunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

async function auditOnce(name: string, url: string, options: { token?: { origin: string; auth: AuthResponse } }): Promise<PageResult> {
  const browser = await launchChromium();
  try {
    if (options.token) await storeToken(browser.port, options.token.origin, options.token.auth);
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Signed in, the stored token must survive: the profile is fresh anyway, so nothing else is left over.
      disableStorageReset: Boolean(options.token),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 2));
      writeFileSync(path.join(REPORT_DIR, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`, lhr.runtimeError.code);
    const accessibilityAudits = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      cumulativeLayoutShift: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      failedAccessibilityAudits: accessibilityAudits.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id),
    };
  } finally {
    await browser.stop();
  }
}

async function post<T>(origin: string, pathname: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One account with a few workouts this week, so home shows its week circles and recent activity filled in. */
async function seedAccount(origin: string): Promise<AuthResponse> {
  const tag = Math.random().toString(36).slice(2, 10);
  const auth = await post<AuthResponse>(origin, '/api/auth/signup', {
    displayName: 'Lighthouse Lifter',
    username: `lighthouse_${tag}`,
    email: `lighthouse.${tag}@example.com`,
    password: 'squat-heavy-1',
  });
  const day = 24 * 60 * 60 * 1000;
  for (const [index, exerciseId] of ['Barbell_Squat', 'Barbell_Bench_Press_-_Medium_Grip', 'Barbell_Deadlift'].entries()) {
    await post(
      origin,
      '/api/workout-sessions/completed',
      {
        name: `Strength day ${index + 1}`,
        startTime: new Date(Date.now() - (index + 1) * day).toISOString(),
        durationMinutes: 45,
        exercises: [{ exerciseId, sets: [{ weight: 22_500, reps: 5 }, { weight: 22_500, reps: 5 }, { weight: 22_500, reps: 5 }] }],
      },
      auth.token,
    );
  }
  return auth;
}

export async function measureLighthouse(): Promise<BenchFigure[]> {
  // As the test stack does: cheap password hashes for the one sign-up (production's cost is not what is measured).
  process.env.PASSWORD_HASH_COST_LOG2 ??= '10';
  const webRoot = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-web-'));
  try {
    await build({
      configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: webRoot, emptyOutDir: true },
    });
    // Imported only now: the functions read their environment when their modules load.
    const { startLocalStack } = await import('../infra/local/local-stack');
    const stack = await startLocalStack({ port: 0, webRoot });
    try {
      const origin = stack.url.replace(/\/$/, '');
      const auth = await seedAccount(origin);
      const signedOut = await auditRuns('auth', `${origin}/auth`);
      const home = await auditRuns('home', `${origin}/`, { token: { origin, auth } });
      return [...figuresOf('/auth (signed out)', signedOut, AUTH_BUDGETS), ...figuresOf('home (signed in)', home, HOME_BUDGETS)];
    } finally {
      await stack.stop();
    }
  } finally {
    rmSync(webRoot, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const figures = await measureLighthouse();
  for (const figure of figures) {
    const budget = figure.budget ? ` (budget ${figure.budget.kind === 'max' ? '≤' : '≥'} ${figure.budget.limit})` : '';
    console.log(`${figure.name} | ${figure.value} ${figure.unit}${budget}${figure.note ? ` — ${figure.note}` : ''}`);
  }
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
}
