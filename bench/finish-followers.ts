/**
 * The `finish` part of `npm run bench` (issue 31): what finishing a workout costs with 0 and with 10,000 followers.
 * The finish request (and logging a workout from the Save screen) must cost the same at both: followers are told
 * by the sessions domain's stream consumer (functions/sessions/workout-notices.ts), whose own work is measured too,
 * by calling it as Lambda would for a 10,000-follower finish, then again with the same record (a replay). Followers
 * are written in bulk with the follows domain's item shapes (bench/seed-follows.ts). Handlers run in-process
 * behind the local API Gateway stand-in, against DynamoDB Local, in a child process of their own.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import type { AuthResponse, WorkoutSession } from '../shared/api-types';
import type { Domain } from '../shared/routes';
import type { LambdaHandler } from '../infra/local/api-gateway';
import { answerFromChild, isChild, isMain, runInChild } from './child-part';
import { meterContext, newMeter, type Meter } from './dynamodb-meter';
import type { BenchFigure } from './figures';
import { summariseMeasured, type Measured, type Summary } from './measured-runs';

export const SECTION = 'Finish and followers';
const FOLLOWER_SCALES = [0, 10_000] as const;
const RUNS = 3;
const SQUAT = 'Barbell_Squat';

interface Env {
  handlers: Record<Domain, LambdaHandler>;
  invokeApi: typeof import('../infra/local/api-gateway').invokeApi;
  assertCurrentTokenVersion: typeof import('../functions/users/index').assertCurrentTokenVersion;
  seedFollowers: typeof import('./seed-follows').seedFollowers;
  notifyOfFinishedWorkout: typeof import('../functions/sessions/workout-notices').notifyOfFinishedWorkout;
}

/** The consumer's work for one finish: its DynamoDB requests (by command), capacity, time and notifications written. */
interface ConsumerRun extends Meter {
  ms: number;
  written: number;
}

interface Scale {
  followers: number;
  finish: Summary;
  logged: Summary;
}

interface Results {
  scales: Scale[];
  consumer: ConsumerRun;
  replay: ConsumerRun;
}

async function call(env: Env, token: string, method: string, path: string, body?: unknown): Promise<Measured> {
  // Bearer auth's token version check (one GetItem per person and container every 30 s) is its own row elsewhere.
  if (token) {
    const { sub, ver } = decodeJwt(token);
    if (sub && typeof ver === 'number') await env.assertCurrentTokenVersion({ userId: sub, tokenVersion: ver }).catch(() => undefined);
  }
  const meter = newMeter();
  const started = performance.now();
  const result = await meterContext.run(meter, () =>
    env.invokeApi(
      {
        method,
        url: new URL(`http://localhost${path}`),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
        sourceIp: '127.0.0.1',
      },
      env.handlers,
    ),
  );
  const ms = performance.now() - started;
  const text = result.body.toString('utf8');
  if (result.statusCode >= 400) throw new Error(`${method} ${path} answered ${result.statusCode}: ${text}`);
  return { status: result.statusCode, requests: meter.requests, rcu: meter.rcu, wcu: meter.wcu, writes: meter.writes, ms, body: text ? JSON.parse(text) : null };
}

async function consumerRun(env: Env, workout: Parameters<Env['notifyOfFinishedWorkout']>[0]): Promise<ConsumerRun> {
  const meter = newMeter();
  const started = performance.now();
  const { written } = await meterContext.run(meter, () => env.notifyOfFinishedWorkout(workout));
  return { ...meter, ms: performance.now() - started, written };
}

