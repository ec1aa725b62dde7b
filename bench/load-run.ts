/**
 * Issue 14: a bounded load run. 50 people at the gym, each with an active workout and a few sets, hit the local
 * runner over HTTP for 20 s through 50 connections (autocannon), mixing what the live workout screen does: the active
 * session, its sets, adding a set, toggling it done, the unread counts, the following feed and, rarely, a post. The
 * floor is DynamoDB Local's own GetItem, direct with the SDK, under the same concurrency in the same run, before and
 * after the API load, each after the same unmeasured warm-up. Then each endpoint of the mix alone, for the runner's CPU
 * per request. Budgets (issue 31, restated after docs/decisions.md 67): 0 errors; each endpoint's CPU per request at
 * most 1.5 x the load generator's CPU per GetItem times the endpoint's DynamoDB calls per request; p99 is reported,
 * not budgeted. Reports, never fails. The runner reports what it measured about itself (bench/load-run-probe.ts).
 *
 * The runner is a child process (the API's Lambdas in AWS do not share a CPU with the callers either), this process
 * generates the load. Runnable alone: `npx tsx bench/load-run.ts` (about a minute and a half).
 * `LOAD_RUN_CPU_PROFILE_DIR=<dir>` makes the runner write a V8 CPU profile (.cpuprofile) there when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import autocannon, { type Request as LoadRequest } from 'autocannon';
import { timeOrderedId } from '../shared/ids';
import type { BenchFigure } from './figures';
import { installLoadProbe, readProbe, type ProbeReading } from './load-run-probe';

const SECTION = 'Load';
const PEOPLE = 50;
const CONNECTIONS = 50;
const API_SECONDS = 20;
/** The floor runs this long before and again after the API load; its figures pool both. */
const FLOOR_SECONDS = 10;
/**
 * The API and each floor run start with this long of their own load, unmeasured, and go on measured on the same
 * connections: without it the API's first 2 s (new connections accepted one by one, code not yet optimised) were
 * its p99, in the first step's figure above all.
 */
const WARMUP_SECONDS = 5;
const SETS_AT_START = 3;
/** A post every this many rounds of a connection's mix. */
const POST_EVERY_ROUNDS = 10;
/** Catalogue exercises the sets rotate over (an exercise holds at most 50 sets). */
const EXERCISES = ['Barbell_Bench_Press_-_Medium_Grip', 'Barbell_Squat', 'Barbell_Deadlift', 'Pullups', 'Standing_Military_Press'];
const SERVE_FLAG = '--serve';
const EARLY_SECONDS = 2;

interface Served {
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
}

