import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { HttpError, NotFound } from '../errors';
import { fingerprintOf } from './fingerprint';
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEYS_EXHAUSTED, IDEMPOTENCY_KEY_REUSED, IDEMPOTENT_ANSWER_TOO_LARGE, idempotentWrites, type KeyedEvent } from './middleware';
import { classify, newRecord, type IdempotencyRecord, type IdempotencyStore } from './store';
import type { StoredAnswer } from './stored-answer';

type Response = APIGatewayProxyStructuredResultV2;

/** An in-memory store with the table's semantics: a claim wins only over no record. */
function memoryStore() {
  const records = new Map<string, IdempotencyRecord>();
  const id = (record: { userId: string; key: string }) => `${record.userId}/${record.key}`;
  const store: IdempotencyStore = {
    async claim(request) {
      const existing = records.get(id(request));
      if (existing) return classify(existing, request.fingerprint);
      const record = newRecord(request);
      records.set(id(record), record);
      return { outcome: 'claimed', record };
    },
    async complete(record, answer: StoredAnswer) {
      if (records.get(id(record))?.attemptId === record.attemptId) records.set(id(record), { ...record, status: 'completed', answer });
    },
    async release(record) {
      if (records.get(id(record))?.attemptId === record.attemptId) records.delete(id(record));
    },
  };
  return { store, records };
}

/** The handler factory's order: settle first, an error handler, then claim once the caller is known. */
function handlerOf(store: IdempotencyStore, domain: (event: KeyedEvent) => Promise<Response>) {
  const { claim, settle } = idempotentWrites<KeyedEvent>({ routeKeys: new Set(['POST /api/things', 'DELETE /api/things/{id}']), store, now: () => 1_750_000_000_000 });
  return middy<KeyedEvent, Response>()
    .use(settle)
    .use({
      onError: (request) => {
        const { error } = request;
        const status = error instanceof HttpError ? error.statusCode : 500;
        const headers = error instanceof HttpError ? error.headers : {};
        request.response = { statusCode: status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ message: error instanceof HttpError ? error.message : 'Internal server error' }) };
      },
    })
    .use(claim)
    .handler(async (event) => domain(event));
}

const event = (overrides: Partial<KeyedEvent> = {}): KeyedEvent => ({
  routeKey: 'POST /api/things',
  rawPath: '/api/things',
  headers: { 'idempotency-key': 'key-12345678' },
  body: '{"name":"a"}',
  requestContext: { http: { method: 'POST' } },
  userId: 'u1',
  ...overrides,
});

const invoke = (handler: ReturnType<typeof handlerOf>, input: KeyedEvent) => handler(input, {} as never) as Promise<Response>;

function counter(answer: (count: number) => Response | Promise<Response>) {
  let count = 0;
  return { run: async () => answer(++count), count: () => count };
}

