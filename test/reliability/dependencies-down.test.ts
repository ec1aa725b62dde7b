/**
 * Faults (issue 13, suite 4): DynamoDB Local killed in the middle of a burst, and S3 (s3rver) stopped under a photo
 * post. A stack of this file's own (startLocalStack with its own data folder, like `npm start`), not the shared one:
 * killing the shared database would break every other test. All traffic stays on 127.0.0.1.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localAwsConfig } from '../../infra/local/local-aws-config';
import { LOCAL_TABLE_NAME, startLocalStack, type LocalStack } from '../../infra/local/local-stack';
import { startS3Local } from '../../infra/local/s3-local';
import { methodAndPathOf, type AnswerOf, type PartsArgument } from '../../shared/route-request';
import type { RouteKey } from '../../shared/routes';
import { ANSWER_WITHIN_MS, PNG_DATA_URL, request, signUpAt, type Answer } from './helpers';

const SQUAT = 'Barbell_Squat';
const READ_UNAVAILABLE = 'Service temporarily unavailable, please try again';
const CHANGE_UNCONFIRMED = 'Service temporarily unavailable, please try again. Your change could not be confirmed: it may or may not have been saved.';

let dataDir: string;
let stack: LocalStack;
const log: string[] = [];

beforeAll(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'reliability-')), '.data');
  stack = await startLocalStack({ port: 0, dataDir, log: (line) => log.push(line) });
});

afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One request to this file's stack by route key: `call('GET /api/users/{id}', { params: { id }, token })`. */
const call = <K extends RouteKey>(key: K, ...[input]: PartsArgument<K, { token?: string }>) => {
  const { params, query, body, token } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; token?: string };
  const { method, path } = methodAndPathOf(key, { params, query });
  return request<AnswerOf<K>>(stack.url, method, path, { token, body });
};
const healthStatus = async () => (await call('GET /api/health')).status;

interface Outcome extends Answer {
  kind: 'add-set' | 'create-exercise' | 'list-sets' | 'list-exercises';
  sentAt: number;
  answeredAt: number;
}

/**
 * DynamoDB Local acknowledges a TransactWriteItems before its COMMIT has run: the commit is queued on its one SQLite
 * job queue and not waited for (SQLiteDBAccess.commitTransaction), so a SIGKILL in that instant loses a change it
 * already confirmed. The queue runs jobs in order, so once a read sent afterwards has been answered, every change
 * confirmed before that read was sent is committed. Answers the moment the read was sent.
 */
async function checkpointDynamoDbLocal(endpoint: string): Promise<number> {
  const client = new DynamoDBClient({ ...localAwsConfig(endpoint), maxAttempts: 1 });
  const sentAt = Date.now();
  try {
    await client.send(new GetItemCommand({ TableName: LOCAL_TABLE_NAME, Key: { PK: { S: 'checkpoint' }, SK: { S: 'checkpoint' } } }));
  } finally {
    client.destroy();
  }
  return sentAt;
}

/** Every answer is a success or a 503 with a JSON message (the change-wording on writes), in bounded time. */
function expectAnsweredProperly(outcomes: readonly Outcome[]) {
  for (const outcome of outcomes) {
    const described = `${outcome.kind} → ${outcome.status} ${JSON.stringify(outcome.body)} in ${outcome.ms} ms`;
    expect(outcome.ms, described).toBeLessThan(ANSWER_WITHIN_MS);
    if (outcome.status === 503) {
      const isRead = outcome.kind.startsWith('list');
      expect(outcome.body, described).toEqual({ message: isRead ? READ_UNAVAILABLE : CHANGE_UNCONFIRMED });
    } else {
      expect([200, 201], described).toContain(outcome.status);
    }
  }
}