/** In the child: the same local stack `npm start` runs (in memory), announced as one JSON line on stdout. */
async function serve(): Promise<void> {
  const { LOCAL_TABLE_NAME, startLocalStack } = await import('../infra/local/local-stack');
  const stack = await startLocalStack({ port: 0 });
  // Imported after the stack started: the client reads DYNAMODB_ENDPOINT when its module loads.
  const { db } = await import('../functions/lib/db/client');
  const { currentRequestKeys } = await import('../functions/lib/observability/request-scope');
  const handler = db.config.requestHandler as unknown as { config?: { httpAgentProvider?: () => Promise<never> } };
  installLoadProbe({
    client: db,
    current: currentRequestKeys,
    dynamoDbLocalPid: () => stack.services.dynamodb?.pid(),
    agent: async () => handler.config?.httpAgentProvider?.(),
  });
  const served: Served = { url: stack.url, dynamodbEndpoint: stack.dynamodbEndpoint, tableName: LOCAL_TABLE_NAME };
  process.stdout.write(`${JSON.stringify(served)}\n`);
  const stop = () => void stack.stop().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function startRunner(): Promise<{ served: Served; child: ChildProcess }> {
  // LOAD_RUN_CPU_PROFILE_DIR=<dir>: the runner writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.LOAD_RUN_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_RUN_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(import.meta.url), SERVE_FLAG], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout! });
  const served = await new Promise<Served>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The local runner exited (${code}) before it was ready`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as Served));
  });
  return { served, child };
}

async function stopRunner(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Person {
  token: string;
  sessionId: string;
  /** Sent as cloudfront-viewer-address: each person signs up from their own address (the sign-up limit is per address). */
  address: string;
  /** A set of the active workout, toggled over and over when the toggle is measured alone. */
  firstSetId: string;
}

async function api<T>(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** 50 people, each following the next five, with an active workout of a few sets and one post for the feeds. */
async function preparePeople(base: string): Promise<Person[]> {
  const run = randomUUID().slice(0, 8);
  const people: (Person & { id: string })[] = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    const address = `10.14.${Math.floor(index / 200)}.${(index % 200) + 1}:443`;
    const signup = await api<{ token: string; user: { id: string } }>(
      base,
      'POST',
      '/api/auth/signup',
      { displayName: `Load ${index}`, username: `load_${run}_${index}`, email: `load.${run}.${index}@example.com`, password: 'load-run-password-1' },
      undefined,
      { 'cloudfront-viewer-address': address },
    );
    const session = await api<{ id: string }>(base, 'POST', '/api/workout-sessions', { name: 'Push day', isActive: true }, signup.token);
    const sets: { id: string }[] = [];
    for (let set = 0; set < SETS_AT_START; set += 1) {
      sets.push(await api<{ id: string }>(base, 'POST', `/api/workout-sessions/${session.id}/exercises/${EXERCISES[set % EXERCISES.length]}/sets`, { weight: 10_000, reps: 8 }, signup.token));
    }
    people.push({ id: signup.user.id, token: signup.token, sessionId: session.id, address, firstSetId: sets[0]!.id });
  }
  for (const [index, person] of people.entries()) {
    for (let step = 1; step <= 5; step += 1) await api(base, 'POST', `/api/users/${people[(index + step) % PEOPLE]!.id}/follow`, undefined, person.token);
    await api(base, 'POST', '/api/social-posts', { content: `Warm-up done, person ${index}` }, person.token);
  }
  return people;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * DynamoDB Local's own GetItem through CONNECTIONS concurrent callers for `warmupSeconds` unmeasured, then `seconds`
 * measured on the same connections: latencies in ms.
 */
async function floorLatencies(served: Served, seconds: number, warmupSeconds: number): Promise<{ latencies: number[]; errors: number; cpuMsPerGetItem: number }> {
  const client = new DynamoDBClient({
    endpoint: served.dynamodbEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: CONNECTIONS }) },
  });
  const Key = { PK: { S: 'BENCH#LOAD_FLOOR' }, SK: { S: 'BENCH#LOAD_FLOOR' } };
  await client.send(new PutItemCommand({ TableName: served.tableName, Item: { ...Key, note: { S: 'x'.repeat(300) } } }));
  const latencies: number[] = [];
  let errors = 0;
  let calls = 0;
  const cpu = process.cpuUsage();
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const until = measureFrom + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const measured = started >= measureFrom;
      try {
        calls += 1;
        await client.send(new GetItemCommand({ TableName: served.tableName, Key }));
        if (measured) latencies.push(performance.now() - started);
      } catch {
        if (measured) errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const used = process.cpuUsage(cpu);
  client.destroy();
  return { latencies, errors, cpuMsPerGetItem: (used.user + used.system) / 1e3 / Math.max(1, calls) };
}

interface ConnectionState {
  person?: Person;
  round: number;
  setId?: string;
}

/** The steps of MIX in order, as the per-step figures name them. */
const STEP_NAMES = [
  'GET /api/workout-sessions/active',
  'GET /api/workout-sets/session/{id}',
  'POST /api/workout-sets',
  'PATCH /api/workout-sets/{id}/toggle-completion',
  'GET /api/notifications/unread-count',
  'GET /api/messages/unread-count',
  'GET /api/social-posts (following)',
  'POST /api/social-posts (1 in 10) or GET active again',
];

type StepBuilder = (build: (context: ConnectionState & { person: Person }) => Record<string, unknown>) => LoadRequest;

/** Makes autocannon requests sent as the connection's person (each connection takes the next person on first use). */
function stepsAs(people: Person[]): StepBuilder {
  let nextPerson = 0;
  const as = (context: ConnectionState, request: Record<string, unknown>) => {
    context.person ??= people[nextPerson++ % people.length]!;
    const { person } = context;
    return {
      ...request,
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json', 'cloudfront-viewer-address': person.address },
    };
  };
  return (build) => ({
    setupRequest: ((request: Record<string, unknown>, context: ConnectionState) => {
      const withPerson = as(context, request);
      return { ...withPerson, ...build(context as ConnectionState & { person: Person }) };
    }) as unknown as LoadRequest['setupRequest'],
  });
}

/** A new set of the connection's active workout, its id chosen on the device (as the app does). */
function addSet(context: ConnectionState & { person: Person }): Record<string, unknown> {
  context.round += 1;
  context.setId = timeOrderedId();
  const exerciseId = EXERCISES[context.round % EXERCISES.length];
  return {
    method: 'POST',
    path: '/api/workout-sets',
    body: JSON.stringify({ id: context.setId, sessionId: context.person.sessionId, exerciseId, weight: 10_000 + context.round * 250, reps: 8 }),
  };
}

/**
 * The endpoints of the mix measured one at a time for their CPU per request (a post is not: the per-person limit of
 * 30 an hour would refuse most of them). The toggle ticks and unticks the person's first set.
 */
function endpointsAlone(people: Person[]): { name: string; request: LoadRequest }[] {
  const alone = (name: string, build: Parameters<StepBuilder>[0]) => ({ name, request: stepsAs(people)(build) });
  return [
    alone('GET /api/workout-sessions/active', () => ({ method: 'GET', path: '/api/workout-sessions/active' })),
    alone('GET /api/workout-sets/session/{sessionId}', ({ person }) => ({ method: 'GET', path: `/api/workout-sets/session/${person.sessionId}` })),
    alone('POST /api/workout-sets', addSet),
    alone('PATCH /api/workout-sets/{id}/toggle-completion', ({ person }) => ({ method: 'PATCH', path: `/api/workout-sets/${person.firstSetId}/toggle-completion` })),
    alone('GET /api/notifications/unread-count', () => ({ method: 'GET', path: '/api/notifications/unread-count' })),
    alone('GET /api/messages/unread-count', () => ({ method: 'GET', path: '/api/messages/unread-count' })),
    alone('GET /api/social-posts (following)', () => ({ method: 'GET', path: '/api/social-posts?filter=following' })),
  ];
}

/** One round of a connection's mix; autocannon repeats it, each connection as one person. */
function mix(people: Person[]): LoadRequest[] {
  const step = stepsAs(people);
  return [
    step(() => ({ method: 'GET', path: '/api/workout-sessions/active' })),
    step(({ person }) => ({ method: 'GET', path: `/api/workout-sets/session/${person.sessionId}` })),
    // The toggle that follows knows the new set's id without reading the answer.
    step(addSet),
    step((context) => ({ method: 'PATCH', path: `/api/workout-sets/${context.setId}/toggle-completion` })),
    step(() => ({ method: 'GET', path: '/api/notifications/unread-count' })),
    step(() => ({ method: 'GET', path: '/api/messages/unread-count' })),
    step(() => ({ method: 'GET', path: '/api/social-posts?filter=following' })),
    step((context) =>
      context.round % POST_EVERY_ROUNDS === 0
        ? { method: 'POST', path: '/api/social-posts', body: JSON.stringify({ content: `Set ${context.round} done` }) }
        : { method: 'GET', path: '/api/workout-sessions/active' },
    ),
  ];
}

/** What the runner measured about itself under the load (bench/load-run-probe.ts): where its time goes. */
function runnerFigures(probe: ProbeReading, early: number[], round: (value: number) => number): BenchFigure[] {
  const routes = [...probe.routes].sort((a, b) => a.routeKey.localeCompare(b.routeKey));
  return [
    { section: SECTION, name: `API p99, first ${EARLY_SECONDS} s`, value: round(percentile(early, 99)), unit: 'ms', note: `p50 ${round(percentile(early, 50))} ms, ${early.length} requests` },
    {
      section: SECTION,
      name: 'runner CPU',
      value: round(probe.runnerCpuCores * 100),
      unit: '% of a core',
      note: `event loop busy ${Math.round(probe.eventLoopUtilization * 100)} %; DynamoDB Local ${probe.dynamoDbLocalCpuCores === undefined ? '?' : Math.round(probe.dynamoDbLocalCpuCores * 100)} % of a core`,
    },
    {
      section: SECTION,
      name: 'runner event-loop delay p99',
      value: round(probe.eventLoopDelayP99Ms),
      unit: 'ms',
      note: `p50 ${round(probe.eventLoopDelayP50Ms)} ms, max ${round(probe.eventLoopDelayMaxMs)} ms`,
    },
    {
      section: SECTION,
      name: 'DynamoDB calls waiting for a socket',
      value: round(probe.socketQueueMean),
      unit: 'calls (mean)',
      note: `most ${probe.socketQueueMax}, the functions' client has ${probe.socketLimit ?? '?'} sockets`,
    },
    {
      section: SECTION,
      name: `DynamoDB calls over 500 ms`,
      value: probe.slowCalls.length,
      unit: 'calls',
      note: `${probe.retriedCalls} retried by the SDK; ${probe.slowCalls
        .slice(0, 4)
        .map((call) => `${call.command} ${call.ms} ms at ${call.atSeconds} s (${call.attempts} attempts)`)
        .join(', ')}`,
    },
    ...routes.map((route) => ({
      section: SECTION,
      name: `DynamoDB calls per request, ${route.routeKey}`,
      value: round(route.calls / Math.max(1, route.requests)),
      unit: 'calls',
      note: Object.entries(route.commands)
        .map(([command, count]) => `${command.replace(/Command$/, '')} ${round(count / Math.max(1, route.requests))}`)
        .join(', '),
    })),
  ];
}