async function measureScale(env: Env, followers: number): Promise<Scale & { consumer?: ConsumerRun; replay?: ConsumerRun }> {
  const tag = randomUUID().slice(0, 8);
  const signup = await call(env, '', 'POST', '/api/auth/signup', {
    displayName: 'Finishing Athlete',
    username: `bench_finish_${tag}`,
    email: `bench.finish.${tag}@example.com`,
    password: 'bench-password-1',
  });
  const { token, user } = signup.body as AuthResponse;
  const seeding = performance.now();
  await env.seedFollowers({ userId: user.id, count: followers });
  process.stderr.write(`seeded ${followers} followers in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);

  // The consumer first, before any finish of this person puts work on the stream poller running beside it.
  let consumer: ConsumerRun | undefined;
  let replay: ConsumerRun | undefined;
  if (followers > 0) {
    const workout = { sessionId: `bench-${randomUUID()}`, userId: user.id, name: 'Leg Day', finishedAt: new Date().toISOString() };
    consumer = await consumerRun(env, workout);
    replay = await consumerRun(env, workout);
    process.stderr.write(`told ${consumer.written} followers in ${(consumer.ms / 1000).toFixed(1)} s; the replay wrote ${replay.written}\n`);
  }

  const finishes: Measured[] = [];
  for (let run = 0; run < RUNS; run++) {
    const session = (await call(env, token, 'POST', '/api/workout-sessions', { name: `Finish ${run}`, isActive: true })).body as WorkoutSession;
    await call(env, token, 'POST', `/api/workout-sessions/${session.id}/exercises/${SQUAT}/sets`, { weight: 18_500 + run * 500, reps: 5, isCompleted: true });
    finishes.push(await call(env, token, 'PUT', `/api/workout-sessions/${session.id}`, { status: 'completed', isActive: false }));
  }
  const logged = await call(env, token, 'POST', '/api/workout-sessions/completed', {
    name: 'Logged',
    startTime: new Date(Date.now() - 60 * 60_000).toISOString(),
    durationMinutes: 45,
    exercises: [{ exerciseId: SQUAT, sets: [{ weight: 14_500, reps: 5 }] }],
  });
  return { followers, finish: summariseMeasured(finishes), logged: summariseMeasured([logged]), consumer, replay };
}

async function measureInThisProcess(): Promise<Results> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { startLocalStack } = await import('../infra/local/local-stack');
  const stack = await startLocalStack({ port: 0 });
  try {
    // Imported only now: the functions' DynamoDB client reads the local endpoint when its module loads.
    const { loadDomainHandlers, invokeApi } = await import('../infra/local/api-gateway');
    const { db } = await import('../functions/lib/db/client');
    const { installDynamoDbMeter } = await import('./dynamodb-meter');
    // Only what the measured call does counts: the stream consumers run in this process too, unmetered.
    installDynamoDbMeter(db, () => meterContext.getStore());
    const env: Env = {
      handlers: await loadDomainHandlers(),
      invokeApi,
      assertCurrentTokenVersion: (await import('../functions/users/index')).assertCurrentTokenVersion,
      seedFollowers: (await import('./seed-follows')).seedFollowers,
      notifyOfFinishedWorkout: (await import('../functions/sessions/workout-notices')).notifyOfFinishedWorkout,
    };
    const scales = [];
    for (const followers of FOLLOWER_SCALES) scales.push(await measureScale(env, followers));
    const large = scales.at(-1);
    if (!large?.consumer || !large.replay) throw new Error('The consumer was not measured');
    return { scales: scales.map(({ followers, finish, logged }) => ({ followers, finish, logged })), consumer: large.consumer, replay: large.replay };
  } finally {
    await stack.stop();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
const commandsOf = (meter: Meter) =>
  Object.entries(meter.commands)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([command, count]) => `${count} ${command.replace(/Command$/, '')}`)
    .join(', ');

async function toFigures(results: Results): Promise<BenchFigure[]> {
  const { STREAM_BATCH_SIZE, STREAM_CONSUMER_TIMEOUT } = await import('../infra/constructs/stream-consumer');
  const figures: BenchFigure[] = [];
  const [none] = results.scales;
  const requestFigures = (endpoint: string, pick: (scale: Scale) => Summary) => {
    for (const scale of results.scales) {
      const measured = pick(scale);
      const baseline = none ? pick(none).requests : measured.requests;
      figures.push({
        section: SECTION,
        name: `${endpoint} @${scale.followers.toLocaleString('en-US')} followers`,
        value: measured.requests,
        unit: 'requests',
        ...(scale !== none && { budget: { limit: baseline, kind: 'max', basis: 'issue 31: as many as with 0 followers' } as const }),
        note: `write; ${round(measured.rcu)} RCU, ${round(measured.wcu)} WCU; p50 ${measured.ms.toFixed(1)} ms`,
      });
    }
  };
  requestFigures('PUT /api/workout-sessions/{id} (finish)', (scale) => scale.finish);
  requestFigures('POST /api/workout-sessions/completed (logged)', (scale) => scale.logged);

  const { consumer, replay } = results;
  const followers = (FOLLOWER_SCALES.at(-1) ?? 0).toLocaleString('en-US');
  const timeoutMs = STREAM_CONSUMER_TIMEOUT.toMilliseconds();
  figures.push(
    {
      section: SECTION,
      name: `stream consumer: one finish told to ${followers} followers`,
      value: consumer.requests,
      unit: 'requests',
      note: `${commandsOf(consumer)}; ${consumer.written} notifications, ${round(consumer.wcu)} WCU, ${round(consumer.rcu)} RCU`,
    },
    {
      section: SECTION,
      name: `stream consumer: one finish told to ${followers} followers, time`,
      value: Math.round(consumer.ms),
      unit: 'ms',
      budget: { limit: timeoutMs, kind: 'max', basis: `issue 31: within the consumer's ${timeoutMs / 1000} s timeout` },
      // A batch of such finishes that outlasts the timeout is bisected and retried; what was written is skipped.
      note: `${round(consumer.ms / (timeoutMs / STREAM_BATCH_SIZE))} x a ${STREAM_BATCH_SIZE}-record batch's share of the timeout; DynamoDB Local on 2 shared cores`,
    },
    {
      section: SECTION,
      name: `stream consumer: the same record again (a replay), ${followers} followers`,
      value: replay.requests,
      unit: 'requests',
      note: `${commandsOf(replay)}; ${Math.round(replay.ms)} ms`,
    },
    {
      section: SECTION,
      name: 'stream consumer: notifications written by a replay',
      value: replay.written,
      unit: 'writes',
      budget: { limit: 0, kind: 'max', basis: 'a replayed record changes nothing' },
    },
  );
  return figures;
}

/** The finish request and the consumer, with 0 and 10,000 followers, in a child process with its own local stack. */
export async function measureFinishFollowers(): Promise<BenchFigure[]> {
  return toFigures(await runInChild<Results>(fileURLToPath(import.meta.url), 30 * 60_000));
}

if (isMain(import.meta.url)) {
  if (isChild()) {
    answerFromChild(await measureInThisProcess());
  } else {
    const { printTable } = await import('./report');
    printTable(await measureFinishFollowers());
  }
}
