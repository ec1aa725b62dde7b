/**
 * The DynamoDB part of `npm run bench`: how many DynamoDB requests, and how much capacity (RCU/WCU, asked of every
 * command by bench/dynamodb-meter.ts), each endpoint of every domain spends, and how long it takes, for an account
 * with 10 and with 10,000 workouts (and as many notifications; and 10 and 2,000 routines, each a plan with one
 * workout; and as many people, all found by one search), then the social and the messages parts (bench/social.ts,
 * bench/messages.ts) at their own small and large scales. Handlers run in-process behind the local API Gateway
 * stand-in, against DynamoDB Local, in a child process of their own (bench/child-part.ts). A read whose request count
 * grows with the data is counted in the figure named GROWN_READS, which fails the bench.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import type { AuthResponse, WorkoutSession, WorkoutSet } from '../shared/api-types';
import { invokeApi, type LambdaHandler } from '../infra/local/api-gateway';
import type { Domain } from '../shared/routes';
import { answerFromChild, isChild, isMain, runInChild } from './child-part';
import { EXPORT_READ, EXPORT_READ_BOUND, importBatchBody } from './data-transfer';
import { meterContext, newMeter } from './dynamodb-meter';
import type { BenchFigure } from './figures';
import { summariseMeasured, type Measured, type Summary } from './measured-runs';
import { idleThreadWritesPerHour } from './idle-thread';
import type { MessagesRow } from './messages';
import type { SocialRow } from './social';

export const SECTION = 'DynamoDB requests';
export const CAPACITY_SECTION = 'DynamoDB capacity';
/** The figure that fails the bench when above 0: reads whose request count grows with the data or passes its bound. */
export const GROWN_READS = 'reads whose requests grow with the data or pass their bound';

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


/** What the measurement needs once the local stack runs (the functions' modules read its endpoint when they load). */
interface Env {
  handlers: Record<Domain, LambdaHandler>;
  seedHistory: typeof import('./seed-history').seedHistory;
  seedPlans: typeof import('./seed-plans').seedPlans;
  seedPeople: typeof import('./seed-people').seedPeople;
  seedFollows: typeof import('./seed-follows').seedFollows;
  findTokenVersion: typeof import('../functions/users/index').findTokenVersion;
}
let loaded: Env | undefined;
const env = (): Env => {
  if (!loaded) throw new Error('The local stack is not running');
  return loaded;
};
let assertCurrentTokenVersion: typeof import('../functions/users/index').assertCurrentTokenVersion = async () => undefined;

/** A workout as Apple Health sends it (spec 001 section 3), unique per call. */
function healthWorkout(tag: string) {
  const start = new Date(Date.now() - 26 * 60 * 60_000);
  const end = new Date(start.getTime() + 42 * 60_000).toISOString();
  return { name: 'Evening Run', type: 'cardio', startTime: start.toISOString(), endTime: end, duration: 42, appleHealthId: `bench-${tag}-${Math.random()}`, importedFromHealth: true, status: 'completed', completedAt: end };
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
  const meter = newMeter();
  const started = performance.now();
  const result = await meterContext.run(meter, () => invokeApi(
    {
      method,
      url: new URL(`http://localhost${path}`),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
      sourceIp: '127.0.0.1',
    },
    env().handlers,
  ));
  const ms = performance.now() - started;
  const text = result.body.toString('utf8');
  if (result.statusCode >= 400) throw new Error(`${method} ${path} answered ${result.statusCode}: ${text}`);
  return { status: result.statusCode, requests: meter.requests, rcu: meter.rcu, wcu: meter.wcu, writes: meter.writes, ms, body: text ? JSON.parse(text) : null, headers: result.headers };
}

interface Row extends Summary {
  endpoint: string;
  kind: 'read' | 'write';
}

const rowOf = (endpoint: string, kind: Row['kind'], runs: Measured[]): Row => ({ endpoint, kind, ...summariseMeasured(runs) });