/** Seconds each endpoint is measured alone, after the mix (the runner is warm by then). */
const ALONE_SECONDS = 4;
/** Issue 31: an endpoint's CPU per request at most this many times the floor's CPU per GetItem times its DynamoDB calls. */
const CPU_BUDGET_FACTOR = 1.5;

/**
 * Each endpoint of the mix alone through the same connections: the runner's CPU milliseconds per answered request and
 * its DynamoDB calls per request, against the load generator's CPU per GetItem (the floor: what one DynamoDB call costs
 * a Node process through the SDK).
 */
async function cpuPerRequestFigures(served: Served, child: ChildProcess, people: Person[], floorCpuMs: number, round: (value: number) => number): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const { name, request } of endpointsAlone(people)) {
    child.send({ probe: 'start' });
    const result = await autocannon({ url: served.url, connections: CONNECTIONS, duration: ALONE_SECONDS, initialContext: { round: 0 }, requests: [request] } as autocannon.Options);
    const probe = await readProbe(child);
    const answered = Math.max(1, result.requests.total);
    const calls = probe.routes.reduce((sum, route) => sum + route.calls, 0) / answered;
    const cpuMs = probe.runnerCpuMs / answered;
    const limit = CPU_BUDGET_FACTOR * floorCpuMs * calls;
    figures.push({
      section: SECTION,
      name: `app CPU per request, ${name}`,
      value: Math.round(cpuMs * 100) / 100,
      unit: 'ms',
      budget: { limit: Math.round(limit * 100) / 100, kind: 'max', basis: `${CPU_BUDGET_FACTOR} x floor ${Math.round(floorCpuMs * 1000) / 1000} ms x ${round(calls)} DynamoDB calls (issue 31)` },
      note: `${round(calls)} DynamoDB calls per request; ${result.requests.total} requests alone in ${ALONE_SECONDS} s, non-2xx ${result.non2xx}`,
    });
  }
  return figures;
}

