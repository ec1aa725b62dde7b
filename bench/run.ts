/**
 * `npm run bench`: how many DynamoDB requests each endpoint of the workout-logging core makes, and how long
 * it takes, for an account with 10 and with 10,000 workouts (and as many notifications; and 10 and 2,000
 * routines, each a plan with one workout; and as many people, all found by one search), then the social and the
 * messages parts (bench/social.ts, bench/messages.ts) at their own small and large scales. Handlers run
 * in-process behind the local API Gateway stand-in, against DynamoDB Local. Exits non-zero when a read
 * endpoint's request count grows with the data.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { decodeJwt } from 'jose';
import type { AuthResponse, WorkoutSession, WorkoutSet } from '../shared/api-types';
import { invokeApi, loadDomainHandlers } from '../infra/local/api-gateway';
import { startLocalStack } from '../infra/local/local-stack';
import { EXPORT_READ, EXPORT_READ_BOUND, importBatchBody } from './data-transfer';
import { reportFirstScreenSize } from './first-screen-size';

const SCALES = [10, 10_000];
/** Routines seeded per scale: capped, as 10,000 more plans would only slow the seeding down. */
const MAX_SEEDED_PLANS = 2_000;
/** People seeded per scale (all found by the search 'bench'), capped like the routines. */
const MAX_SEEDED_PEOPLE = 2_000;
const RUNS_PER_READ = 5;
/** Reads whose request count depends on the data within a fixed bound (docs/data-model.md 15f): checked against it. */
const BOUNDED_READS: Readonly<Record<string, number>> = { 'GET /api/users/suggestions': 19, [EXPORT_READ[0]]: EXPORT_READ_BOUND };
const BENCH = { id: 'Barbell_Bench_Press_-_Medium_Grip', name: 'Barbell Bench Press - Medium Grip' };
const SQUAT = { id: 'Barbell_Squat', name: 'Barbell Squat' };
const DEADLIFT = { id: 'Barbell_Deadlift', name: 'Barbell Deadlift' };
/** Catalogue exercises for the finishes of many exercises (a session holds at most 50). */
const CATALOGUE_IDS = (JSON.parse(readFileSync(new URL('../functions/exercises/seed/catalogue.json', import.meta.url), 'utf8')) as { id: string }[]).map(
  (exercise) => exercise.id,
);

const stack = await startLocalStack({ port: 0 });
// Imported only now: the functions' DynamoDB client reads the local endpoint when its module loads.
const handlers = await loadDomainHandlers();
const { db } = await import('../functions/lib/db/client');
const { seedHistory } = await import('./seed-history');
const { seedPlans } = await import('./seed-plans');
const { seedPeople } = await import('./seed-people');
const { seedFollows } = await import('./seed-follows');
const { measureSocial } = await import('./social');
const { measureMessages } = await import('./messages');
const { assertCurrentTokenVersion } = await import('../functions/lib/token-version');
const { findTokenVersion } = await import('../functions/users/index');
// Only requests made by the measured call count: the feed fan-out's stream handler runs in this process too.
const measuredCall = new AsyncLocalStorage<{ requests: number }>();
db.middlewareStack.add(
  (next) => (args) => {
    const counter = measuredCall.getStore();
    if (counter) counter.requests += 1;
    return next(args);
  },
  { step: 'initialize', name: 'benchRequestCounter' },
);

interface Measured {
  status: number;
  requests: number;
  ms: number;
  body: any;
  headers: Record<string, string>;
}

/**
 * Bearer auth reads the caller's token version once per person and container every TOKEN_VERSION_CACHE_MS (30 s).
 * Refreshed here, outside the count, so each row is the endpoint's own cost; the check's cost is a row of its own.
 */
