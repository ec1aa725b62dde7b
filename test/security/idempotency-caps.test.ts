/**
 * Issue 26, deliverable 8: idempotency records are capped. A person starts at most NEW_KEYS_PER_DAY new keys a day
 * (the next is 429 with Retry-After; replays of keys already used are still answered), and an answer past 64 KB is
 * sent but not kept: it says so (`Idempotency-Stored: false`), its record holds only the status, and a replay answers
 * 409.
 */
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_STORED_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/api-types';
import { callRaw, signUp } from '../support/api';
import { useLocalStackForFunctions } from '../support/functions-env';

useLocalStackForFunctions();

const { db } = await import('../../functions/lib/db/client');
const { tableName } = await import('../../functions/lib/config');
const { HttpError } = await import('../../functions/lib/errors');
const { idempotencyRecordKey, IDEMPOTENCY_SK_PREFIX } = await import('../../functions/lib/idempotency/keys');
const { IDEMPOTENCY_KEYS_EXHAUSTED, IDEMPOTENT_ANSWER_TOO_LARGE, idempotentWrites } = await import('../../functions/lib/idempotency/middleware');
const { NEW_KEYS_PER_DAY } = await import('../../functions/lib/idempotency/store');
const { rateLimitKey } = await import('../../functions/lib/rate-limit/keys');
type KeyedEvent = import('../../functions/lib/idempotency/middleware').KeyedEvent;

const newKey = () => `k-${randomUUID()}`;

describe('new Idempotency-Keys per person and day', () => {
  it("answers the new key past the day's limit 429 with Retry-After, still replays the keys already used, and keeps only the counted records", async () => {
    const me = await signUp();
    const path = `/api/notifications/mark-all-read/${me.user.id}`;
    const keys = Array.from({ length: 3 }, newKey);
    for (const key of keys) {
      const result = await callRaw('PUT', path, { token: me.token, headers: { 'Idempotency-Key': key } });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
    // The rest of the day's keys, counted as the counter counts them (200 real writes would only slow the suite).
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(me.user.id, NEW_KEYS_PER_DAY.scope),
        UpdateExpression: 'SET attempts = :limit',
        ConditionExpression: 'attempts = :counted',
        ExpressionAttributeValues: { ':limit': NEW_KEYS_PER_DAY.attempts, ':counted': keys.length },
      }),
    );

    const refused = await callRaw('PUT', path, { token: me.token, headers: { 'Idempotency-Key': newKey() } });
    const replay = await callRaw('PUT', path, { token: me.token, headers: { 'Idempotency-Key': keys[0] as string } });
    const withoutKey = await callRaw('PUT', path, { token: me.token });

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: IDEMPOTENCY_KEYS_EXHAUSTED });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(replay.status).toBe(200);
    expect(replay.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(withoutKey.status).toBe(200);
    const count = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${me.user.id}`, ':prefix': IDEMPOTENCY_SK_PREFIX },
        Select: 'COUNT',
      }),
    );
    expect(count.Count).toBe(keys.length);
  });
});

type Response = APIGatewayProxyStructuredResultV2;

/** The handler factory's order (functions/lib/http.ts) with the real DynamoDB store and a domain answering `body`. */
function handlerAnswering(body: string) {
  let runs = 0;
  const { claim, settle } = idempotentWrites<KeyedEvent>({ routeKeys: new Set(['POST /api/things']) });
  const handler = middy<KeyedEvent, Response>()
    .use(settle)
    .use({
      onError: (request) => {
        const error = request.error;
        const status = error instanceof HttpError ? error.statusCode : 500;
        request.response = { statusCode: status, headers: error instanceof HttpError ? error.headers : {}, body: JSON.stringify({ message: error?.message }) };
      },
    })
    .use(claim)
    .handler(async () => {
      runs += 1;
      return { statusCode: 201, headers: { 'content-type': 'application/json' }, body };
    });
  return { invoke: (event: KeyedEvent) => handler(event, {} as never) as Promise<Response>, runs: () => runs };
}

describe('answers too large to keep', () => {
  it('sends an answer past 64 KB unchanged with Idempotency-Stored: false, keeps only its status, and answers a replay 409', async () => {
    const userId = randomUUID();
    const key = newKey();
    const body = JSON.stringify({ text: 'x'.repeat(70_000) });
    const event: KeyedEvent = {
      routeKey: 'POST /api/things',
      rawPath: '/api/things',
      headers: { 'idempotency-key': key },
      body: '{"name":"a"}',
      requestContext: { http: { method: 'POST' } },
      userId,
    };
    const handler = handlerAnswering(body);

    const first = await handler.invoke(event);
    const replay = await handler.invoke(event);

    expect(first.statusCode).toBe(201);
    expect(first.body).toBe(body);
    expect(first.headers?.[IDEMPOTENCY_STORED_HEADER]).toBe('false');
    const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: idempotencyRecordKey(userId, key), ConsistentRead: true }));
    expect(Item?.answer).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json' }, tooLarge: true });
    expect(replay).toMatchObject({ statusCode: 409, body: JSON.stringify({ message: IDEMPOTENT_ANSWER_TOO_LARGE }) });
    expect(replay.headers?.[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(handler.runs()).toBe(1);
  });

  it('keeps an answer of 64 KB and replays it', async () => {
    const userId = randomUUID();
    const body = JSON.stringify({ text: 'x'.repeat(64 * 1024 - 11) });
    const event: KeyedEvent = {
      routeKey: 'POST /api/things',
      rawPath: '/api/things',
      headers: { 'idempotency-key': newKey() },
      body: '{"name":"b"}',
      requestContext: { http: { method: 'POST' } },
      userId,
    };
    const handler = handlerAnswering(body);

    const first = await handler.invoke(event);
    const replay = await handler.invoke(event);

    expect(first.headers?.[IDEMPOTENCY_STORED_HEADER]).toBeUndefined();
    expect(replay).toMatchObject({ statusCode: 201, body });
    expect(handler.runs()).toBe(1);
  });
});