export interface LoadOptions {
  apiSeconds?: number;
  floorSeconds?: number;
  warmupSeconds?: number;
  log?: (line: string) => void;
}

export async function measureLoad(options: LoadOptions = {}): Promise<BenchFigure[]> {
  const apiSeconds = options.apiSeconds ?? API_SECONDS;
  const floorSeconds = options.floorSeconds ?? FLOOR_SECONDS;
  const log = options.log ?? (() => undefined);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { served, child } = await startRunner();
  try {
    const started = performance.now();
    const people = await preparePeople(served.url);
    log(`load: ${PEOPLE} people with an active workout in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const stepLatencies = STEP_NAMES.map(() => [] as number[]);
    /** Answers in the first seconds of the measured load, apart: where a start-up tail would show. */
    const earlyLatencies: number[] = [];
    const warmupSeconds = options.warmupSeconds ?? WARMUP_SECONDS;
    const before = await floorLatencies(served, floorSeconds, warmupSeconds);
    log(`load: floor before, ${before.latencies.length} GetItem (after ${warmupSeconds} s unmeasured)`);
    // One autocannon run whose first `warmupSeconds` are not counted, so the measured load keeps the warm-up's
    // connections: on this sandbox 50 new connections into the busy runner were accepted one by one, and their first
    // answers took up to 2.5 s (docs/decisions.md 58). The floor keeps its warm-up's connections the same way.
    let measureFrom = Number.POSITIVE_INFINITY;
    let non2xx = 0;
    const startProbe = setTimeout(() => {
      child.send({ probe: 'start' });
      measureFrom = performance.now();
    }, warmupSeconds * 1000);
    const result = await autocannon({
      url: served.url,
      connections: CONNECTIONS,
      duration: warmupSeconds + apiSeconds,
      initialContext: { round: 0 },
      requests: mix(people),
      // A connection sends its requests one at a time, in the mix's order: its n-th answer is step n modulo the mix.
      setupClient: (client: { on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void }) => {
        let answered = 0;
        client.on('response', (status, _bytes, ms) => {
          const step = answered++ % STEP_NAMES.length;
          const sinceStart = performance.now() - measureFrom;
          if (sinceStart < 0) return;
          stepLatencies[step]!.push(ms);
          if (status < 200 || status > 299) non2xx += 1;
          if (sinceStart < EARLY_SECONDS * 1000) earlyLatencies.push(ms);
        });
      },
    } as autocannon.Options);
    clearTimeout(startProbe);
    const probe = await readProbe(child);
    const measured = stepLatencies.flat().sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    log('load: each endpoint alone, for its CPU per request');
    const cpuFigures = await cpuPerRequestFigures(served, child, people, before.cpuMsPerGetItem, round);
    log(`load: API, ${measured.length} requests measured (after ${warmupSeconds} s unmeasured)`);
    const after = await floorLatencies(served, floorSeconds, warmupSeconds);
    log(`load: floor after, ${after.latencies.length} GetItem`);

    const floor = [...before.latencies, ...after.latencies].sort((a, b) => a - b);
    const floorP99 = percentile(floor, 99);
    // Connection errors and timeouts are autocannon's, over the warm-up as well.
    const apiErrors = result.errors + result.timeouts + non2xx;
    const apiP99 = percentile(measured, 99);
    const ratio = floorP99 > 0 ? apiP99 / floorP99 : Number.POSITIVE_INFINITY;
    return [
      {
        section: SECTION,
        name: 'API p50',
        value: round(percentile(measured, 50)),
        unit: 'ms',
        note: `${CONNECTIONS} connections, ${apiSeconds} s, ${PEOPLE} people; API and floor each after ${warmupSeconds} s of unmeasured warm-up`,
      },
      { section: SECTION, name: 'API p99', value: round(apiP99), unit: 'ms' },
      { section: SECTION, name: 'API requests per second', value: round(measured.length / apiSeconds), unit: 'req/s', note: `${measured.length} requests` },
      {
        section: SECTION,
        name: 'API errors',
        value: apiErrors,
        unit: 'errors',
        budget: { limit: 0, kind: 'max', basis: 'issue 14' },
        note: `non-2xx ${non2xx}, timeouts ${result.timeouts}, connection errors ${result.errors} (these two over the warm-up too)`,
      },
      { section: SECTION, name: 'floor p50 (DynamoDB Local GetItem)', value: round(percentile(floor, 50)), unit: 'ms', note: `${floor.length} GetItem, ${CONNECTIONS} concurrent, 2 x ${floorSeconds} s` },
      { section: SECTION, name: 'floor p99 (DynamoDB Local GetItem)', value: round(floorP99), unit: 'ms', note: `errors ${before.errors + after.errors}` },
      { section: SECTION, name: 'API p99 / floor p99', value: round(ratio), unit: 'x floor', note: 'reported, not budgeted (issue 31; docs/decisions.md 67)' },
      {
        section: SECTION,
        name: 'floor: load generator CPU per GetItem',
        value: Math.round(before.cpuMsPerGetItem * 1000) / 1000,
        unit: 'ms',
        note: `the SDK's own work for one DynamoDB call in a Node process; after the load ${Math.round(after.cpuMsPerGetItem * 1000) / 1000} ms`,
      },
      ...cpuFigures,
      ...STEP_NAMES.map((name, index) => {
        const sorted = [...stepLatencies[index]!].sort((a, b) => a - b);
        return { section: SECTION, name: `${name} p99`, value: round(percentile(sorted, 99)), unit: 'ms', note: `p50 ${round(percentile(sorted, 50))} ms, ${sorted.length} requests` };
      }),
      ...runnerFigures(probe, earlyLatencies.sort((a, b) => a - b), round),
    ];
  } finally {
    await stopRunner(child);
  }
}

if (process.argv.includes(SERVE_FLAG)) {
  await serve();
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printTable } = await import('./report');
  printTable(await measureLoad({ log: (line) => process.stderr.write(`${line}\n`) }));
}
