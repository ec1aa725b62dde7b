/** Issue 12: an Idempotency-Key makes a write happen at most once per person and key; a replay answers the first result. */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_DAYS } from '../../shared/api-types';
import { fingerprintOf } from '../../functions/lib/idempotency/fingerprint';
import { idempotencyRecordKey } from '../../functions/lib/idempotency/keys';
import { STALE_CLAIM_MS } from '../../functions/lib/idempotency/store';
import { api, signUp } from '../support/api';
import { testDb } from '../support/db';
import { addSet, EXERCISES, listSets, startWorkout } from './sessions/helpers';

const newKey = () => `k-${randomUUID()}`;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

describe('Idempotency-Key on writes', () => {
  it('answers a replayed set creation with the first result and the replay header, and stores the set once', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const key = newKey();
    const request = { token: me.token, headers: keyed(key), body: { sessionId: session.id, exerciseId: EXERCISES.bench.id, weight: 10_000, reps: 5 } };

    const first = await api('POST /api/workout-sets', { ...request });
    const replay = await api('POST /api/workout-sets', { ...request });

    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.headers.get('content-type')).toContain('application/json');
    expect((await listSets(me.token, session.id)).map((set) => set.id)).toEqual([first.body.id]);
  });

  it('keeps the record with its fingerprint and answer for 30 days (the table TTL)', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const key = newKey();
    const before = Math.floor(Date.now() / 1000);
    await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: EXERCISES.squat.id }, token: me.token, headers: keyed(key), body: {} });

    const { Item } = await testDb().send(new GetCommand({ TableName: inject('tableName'), Key: idempotencyRecordKey(me.user.id, key), ConsistentRead: true }));

    expect(Item).toMatchObject({ status: 'completed', fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/), answer: { statusCode: 201 } });
    expect(JSON.parse(Item!.answer.body)).toMatchObject({ sessionId: session.id, exerciseId: EXERCISES.squat.id });
    const ttl = IDEMPOTENCY_KEY_TTL_DAYS * 24 * 3600;
    expect(Item!.expiresAt).toBeGreaterThanOrEqual(before + ttl);
    expect(Item!.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + ttl);
  });

  it('does not toggle twice when a toggle is replayed', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });
    const key = newKey();

    const first = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, headers: keyed(key) });
    const replay = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, headers: keyed(key) });

    expect(first.body.isCompleted).toBe(true);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await listSets(me.token, session.id))[0]?.isCompleted).toBe(true);
  });

  it('refuses the same key for a different body with 422 and writes nothing', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const key = newKey();
    await api('POST /api/workout-sets', { token: me.token, headers: keyed(key), body: { sessionId: session.id, exerciseId: EXERCISES.bench.id, reps: 5 } });

    const other = await api('POST /api/workout-sets', { token: me.token, headers: keyed(key), body: { sessionId: session.id, exerciseId: EXERCISES.bench.id, reps: 6 } });
    const otherPath = await api('DELETE /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, headers: keyed(key) });

    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    expect(otherPath.status).toBe(422);
    expect((await listSets(me.token, session.id)).map((set) => set.reps)).toEqual([5]);
  });

  it('writes once when two requests with one key arrive together', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const request = { token: me.token, headers: keyed(newKey()), body: { sessionId: session.id, exerciseId: EXERCISES.deadlift.id, reps: 3 } };

    const results = await Promise.all(Array.from({ length: 4 }, () => api('POST /api/workout-sets', { ...request })));

    // Each is the write, its replay, or 'still being processed' (409 with Retry-After): never a second set.
    for (const result of results) {
      expect([201, 409], JSON.stringify(result.body)).toContain(result.status);
      if (result.status === 409) {
        expect(result.body).toEqual({ message: 'This request is still being processed' });
        expect(result.headers.get('retry-after')).toBe('1');
      }
    }
    expect(results.filter((result) => result.status === 201 && !result.headers.get('Idempotent-Replayed'))).toHaveLength(1);
    expect(await listSets(me.token, session.id)).toHaveLength(1);
  });

  it('keeps keys per person: another person’s identical key is independent', async () => {
    const me = await signUp();
    const other = await signUp();
    const key = newKey();

    const mine = await api('POST /api/workout-sessions', { token: me.token, headers: keyed(key), body: { name: 'Same key' } });
    const theirs = await api('POST /api/workout-sessions', { token: other.token, headers: keyed(key), body: { name: 'Same key' } });

    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(theirs.body.userId).toBe(other.user.id);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('refuses a key of the wrong shape with 400 and writes nothing', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon!!']) {
      const result = await api('POST /api/workout-sets', { token: me.token, headers: keyed(key), body: { sessionId: session.id, exerciseId: EXERCISES.bench.id } });
      expect(result.status, key).toBe(400);
      expect(result.body).toEqual({ message: 'Idempotency-Key must be 8 to 100 letters, digits, _ or -' });
    }
    expect(await listSets(me.token, session.id)).toEqual([]);
  });

  it('replays a refusal: a 404 stays the same 404, even once the thing exists', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const key = newKey();
    const request = { token: me.token, headers: keyed(key), body: { sessionId: session.id, exerciseId: 'No_Such_Exercise' } };

    const first = await api('POST /api/workout-sets', { ...request });
    const replay = await api('POST /api/workout-sets', { ...request });

    expect(first.status).toBe(404);
    expect(replay.status).toBe(404);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('leaves requests without a key, and reads with one, as they were', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.curl.id, { reps: 8 });
    await addSet(me.token, session.id, EXERCISES.curl.id, { reps: 8 });
    const key = newKey();

    const read = await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, headers: keyed(key) });
    const readAgain = await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, headers: keyed(key) });
    const badKeyRead = await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, headers: keyed('bad') });

    expect(await listSets(me.token, session.id)).toHaveLength(2);
    expect([read.status, readAgain.status, badKeyRead.status]).toEqual([200, 200, 200]);
    expect(readAgain.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('ignores the key where the answer carries a secret: an import key is never stored for replays', async () => {
    const me = await signUp();
    const key = newKey();

    const first = await api('POST /api/health-import-keys', { token: me.token, headers: keyed(key), body: { name: 'Phone' } });
    const second = await api('POST /api/health-import-keys', { token: me.token, headers: keyed(key), body: { name: 'Phone' } });
    const { Item } = await testDb().send(new GetCommand({ TableName: inject('tableName'), Key: idempotencyRecordKey(me.user.id, key), ConsistentRead: true }));

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
    expect(Item).toBeUndefined();
  });

  describe('a record left behind', () => {
    async function arrange(userId: string, key: string, body: unknown, record: Record<string, unknown>) {
      const fingerprint = fingerprintOf({ method: 'POST', routeKey: 'POST /api/workout-sets', rawPath: '/api/workout-sets', rawBody: Buffer.from(JSON.stringify(body)) });
      const now = Date.now();
      await testDb().send(
        new PutCommand({
          TableName: inject('tableName'),
          Item: { ...idempotencyRecordKey(userId, key), userId, key, status: 'started', fingerprint, attemptId: 'crashed', startedAt: now, expiresAt: Math.floor(now / 1000) + 3600, ...record },
        }),
      );
    }

    it('is still running while fresh (409), and taken over once older than the function timeout', async () => {
      const me = await signUp();
      const session = await startWorkout(me.token);
      const body = { sessionId: session.id, exerciseId: EXERCISES.bench.id, reps: 7 };
      const fresh = newKey();
      const stalled = newKey();
      await arrange(me.user.id, fresh, body, {});
      await arrange(me.user.id, stalled, body, { startedAt: Date.now() - STALE_CLAIM_MS - 1_000 });

      const running = await api('POST /api/workout-sets', { token: me.token, headers: keyed(fresh), body });
      const takenOver = await api('POST /api/workout-sets', { token: me.token, headers: keyed(stalled), body });

      expect(running.status).toBe(409);
      expect(takenOver.status).toBe(201);
      expect(takenOver.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await listSets(me.token, session.id)).toHaveLength(1);
    });

    it('runs the request again once expired, even before TTL removes it', async () => {
      const me = await signUp();
      const session = await startWorkout(me.token);
      const body = { sessionId: session.id, exerciseId: EXERCISES.bench.id, reps: 9 };
      const key = newKey();
      await arrange(me.user.id, key, { other: 'request' }, { status: 'completed', answer: { statusCode: 201, headers: {}, body: '{}' }, expiresAt: Math.floor(Date.now() / 1000) - 60 });

      const result = await api('POST /api/workout-sets', { token: me.token, headers: keyed(key), body });

      expect(result.status).toBe(201);
      expect(await listSets(me.token, session.id)).toHaveLength(1);
    });
  });
});