async function warmTokenVersion(token: string): Promise<void> {
  const { sub, ver } = decodeJwt(token);
  if (sub && typeof ver === 'number') await assertCurrentTokenVersion({ userId: sub, tokenVersion: ver }).catch(() => undefined);
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<Measured> {
  if (token) await warmTokenVersion(token);
  const counter = { requests: 0 };
  const started = performance.now();
  const result = await measuredCall.run(counter, () => invokeApi(
    {
      method,
      url: new URL(`http://localhost${path}`),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
      sourceIp: '127.0.0.1',
    },
    handlers,
  ));
  const ms = performance.now() - started;
  const text = result.body.toString('utf8');
  if (result.statusCode >= 400) throw new Error(`${method} ${path} answered ${result.statusCode}: ${text}`);
  return { status: result.statusCode, requests: counter.requests, ms, body: text ? JSON.parse(text) : null, headers: result.headers };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Row {
  endpoint: string;
  kind: 'read' | 'write';
  requests: number;
  ms: number;
}

async function measureScale(count: number): Promise<Row[]> {
  const tag = `${count}-${Date.now()}`;
  const signup = await call('', 'POST', '/api/auth/signup', {
    displayName: 'Bench Lifter',
    username: `bench_${tag.replace(/-/g, '_')}`,
    email: `bench.${tag}@example.com`,
    password: 'bench-password-1',
  });
  const { token, user } = signup.body as AuthResponse;
  const seedStarted = performance.now();
  await seedHistory({ userId: user.id, count, exerciseId: BENCH.id, exerciseName: BENCH.name });
  const plans = Math.min(count, MAX_SEEDED_PLANS);
  await seedPlans({ userId: user.id, count: plans, exercises: [BENCH, SQUAT, DEADLIFT] });
  const seeded = await seedPeople({ count: Math.min(count, MAX_SEEDED_PEOPLE), namePrefix: 'Bench', usernamePrefix: `seeded_${tag.replace(/-/g, '_')}` });
  const someone = seeded[0] ?? '';
  // The seeded people all follow the bench user and are followed back; each follows a few others too.
  await seedFollows({ userId: user.id, peopleIds: seeded });
  process.stderr.write(`seeded ${count} workouts and notifications and ${plans} routines in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`);
  const routine = (await call(token, 'POST', '/api/workout-plans', { name: 'Bench routine', exercises: [{ exerciseId: BENCH.id, sets: 3, warmupSets: 1 }] })).body as { id: string };
  for (const name of ['Day B', 'Day C']) await call(token, 'POST', '/api/workouts', { name, planId: routine.id, exercises: [{ exerciseId: SQUAT.id }] });

  const active = (await call(token, 'POST', '/api/workout-sessions', { name: 'Bench session', isActive: true })).body as WorkoutSession;
  const sessionPath = `/api/workout-sessions/${active.id}`;
  const firstSet = (await call(token, 'POST', `${sessionPath}/exercises/${BENCH.id}/sets`, { weight: 13_500, reps: 8 })).body as WorkoutSet;
  await call(token, 'POST', `${sessionPath}/exercises/${SQUAT.id}/sets`, { weight: 18_500, reps: 5 });
  // A completed working set: the active session's sets are read with their live record flags (issue 11).
  await call(token, 'POST', `${sessionPath}/exercises/${BENCH.id}/sets`, { weight: 14_000, reps: 5, isCompleted: true });
  const thisMonth = new Date().toISOString().slice(0, 7);
  const historyPath = `/api/users/${user.id}/exercises/${BENCH.id}`;
  const completed = (await call(token, 'GET', `/api/users/${user.id}/completed-workouts?limit=1`)).body as { id: string }[];
  const completedId = completed[0]?.id ?? '';
  const notifications = (await call(token, 'GET', '/api/notifications?limit=1')).body as { id: string }[];
  const weekStart = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();

  const reads: [string, string][] = [
    ['GET /api/exercises', '/api/exercises'],
    ['GET /api/workout-sessions/active', '/api/workout-sessions/active'],
    ['GET /api/workout-sessions/current', '/api/workout-sessions/current'],
    ['GET /api/workout-sessions/{id}', `/api/workout-sessions/${completedId}`],
    ['GET /api/workout-sets/session/{id}', `/api/workout-sets/session/${completedId}`],
    ['GET /api/workout-sets/session/{id} (active: live record flags)', `/api/workout-sets/session/${active.id}`],
    ['GET /api/users/{id}/exercises/{exerciseId}/history', `${historyPath}/history?limit=20`],
    ['GET /api/users/{id}/exercises/{exerciseId}/history (last time)', `${historyPath}/history?limit=1`],
    ['GET /api/users/{id}/exercises/{exerciseId}/records', `${historyPath}/records`],
    ['GET /api/users/{id}/training-days', `/api/users/${user.id}/training-days?month=${thisMonth}&timeZone=Europe%2FBerlin`],
    ['GET /api/users/{id}/completed-workouts', `/api/users/${user.id}/completed-workouts?limit=20`],
    ['GET /api/users/{id}/completed-workouts?from', `/api/users/${user.id}/completed-workouts?limit=100&from=${weekStart}`],
    ['GET /api/users/{id}/statistics', `/api/users/${user.id}/statistics?weekStart=${weekStart}`],
    ['GET /api/notifications', '/api/notifications?limit=20'],
    ['GET /api/notifications/unread-count', '/api/notifications/unread-count'],
    ['GET /api/plans/user', '/api/plans/user?limit=20'],
    ['GET /api/plans/{id}/workouts', `/api/plans/${routine.id}/workouts`],
    ['GET /api/workouts/user', '/api/workouts/user?limit=20'],
    ['GET /api/users/{id} (another person)', `/api/users/${someone}`],
    ['GET /api/users/search', '/api/users/search?q=bench&limit=20'],
    ['GET /api/follows/counts', '/api/follows/counts'],
    ['GET /api/users/{id}/follows/counts (another person)', `/api/users/${someone}/follows/counts`],
    ['GET /api/users/{id}/followers', `/api/users/${user.id}/followers?limit=20`],
    ['GET /api/users/{id}/following', `/api/users/${user.id}/following?limit=20`],
    ['GET /api/users/{id}/followers (another person)', `/api/users/${someone}/followers?limit=20`],
    ['GET /api/users/{id}/follow-status', `/api/users/${someone}/follow-status`],
    ['GET /api/follow-requests', '/api/follow-requests?limit=20'],
    ['GET /api/blocks', '/api/blocks?limit=20'],
    ['GET /api/users/suggestions', '/api/users/suggestions'],
    EXPORT_READ,
  ];
  const rows: Row[] = [];
  const check = { requests: 0 };
  const checkStarted = performance.now();
  await measuredCall.run(check, () => findTokenVersion({ userId: user.id }));
  rows.push({ endpoint: 'bearer auth: token version check (per person and container, every 30 s)', kind: 'read', requests: check.requests, ms: performance.now() - checkStarted });
  for (const [endpoint, path] of reads) {
    // One warm-up call first: GET /api/exercises reads the catalogue once per container (then every 10 min).
    await call(token, 'GET', path);
    const runs: Measured[] = [];
    for (let run = 0; run < RUNS_PER_READ; run++) runs.push(await call(token, 'GET', path));
    rows.push({ endpoint, kind: 'read', requests: Math.max(...runs.map((r) => r.requests)), ms: median(runs.map((r) => r.ms)) });
  }

  const writes: [string, () => Promise<Measured>][] = [
    ['POST /api/workout-sessions (one active)', () => call(token, 'POST', '/api/workout-sessions', { name: 'Again', isActive: true })],
    ['POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', () => call(token, 'POST', `${sessionPath}/exercises/${BENCH.id}/sets`, { weight: 13_500, reps: 8 })],
    ['POST /api/workout-sets', () => call(token, 'POST', '/api/workout-sets', { sessionId: active.id, exerciseId: SQUAT.id, weight: 18_500, reps: 5 })],
    ['PATCH /api/workout-sets/{id}', () => call(token, 'PATCH', `/api/workout-sets/${firstSet.id}`, { weight: 14_000, reps: 6 })],
    ['PATCH /api/workout-sets/{id}/toggle-completion', () => call(token, 'PATCH', `/api/workout-sets/${firstSet.id}/toggle-completion`)],
    ['PATCH /api/workout-sets/{id}/toggle-warmup', () => call(token, 'PATCH', `/api/workout-sets/${firstSet.id}/toggle-warmup`)],
    ['PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move', () => call(token, 'PUT', `${sessionPath}/exercises/${SQUAT.id}/move`, { direction: 'up' })],
    ['PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', () => call(token, 'PUT', `${sessionPath}/exercises/${SQUAT.id}/replace`, { newExerciseId: DEADLIFT.id })],
    ['DELETE /api/workout-sets/{id}', () => call(token, 'DELETE', `/api/workout-sets/${firstSet.id}`)],
    ['PUT /api/notifications/{id}/read', () => call(token, 'PUT', `/api/notifications/${notifications[0]?.id ?? ''}/read`)],
    ['POST /api/exercises', () => call(token, 'POST', '/api/exercises', { name: `Bench press ${tag}`, category: 'Chest', equipment: 'Barbell' })],
    ['PUT /api/workout-sessions/{id} (finish)', () => call(token, 'PUT', sessionPath, { status: 'completed', isActive: false })],
    ['DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', async () => {
      const next = (await call(token, 'POST', '/api/workout-sessions', { name: 'Short', isActive: true })).body as WorkoutSession;
      await call(token, 'POST', `/api/workout-sessions/${next.id}/exercises/${BENCH.id}/sets`, {});
      return call(token, 'DELETE', `/api/workout-sessions/${next.id}/exercises/${BENCH.id}`);
    }],
    ['DELETE /api/workout-sessions/{id}', async () => {
      const current = (await call(token, 'GET', '/api/workout-sessions/active')).body as WorkoutSession;
      return call(token, 'DELETE', `/api/workout-sessions/${current.id}`);
    }],
    ['POST /api/workout-imports (20 workouts)', () => call(token, 'POST', '/api/workout-imports', importBatchBody(tag))],
    ['POST /api/workout-plans', () => call(token, 'POST', '/api/workout-plans', { name: 'Another routine', exercises: [{ exerciseId: BENCH.id }, { exerciseId: SQUAT.id }] })],
    ['POST /api/workout-sessions (from a routine)', () => call(token, 'POST', '/api/workout-sessions', { workoutPlanId: routine.id, isActive: true })],
    ['POST /api/workout-sessions/completed (1 exercise)', () => call(token, 'POST', '/api/workout-sessions/completed', {
      name: 'Logged',
      startTime: new Date(Date.now() - 60 * 60_000).toISOString(),
      durationMinutes: 45,
      exercises: [{ exerciseId: BENCH.id, sets: [{ weight: 14_500, reps: 5 }, { weight: 14_500, reps: 5 }] }],
    })],
    // A finish writes one history entry per exercise and one records item per exercise it beat, all in its one
    // transaction (docs/data-model.md 6a): the request count stays the same up to ~48 exercises with records.
    ...([[0, 1], [1, 11], [11, 61]] as const).map(([from, to]): [string, () => Promise<Measured>] => [`PUT /api/workout-sessions/{id} (finish, ${to - from} new exercises)`, async () => {
      const exercises = to - from;
      const current = (await call(token, 'GET', '/api/workout-sessions/active')).body as WorkoutSession | null;
      if (current) await call(token, 'DELETE', `/api/workout-sessions/${current.id}`);
      const next = (await call(token, 'POST', '/api/workout-sessions', { name: `${exercises} exercises`, isActive: true })).body as WorkoutSession;
      for (const exerciseId of CATALOGUE_IDS.slice(from, to)) {
        await call(token, 'POST', `/api/workout-sessions/${next.id}/exercises/${encodeURIComponent(exerciseId)}/sets`, { weight: 10_000, reps: 5, isCompleted: true });
      }
      return call(token, 'PUT', `/api/workout-sessions/${next.id}`, { status: 'completed' });
    }]),
  ];
  for (const [endpoint, run] of writes) {
    const measured = await run();
    rows.push({ endpoint, kind: 'write', requests: measured.requests, ms: measured.ms });
  }
  return rows;
}

try {
  const results = new Map<number, Row[]>();
  for (const count of SCALES) results.set(count, await measureScale(count));
  const social = await measureSocial(call);
  const messages = await measureMessages(call);
  const [small, large] = SCALES.map((count) => results.get(count) ?? []);
  const header = ['endpoint', 'kind', ...SCALES.map((n) => `requests @${n}`), ...SCALES.map((n) => `p50 ms @${n}`)];
  const lines = (small ?? []).map((row, index) => {
    const other = large?.[index];
    return [row.endpoint, row.kind, String(row.requests), String(other?.requests ?? '?'), row.ms.toFixed(1), other ? other.ms.toFixed(1) : '?'];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));

  console.log('\nSocial (small / large scale as named in each row):');
  for (const row of social) {
    console.log(`${row.endpoint} | ${row.kind} | requests ${row.small.requests} / ${row.large.requests} | p50 ms ${row.small.ms.toFixed(1)} / ${row.large.ms.toFixed(1)}`);
  }
  // The following feed costs the same whatever the feed's size; explore is bounded (docs/data-model.md 17); a new
  // post's synchronous part is the same whatever the follower count.
  const socialGrown = social.filter((row) => !row.endpoint.includes('explore') && row.small.requests !== row.large.requests);
  if (socialGrown.length) {
    console.error(`\nSocial requests that grew with the data: ${socialGrown.map((row) => row.endpoint).join(', ')}`);
    process.exitCode = 1;
  }

  console.log('\nMessages (small / large scale as named in each row):');
  for (const row of messages) {
    console.log(`${row.endpoint} | ${row.kind} | requests ${row.small.requests} / ${row.large.requests} | p50 ms ${row.small.ms.toFixed(1)} / ${row.large.ms.toFixed(1)}`);
  }
  // A thread page and a conversation page cost the same however long the thread or the list (docs/data-model.md 23, 24).
  const messagesGrown = messages.filter((row) => row.small.requests !== row.large.requests);
  if (messagesGrown.length) {
    console.error(`\nMessages requests that grew with the data: ${messagesGrown.map((row) => row.endpoint).join(', ')}`);
    process.exitCode = 1;
  }

  // Issue 12: what the service worker and the outbox add to the first screen (reported, never failed).
  await reportFirstScreenSize();

  const grown = (small ?? []).filter((row, index) => row.kind === 'read' && !(row.endpoint in BOUNDED_READS) && row.requests !== large?.[index]?.requests);
  const overBound = [...(small ?? []), ...(large ?? [])].filter((row) => row.requests > (BOUNDED_READS[row.endpoint] ?? Infinity));
  if (grown.length || overBound.length) {
    if (grown.length) console.error(`\nRead endpoints whose DynamoDB requests grew with the data: ${grown.map((row) => row.endpoint).join(', ')}`);
    if (overBound.length) console.error(`\nRead endpoints over their request bound: ${overBound.map((row) => row.endpoint).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery read endpoint makes the same number of DynamoDB requests at 10 and at 10,000 workouts (2,000 routines).');
    console.log(`Bounded reads stay within their bound: ${Object.entries(BOUNDED_READS).map(([endpoint, bound]) => `${endpoint} ≤ ${bound}`).join(', ')}.`);
    console.log('Reads are measured warm; a cold container adds one catalogue Query to GET /api/exercises.');
  }
} finally {
  await stack.stop();
}