describe('DynamoDB Local killed mid-burst', () => {
  it('keeps its data folder readable by its owner only', () => {
    for (const folder of [dataDir, join(dataDir, 'dynamodb'), join(dataDir, 's3')]) {
      expect(statSync(folder).mode & 0o777, folder).toBe(0o700);
    }
  });

  it('answers every request (success or 503 JSON), comes back by itself, and keeps every acknowledged write', async () => {
    const me = await signUpAt(stack.url);
    const session = await call('POST /api/workout-sessions', { token: me.token, body: { name: 'Under fire', isActive: true } });
    expect(session.status).toBe(201);
    const sessionId: string = session.body.id;
    const firstPid = stack.services.dynamodb!.pid();
    // The functions' JSON log lines (Powertools Logger writes errors to stderr).
    const errorLines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
      errorLines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });

    const outcomes: Outcome[] = [];
    let running = true;
    let exerciseCount = 0;
    let committedBefore = 0;
    let backAt = Infinity;
    const send = async (kind: Outcome['kind'], answering: () => Promise<Answer>) => {
      const sentAt = Date.now();
      const answer = await answering();
      outcomes.push({ kind, sentAt, answeredAt: Date.now(), ...answer });
    };
    // One writer per item, so no answer is a lost race (409): what the test sees is the database, not contention.
    const workers = [
      async () => {
        for (let set = 1; running; set++) await send('add-set', () => call('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { token: me.token, params: { id: sessionId, exerciseId: SQUAT }, body: { weight: 10_000 + set, reps: 5 } }));
      },
      async () => {
        while (running) await send('create-exercise', () => call('POST /api/exercises', { token: me.token, body: { name: `Burst move ${++exerciseCount}`, category: 'Legs', equipment: 'Barbell' } }));
      },
      async () => {
        while (running) await send('list-sets', () => call('GET /api/workout-sets/session/{sessionId}', { token: me.token, params: { sessionId } }));
      },
      async () => {
        while (running) await send('list-exercises', () => call('GET /api/exercises', { token: me.token }));
      },
    ].map((worker) => worker());

    try {
      await expect.poll(() => outcomes.filter((o) => o.status === 201).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
      committedBefore = await checkpointDynamoDbLocal(stack.dynamodbEndpoint);
      const killedAt = Date.now();
      process.kill(firstPid!, 'SIGKILL');

      // While it is down: 503s with a message, and health says so.
      const health = await call('GET /api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ message: 'Service temporarily unavailable, please try again (the database is not reachable)' });
      await expect.poll(() => outcomes.some((o) => o.sentAt > killedAt && o.status === 503), { timeout: 15_000 }).toBe(true);
      // Back without restarting the stack: same URL, a new DynamoDB Local process.
      await expect.poll(healthStatus, { timeout: 60_000, interval: 250 }).toBe(200);
      expect(stack.services.dynamodb!.pid()).not.toBe(firstPid);
      backAt = Date.now();
      await expect.poll(() => outcomes.filter((o) => o.sentAt > backAt && o.status === 201).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    } finally {
      running = false;
      await Promise.all(workers);
    }

    expectAnsweredProperly(outcomes);
    expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(log).toContainEqual(expect.stringMatching(/^DynamoDB Local exited \(SIGKILL\); restarting/));
    // Each 503 was logged as one structured line: the route, the caller (when known), the request id, no body.
    const unavailableLines = errorLines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.message === 'Dependency unavailable');
    expect(unavailableLines.length).toBeGreaterThan(0);
    for (const line of unavailableLines) {
      expect(line).toMatchObject({ level: 'ERROR', status: 503, routeKey: expect.stringMatching(/^(GET|POST) \/api\//), requestId: expect.any(String), error: expect.any(Object) });
      expect(JSON.stringify(line)).not.toContain('Burst move');
    }

    // Nothing acknowledged is missing: what was confirmed before the checkpoint, and everything sent once it was back
    // (a change confirmed in the instant between the checkpoint and the kill is DynamoDB Local's to lose, see above).
    const mustBeKept = (o: Outcome) => o.status === 201 && (o.answeredAt < committedBefore || o.sentAt > backAt);
    expect(outcomes.filter((o) => mustBeKept(o) && o.answeredAt < committedBefore).length).toBeGreaterThanOrEqual(6);
    const sets = await call('GET /api/workout-sets/session/{sessionId}', { token: me.token, params: { sessionId } });
    expect(sets.status).toBe(200);
    const storedSetIds = new Set(sets.body.map((set) => set.id));
    const acknowledgedSets = outcomes.filter((o) => o.kind === 'add-set' && mustBeKept(o)).map((o) => o.body.id as string);
    expect(acknowledgedSets.filter((id) => !storedSetIds.has(id))).toEqual([]);
    const exercises = await call('GET /api/exercises', { token: me.token });
    const storedExerciseIds = new Set(exercises.body.map((exercise) => exercise.id));
    const acknowledgedExercises = outcomes.filter((o) => o.kind === 'create-exercise' && mustBeKept(o)).map((o) => o.body.id as string);
    expect(acknowledgedExercises.filter((id) => !storedExerciseIds.has(id))).toEqual([]);
  }, 120_000);
});

describe('DynamoDB Local paused (SIGSTOP)', () => {
  it('answers changes 503 before the function timeout, and a change that lands afterwards lands once', async () => {
    const me = await signUpAt(stack.url);
    const session = await call('POST /api/workout-sessions', { token: me.token, body: { name: 'Paused', isActive: true } });
    expect(session.status).toBe(201);
    const sessionId: string = session.body.id;
    const setsNow = async () => (await call('GET /api/workout-sets/session/{sessionId}', { token: me.token, params: { sessionId } })).body;
    const exercisesNamed = async (name: string) =>
      (await call('GET /api/exercises', { token: me.token })).body.filter((exercise) => exercise.name === name);
    expect(await setsNow()).toEqual([]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const pid = stack.services.dynamodb!.pid()!;
    process.kill(pid, 'SIGSTOP');
    let answers: Answer[];
    try {
      answers = await Promise.all([
        call('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { token: me.token, params: { id: sessionId, exerciseId: SQUAT }, body: { weight: 10_000, reps: 5 } }),
        call('POST /api/exercises', { token: me.token, body: { name: 'Paused move', category: 'Legs', equipment: 'Barbell' } }),
      ]);
    } finally {
      process.kill(pid, 'SIGCONT');
    }

    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.body).toEqual({ message: CHANGE_UNCONFIRMED });
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // What was already sent may still be written once the database resumes (the caller was told so); the SDK's
    // retry of it carried the same client request token, so it is never written twice.
    await expect.poll(healthStatus, { timeout: 30_000 }).toBe(200);
    expect((await setsNow()).length).toBeLessThanOrEqual(1);
    expect((await exercisesNamed('Paused move')).length).toBeLessThanOrEqual(1);
  }, 60_000);
});

describe('S3 stopped under a photo upload', () => {
  /** The presigned POST the web app sends (issue 26): the form's fields, then the file. */
  async function uploadForm(token: string) {
    const ticket = await call('POST /api/media/uploads', { token, body: { purpose: 'post', contentType: 'image/png' } });
    expect(ticket.status).toBe(201);
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'))], { type: 'image/png' }), 'photo.png');
    const started = Date.now();
    const response = await fetch(new URL(ticket.body.url, stack.url), { method: 'POST', body: form });
    return { uploadId: ticket.body.uploadId, status: response.status, ms: Date.now() - started };
  }

  it('refuses the upload at once with 503, keeps text posts working, and takes the photo once S3 is back', async () => {
    const me = await signUpAt(stack.url);
    const s3 = stack.services.s3!;
    const postsOfMine = async () => {
      const page = await call('GET /api/social-posts/user/{userId}', { token: me.token, params: { userId: me.userId }, query: { limit: 50 } });
      expect(page.status).toBe(200);
      return page.body;
    };

    await s3.stop();
    let restarted: Awaited<ReturnType<typeof startS3Local>> | undefined;
    try {
      const failed = await uploadForm(me.token);

      expect(failed.status).toBe(503);
      expect(failed.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const textOnly = await call('POST /api/social-posts', { token: me.token, body: { content: 'Words only', mediaUrls: [] } });
      expect(textOnly.status).toBe(201);
      // A photo URL that cannot be read while S3 is down is a 503, not a crash of the runner.
      expect((await fetch(`${stack.url}/media/posts/0b0e6a4e-3f5c-4a4c-9d8e-2b7f1c3a9e10/1080.jpg`)).status).toBe(503);

      restarted = await startS3Local({ directory: s3.directory, buckets: ['social-fitness-media', 'social-fitness-uploads'], port: s3.port });
      const uploaded = await uploadForm(me.token);
      expect(uploaded.status).toBe(204);
      let photoUrl: string | null = null;
      await expect
        .poll(async () => {
          const upload = await call('GET /api/media/uploads/{id}', { token: me.token, params: { id: uploaded.uploadId } });
          photoUrl = upload.body.url ?? null;
          return upload.body.status;
        }, { timeout: 20_000 })
        .toBe('processed');
      const posted = await call('POST /api/social-posts', { token: me.token, body: { content: 'Photo once S3 is back', mediaUrls: [photoUrl!] } });

      expect(posted.status).toBe(201);
      const photo = await fetch(stack.url + photoUrl!);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect((await postsOfMine()).map((post) => [post.content, post.mediaUrls.length])).toEqual([
        ['Photo once S3 is back', 1],
        ['Words only', 0],
      ]);
    } finally {
      await restarted?.stop();
    }
  }, 60_000);
});