async function measureScale(count: number): Promise<Row[]> {
  const tag = `${count}-${Date.now()}`;
  const signup = await call('', 'POST', '/api/auth/signup', {
    displayName: 'Bench Lifter',
    username: `bench_${tag.replace(/-/g, '_')}`,
    email: `bench.${tag}@example.com`,
    password: 'bench-password-1',
  });
  const { token, user } = signup.body as AuthResponse;
  const signupRow = rowOf('POST /api/auth/signup', 'write', [signup]);
  const { seedHistory, seedPlans, seedPeople, seedFollows } = env();
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
  // Every domain's reads (issue 14): the signed-in person, a routine and a workout, own posts, comments, import keys.
  // (The status domain's GET /api/health reads no item: in AWS it has no table; locally a DescribeTable of its own.)
  const post = (await call(token, 'POST', '/api/social-posts', { content: `Bench post ${tag}` })).body as { id: string };
  const workoutOfRoutine = ((await call(token, 'GET', `/api/plans/${routine.id}/workouts`)).body as { id: string }[])[0]?.id ?? '';
  reads.push(
    ['GET /api/auth/me', '/api/auth/me'],
    ['GET /api/users/{id} (self)', `/api/users/${user.id}`],
    ['GET /api/users/{id}/is-following', `/api/users/${someone}/is-following`],
    ['GET /api/plans/{id}', `/api/plans/${routine.id}`],
    ['GET /api/workouts/{id}', `/api/workouts/${workoutOfRoutine}`],
    ['GET /api/social-posts/user/{userId}', `/api/social-posts/user/${user.id}?limit=20`],
    ['GET /api/social-posts/{id}', `/api/social-posts/${post.id}`],
    ['GET /api/posts/{id}/comments', `/api/posts/${post.id}/comments?limit=20`],
    ['GET /api/health-import-keys', '/api/health-import-keys'],
  );
  const rows: Row[] = [signupRow];
  const check = newMeter();
  const checkStarted = performance.now();
  await meterContext.run(check, () => env().findTokenVersion({ userId: user.id }));
  rows.push({ endpoint: 'bearer auth: token version check (per person and container, every 30 s)', kind: 'read', ...check, ms: performance.now() - checkStarted });
  for (const [endpoint, path] of reads) {
    // One warm-up call first: GET /api/exercises reads the catalogue once per container (then every 10 min).
    await call(token, 'GET', path);
    const runs: Measured[] = [];
    for (let run = 0; run < RUNS_PER_READ; run++) runs.push(await call(token, 'GET', path));
    rows.push(rowOf(endpoint, 'read', runs));
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
    ['POST /api/auth/login', () => call('', 'POST', '/api/auth/login', { email: `bench.${tag}@example.com`, password: 'bench-password-1' })],
    ['PATCH /api/users/{id} (profile)', () => call(token, 'PATCH', `/api/users/${user.id}`, { bio: `Bench ${tag}` })],
    ['POST /api/users/{id}/follow', () => call(token, 'POST', `/api/users/${someone}/follow`)],
    ['POST /api/social-posts/{id}/like', () => call(token, 'POST', `/api/social-posts/${post.id}/like`)],
    ['POST /api/posts/{id}/comments', () => call(token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Strong work' })],
    ['POST /api/health-import-keys', () => call(token, 'POST', '/api/health-import-keys', { name: `Bench ${tag}` })],
    ['POST /api/workout-sessions/import-health', () => call(token, 'POST', '/api/workout-sessions/import-health', healthWorkout(tag))],
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
  for (const [endpoint, run] of writes) rows.push(rowOf(endpoint, 'write', [await run()]));
  return rows;
}


interface DynamoDbResults {
  small: Row[];
  large: Row[];
  social: SocialRow[];
  messages: MessagesRow[];
}

async function measureInThisProcess(): Promise<DynamoDbResults> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { startLocalStack } = await import('../infra/local/local-stack');
  const stack = await startLocalStack({ port: 0 });
  try {
    // Imported only now: the functions' DynamoDB client reads the local endpoint when its module loads.
    const { loadDomainHandlers } = await import('../infra/local/api-gateway');
    const { db } = await import('../functions/lib/db/client');
    const { installDynamoDbMeter } = await import('./dynamodb-meter');
    // Only requests made by the measured call count: the feed fan-out's stream handler runs in this process too.
    installDynamoDbMeter(db, () => meterContext.getStore());
    loaded = {
      handlers: await loadDomainHandlers(),
      seedHistory: (await import('./seed-history')).seedHistory,
      seedPlans: (await import('./seed-plans')).seedPlans,
      seedPeople: (await import('./seed-people')).seedPeople,
      seedFollows: (await import('./seed-follows')).seedFollows,
      findTokenVersion: (await import('../functions/users/index')).findTokenVersion,
    };
    assertCurrentTokenVersion = (await import('../functions/users/index')).assertCurrentTokenVersion;
    const { measureSocial } = await import('./social');
    const { measureMessages } = await import('./messages');
    const small = await measureScale(SCALES[0] ?? 10);
    const large = await measureScale(SCALES[1] ?? 10_000);
    return { small, large, social: await measureSocial(call), messages: await measureMessages(call) };
  } finally {
    await stack.stop();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One endpoint at one scale: its requests (with capacity and p50 in the note), its RCU and, for a write, its WCU. */
function rowFigures(endpoint: string, scale: string, kind: Row['kind'], measured: Summary): BenchFigure[] {
  const name = `${endpoint} @${scale}`;
  const figures: BenchFigure[] = [
    { section: SECTION, name, value: measured.requests, unit: 'requests', note: `${kind}; ${round(measured.rcu)} RCU, ${round(measured.wcu)} WCU; p50 ${measured.ms.toFixed(1)} ms` },
    { section: CAPACITY_SECTION, name, value: round(measured.rcu), unit: 'RCU', note: kind },
  ];
  if (kind === 'write' || measured.wcu > 0) figures.push({ section: CAPACITY_SECTION, name, value: round(measured.wcu), unit: 'WCU', note: kind });
  return figures;
}

function toFigures(results: DynamoDbResults): BenchFigure[] {
  const [smallScale, largeScale] = SCALES.map((count) => `${count.toLocaleString('en-US')} workouts`);
  const figures: BenchFigure[] = [];
  results.small.forEach((row, index) => {
    const other = results.large[index];
    figures.push(...rowFigures(row.endpoint, smallScale ?? 'small', row.kind, row));
    if (other) figures.push(...rowFigures(other.endpoint, largeScale ?? 'large', other.kind, other));
  });
  for (const row of [...results.social, ...results.messages]) {
    figures.push(...rowFigures(row.endpoint, 'small', row.kind, row.small), ...rowFigures(row.endpoint, 'large', row.kind, row.large));
  }
  // Reads cost the same whatever the data (docs/data-model.md); explore and the BOUNDED_READS within a fixed bound.
  const grown = [
    ...results.small.filter((row, index) => row.kind === 'read' && !(row.endpoint in BOUNDED_READS) && row.requests !== results.large[index]?.requests),
    ...[...results.small, ...results.large].filter((row) => row.requests > (BOUNDED_READS[row.endpoint] ?? Infinity)),
  ].map((row) => row.endpoint);
  // The following feed and a thread cost the same whatever their size; a new post's synchronous part too.
  const grownRows = [...results.social.filter((row) => !row.endpoint.includes('explore')), ...results.messages].filter((row) => row.small.requests !== row.large.requests);
  const all = [...new Set([...grown, ...grownRows.map((row) => row.endpoint)])];
  const idleWrites = idleThreadWritesPerHour(results.messages);
  figures.push({
    section: CAPACITY_SECTION,
    name: 'Writes per hour of an open thread with nothing unread (a poll every 5 s)',
    value: idleWrites,
    unit: 'writes',
    budget: { limit: 0, kind: 'max', basis: 'issue 31: reading a thread writes only when something was unread' },
  });
  figures.push({
    section: SECTION,
    name: GROWN_READS,
    value: all.length,
    unit: 'endpoints',
    budget: { limit: 0, kind: 'max', basis: 'reads stay flat with the data (fails the bench)' },
    note: all.length
      ? all.join(', ')
      : `bounded: ${Object.entries(BOUNDED_READS).map(([endpoint, bound]) => `${endpoint} <= ${bound}`).join(', ')}; reads measured warm (a cold container adds one catalogue Query to GET /api/exercises)`,
  });
  return figures;
}

/** Every domain's endpoints at small and large data, in a child process with its own local stack. */
export async function measureDynamoDbRequests(): Promise<BenchFigure[]> {
  return toFigures(await runInChild<DynamoDbResults>(fileURLToPath(import.meta.url), 60 * 60_000));
}

if (isMain(import.meta.url)) {
  if (isChild()) {
    answerFromChild(await measureInThisProcess());
  } else {
    const { printTable } = await import('./report');
    const figures = await measureDynamoDbRequests();
    printTable(figures);
    if ((figures.find((figure) => figure.name === GROWN_READS)?.value ?? 0) > 0) process.exitCode = 1;
  }
}