describe('idempotentWrites', () => {
  it('runs the first request, stores its answer and replays it without running again', async () => {
    const { store, records } = memoryStore();
    const domain = counter((n) => ({ statusCode: 201, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }) }));
    const handler = handlerOf(store, domain.run);

    const first = await invoke(handler, event());
    const replay = await invoke(handler, event());

    expect(first).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json' }, body: '{"n":1}' });
    expect(replay).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' }, body: '{"n":1}' });
    expect(domain.count()).toBe(1);
    expect(records.get('u1/key-12345678')).toMatchObject({
      status: 'completed',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      startedAt: 1_750_000_000_000,
      expiresAt: 1_750_000_000 + 30 * 86_400,
      answer: { statusCode: 201, body: '{"n":1}' },
    });
  });

  it('stores a refusal (4xx) and replays it', async () => {
    const { store } = memoryStore();
    const domain = counter(() => Promise.reject(new NotFound('Thing not found')));
    const handler = handlerOf(store, domain.run);

    await invoke(handler, event());
    const replay = await invoke(handler, event());

    expect(replay).toMatchObject({ statusCode: 404, body: '{"message":"Thing not found"}', headers: { 'Idempotent-Replayed': 'true' } });
    expect(domain.count()).toBe(1);
  });

  it('removes the record after a 5xx or a thrown failure, so a retry runs again', async () => {
    const { store, records } = memoryStore();
    const domain = counter((n) => {
      if (n === 1) throw new Error('DynamoDB fell over');
      if (n === 2) return { statusCode: 503, headers: { 'retry-after': '2' } };
      return { statusCode: 204 };
    });
    const handler = handlerOf(store, domain.run);

    expect((await invoke(handler, event())).statusCode).toBe(500);
    expect(records.size).toBe(0);
    expect((await invoke(handler, event())).statusCode).toBe(503);
    expect(records.size).toBe(0);
    expect((await invoke(handler, event())).statusCode).toBe(204);
    expect(domain.count()).toBe(3);
    expect(records.get('u1/key-12345678')?.status).toBe('completed');
  });

  it('answers 422 for the same key on another body or path, 409 with Retry-After while the first runs', async () => {
    const { store } = memoryStore();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const domain = counter(async () => {
      await slow;
      return { statusCode: 201, headers: {} };
    });
    const handler = handlerOf(store, domain.run);

    const running = invoke(handler, event());
    const meanwhile = await invoke(handler, event());
    const otherBody = await invoke(handler, event({ body: '{"name":"b"}' }));
    const otherPath = await invoke(handler, event({ routeKey: 'DELETE /api/things/{id}', rawPath: '/api/things/1', body: undefined }));
    release();
    await running;

    expect(meanwhile).toMatchObject({ statusCode: 409, body: JSON.stringify({ message: IDEMPOTENCY_IN_PROGRESS }), headers: { 'retry-after': '1' } });
    expect(otherBody).toMatchObject({ statusCode: 422, body: JSON.stringify({ message: IDEMPOTENCY_KEY_REUSED }) });
    expect(otherPath.statusCode).toBe(422);
    expect(domain.count()).toBe(1);
  });

  it('refuses a badly shaped key with 400 and runs nothing', async () => {
    const { store, records } = memoryStore();
    const domain = counter(() => ({ statusCode: 201, headers: {} }));
    const handler = handlerOf(store, domain.run);

    for (const key of ['', 'short', 'a b c d e f', 'x'.repeat(101)]) {
      expect(await invoke(handler, event({ headers: { 'idempotency-key': key } }))).toMatchObject({ statusCode: 400, body: JSON.stringify({ message: IDEMPOTENCY_KEY_INVALID }) });
    }
    expect(domain.count()).toBe(0);
    expect(records.size).toBe(0);
  });

  it('keeps keys per person, and leaves unkeyed requests and other routes alone', async () => {
    const { store, records } = memoryStore();
    const domain = counter(() => ({ statusCode: 201, headers: {} }));
    const handler = handlerOf(store, domain.run);

    await invoke(handler, event({ userId: 'u1' }));
    const other = await invoke(handler, event({ userId: 'u2' }));
    await invoke(handler, event({ headers: {} }));
    await invoke(handler, event({ headers: {} }));
    await invoke(handler, event({ routeKey: 'GET /api/things', headers: { 'idempotency-key': 'bad' } }));

    expect(other.headers).not.toHaveProperty('Idempotent-Replayed');
    expect(domain.count()).toBe(5);
    expect([...records.keys()].sort()).toEqual(['u1/key-12345678', 'u2/key-12345678']);
  });

  it('answers a 409 naming the replay when the first answer was too large to keep', async () => {
    const { store, records } = memoryStore();
    const domain = counter(() => ({ statusCode: 200, headers: {}, body: 'x' }));
    const handler = handlerOf(store, domain.run);
    const fingerprint = fingerprintOf({ method: 'POST', routeKey: 'POST /api/things', rawPath: '/api/things', rawBody: Buffer.from('{"name":"a"}') });
    records.set('u1/key-12345678', {
      ...newRecord({ userId: 'u1', key: 'key-12345678', fingerprint, now: 0 }),
      status: 'completed',
      answer: { statusCode: 200, headers: {}, tooLarge: true },
    });

    const replay = await invoke(handler, event());

    expect(replay).toMatchObject({ statusCode: 409, body: JSON.stringify({ message: IDEMPOTENT_ANSWER_TOO_LARGE }), headers: { 'Idempotent-Replayed': 'true' } });
    expect(domain.count()).toBe(0);
  });

  it('sends an answer past 64 KB as it is, says it was not stored, and answers a replay 409 without running again', async () => {
    const { store, records } = memoryStore();
    const body = JSON.stringify({ text: 'x'.repeat(70_000) });
    const domain = counter(() => ({ statusCode: 201, headers: { 'content-type': 'application/json' }, body }));
    const handler = handlerOf(store, domain.run);

    const first = await invoke(handler, event());
    const replay = await invoke(handler, event());

    expect(first).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json', 'Idempotency-Stored': 'false' }, body });
    expect(records.get('u1/key-12345678')?.answer).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json' }, tooLarge: true });
    expect(replay).toMatchObject({ statusCode: 409, body: JSON.stringify({ message: IDEMPOTENT_ANSWER_TOO_LARGE }) });
    expect(domain.count()).toBe(1);
  });

  it('answers 429 with Retry-After when the store refuses a new key over the daily quota, and runs nothing', async () => {
    const { store } = memoryStore();
    const quota: IdempotencyStore = {
      ...store,
      claim: async () => ({ outcome: 'over-quota', retryAfterSeconds: 3_600.5 }),
    };
    const domain = counter(() => ({ statusCode: 204 }));

    const refused = await invoke(handlerOf(quota, domain.run), event());

    expect(refused).toMatchObject({ statusCode: 429, body: JSON.stringify({ message: IDEMPOTENCY_KEYS_EXHAUSTED }), headers: { 'retry-after': '3601' } });
    expect(domain.count()).toBe(0);
  });
});
