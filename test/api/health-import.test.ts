import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { WorkoutSession } from '../../shared/api-types';
import { HEALTH_IMPORT_NOTES } from '../../shared/schemas/health';
import { healthImportClaimKey } from '../../functions/sessions/keys';
import { api, messageOf, signUp } from '../support/api';
import { createFollow, testDb } from '../support/db';


const importWorkout = (token: string | undefined, body: unknown) => api('POST /api/workout-sessions/import-health', { token, untypedBody: body });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const uniqueId = () => `health-${randomUUID()}`;

/** A workout as the spec's /health-return sends it (001 section 3): its duration the minutes between its times. */
function run(overrides: Record<string, unknown> = {}) {
  const start = hoursAgo(26);
  const times = { startTime: start.toISOString(), endTime: new Date(start.getTime() + 42 * 60_000 + 20_000).toISOString(), ...overrides };
  const minutes = Math.max(0, Math.round((Date.parse(String(times.endTime)) - Date.parse(String(times.startTime))) / 60_000));
  return {
    name: 'Evening Run',
    type: 'cardio',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 42 * 60_000 + 20_000).toISOString(),
    duration: Number.isNaN(minutes) ? 42 : minutes,
    caloriesBurned: 388.6,
    distance: 7.4,
    appleHealthId: uniqueId(),
    importedFromHealth: true,
    status: 'completed',
    completedAt: new Date(start.getTime() + 42 * 60_000 + 20_000).toISOString(),
    notes: HEALTH_IMPORT_NOTES,
    ...overrides,
  };
}

async function imported(token: string, body: unknown): Promise<WorkoutSession> {
  const result = await importWorkout(token, body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  expect(result.body.imported).toBe(true);
  return result.body.session;
}

const statsOf = async (token: string, userId: string) => (await api('GET /api/users/{id}/statistics', { params: { id: userId }, token })).body;
const completedOf = async (token: string, userId: string) =>
  (await api('GET /api/users/{id}/completed-workouts', { params: { id: userId }, query: { limit: 100 }, token })).body;

describe('POST /api/workout-sessions/import-health', () => {
  it('answers 401 without a sign-in token or import key', async () => {
    const result = await importWorkout(undefined, run());
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });

  it('creates a completed workout without sets that carries the health details (201, imported: true)', async () => {
    const me = await signUp();
    const body = run({ startTime: '2026-01-10T18:05:00+01:00', endTime: '2026-01-10T18:47:20+01:00', completedAt: '2026-01-10T18:47:20+01:00' });

    const result = await importWorkout(me.token, body);

    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      imported: true,
      session: {
        id: expect.stringMatching(/^[0-9a-z]{21}$/),
        userId: me.user.id,
        name: 'Evening Run',
        workoutName: null,
        isActive: false,
        status: 'completed',
        startTime: '2026-01-10T17:05:00.000Z',
        startedAt: '2026-01-10T17:05:00.000Z',
        createdAt: expect.any(String),
        endTime: '2026-01-10T17:47:20.000Z',
        completedAt: '2026-01-10T17:47:20.000Z',
        duration: 42,
        workoutPlanId: null,
        workoutId: null,
        totalWeight: 0,
        notes: HEALTH_IMPORT_NOTES,
        exerciseIds: [],
        exerciseRestSeconds: {},
        health: { type: 'cardio', caloriesBurned: 389, distance: 7.4, appleHealthId: body.appleHealthId, importedFromHealth: true },
      },
    });

    const { session } = result.body;
    const read = await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(session);
    const sets = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: session.id }, token: me.token });
    expect(sets).toMatchObject({ status: 200, body: [] });
  });

  it('counts in the completed list and the statistics (one more workout, no volume), newest by completion', async () => {
    const me = await signUp();
    const older = await imported(me.token, run({ startTime: hoursAgo(50).toISOString(), endTime: hoursAgo(49).toISOString(), completedAt: undefined }));
    const newer = await imported(me.token, run({ startTime: hoursAgo(3).toISOString(), endTime: hoursAgo(2).toISOString(), completedAt: undefined }));

    const completed = await completedOf(me.token, me.user.id);
    expect(completed.map((workout) => workout.id)).toEqual([newer.id, older.id]);
    expect(completed[0]).toEqual({
      id: newer.id,
      name: 'Evening Run',
      startTime: newer.startTime,
      completedAt: newer.endTime,
      endTime: newer.endTime,
      createdAt: newer.createdAt,
      totalWeight: 0,
      duration: 60,
      personalRecordCount: 0,
    });
    const stats = await statsOf(me.token, me.user.id);
    expect(stats).toMatchObject({ totalWorkouts: 2, totalVolume: 0 });
  });

  it('imports the same workout once: sent again it answers 200, imported: false, with the stored workout', async () => {
    const me = await signUp();
    const body = run();
    const first = await imported(me.token, body);

    const again = await importWorkout(me.token, { ...body, name: 'Renamed in Health', caloriesBurned: 500 });

    expect(again.status).toBe(200);
    expect(again.body).toEqual({ imported: false, session: first });
    expect(await completedOf(me.token, me.user.id)).toHaveLength(1);
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(1);
  });

  it('stores one workout when the same one is sent many times at once', async () => {
    const me = await signUp();
    const body = run();

    const results = await Promise.all(Array.from({ length: 8 }, () => importWorkout(me.token, body)));

    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(results.map((result) => result.body.session.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.body.imported)).toHaveLength(1);
    expect(await completedOf(me.token, me.user.id)).toHaveLength(1);
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(1);
  });

  it('keeps people apart: another person importing the same appleHealthId gets a workout of their own', async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const body = run();
    const mine = await imported(me.token, body);

    const theirs = await importWorkout(other.token, body);

    expect(theirs.status).toBe(201);
    expect(theirs.body.session.id).not.toBe(mine.id);
    expect(theirs.body.session.userId).toBe(other.user.id);
    expect(await completedOf(other.token, other.user.id)).toHaveLength(1);
    expect(await completedOf(me.token, me.user.id)).toHaveLength(1);
    // Neither can read the other's.
    expect((await api('GET /api/workout-sessions/{id}', { params: { id: mine.id }, token: other.token })).status).toBe(404);
  });

  it('takes what a Shortcut sends: numbers as text with a decimal comma, any offset, activityType for name and type', async () => {
    const me = await signUp();

    const session = await imported(me.token, {
      activityType: '13',
      startTime: '2026-01-12 06:00:00 +0530',
      endTime: '2026-01-12T07:10:30+05:30',
      duration: '70,5',
      caloriesBurned: '301,4',
      distance: '',
      appleHealthId: uniqueId(),
    });

    expect(session).toMatchObject({
      name: 'Strength Training',
      startTime: '2026-01-12T00:30:00.000Z',
      endTime: '2026-01-12T01:40:30.000Z',
      duration: 71,
      notes: HEALTH_IMPORT_NOTES,
      health: { type: 'strength', caloriesBurned: 301, distance: null },
    });
  });

  it('takes start and end over a duration in seconds, as Shortcuts and Health Auto Export send it', async () => {
    const me = await signUp();

    const session = await imported(me.token, run({ startTime: '2026-01-12T07:00:00Z', endTime: '2026-01-12T08:05:00Z', duration: '3900' }));

    expect(session.duration).toBe(65);
  });

  it.each([
    ['1,234', 1234],
    ['1 234', 1234],
    ['1.234,4', 1234],
  ])('reads calories %j with thousands separators as %d', async (caloriesBurned, stored) => {
    const me = await signUp();

    const session = await imported(me.token, run({ caloriesBurned }));

    expect(session.health?.caloriesBurned).toBe(stored);
  });

  it.each([
    ['a duration that disagrees with start and end', { startTime: '2026-01-12T07:00:00Z', endTime: '2026-01-12T08:05:00Z', duration: 90 }, /^duration must be the seconds between startTime and endTime \(3900\), or leave it out; it is 90\.$/],
    ['calories two locales read differently', { caloriesBurned: '12,34,567' }, /^caloriesBurned could be read as more than one number/],
    ['a time without a zone', { startTime: '2026-01-12T06:00:00' }, /^startTime must be an ISO 8601 date and time with a time zone/],
    ['an unknown type', { type: 'running' }, /^type must be one of cardio, strength, flexibility, mixed\.$/],
    ['a negative duration', { duration: '-3' }, /^duration cannot be negative\.$/],
    ['calories as words', { caloriesBurned: 'many' }, /^caloriesBurned must be a number\.$/],
    ['an end before the start', { endTime: hoursAgo(27).toISOString() }, /^endTime must not be before startTime\.$/],
    ['no appleHealthId', { appleHealthId: undefined }, /^appleHealthId is required\.$/],
    ['a start in the future', { startTime: new Date(Date.now() + 10 * 60_000).toISOString(), endTime: new Date(Date.now() + 20 * 60_000).toISOString() }, /^startTime cannot be in the future\.$/],
    ['an appleHealthId too long to store (256 emoji, over 1 KB)', { appleHealthId: '🏃'.repeat(256) }, /^appleHealthId is too long\.$/],
    ['an end in the future', { startTime: hoursAgo(1).toISOString(), endTime: new Date(Date.now() + 30 * 60_000).toISOString() }, /^endTime cannot be in the future\.$/],
  ])('answers 400 naming the field for %s, and stores nothing', async (_label, changes, message) => {
    const me = await signUp();

    const result = await importWorkout(me.token, run(changes));

    expect(result.status).toBe(400);
    expect(messageOf(result)).toMatch(message);
    expect(await completedOf(me.token, me.user.id)).toEqual([]);
  });

  it('accepts an appleHealthId of the longest length allowed (256 characters)', async () => {
    const me = await signUp();
    const appleHealthId = `${randomUUID()}-${'x'.repeat(256 - 37)}`;

    const session = await imported(me.token, run({ appleHealthId }));

    expect(session.health?.appleHealthId).toBe(appleHealthId);
    expect((await importWorkout(me.token, run({ appleHealthId }))).body.imported).toBe(false);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const me = await signUp();
    expect((await api('POST /api/workout-sessions/import-health', { token: me.token, rawBody: '{"name":' })).status).toBe(400);
    expect((await api('POST /api/workout-sessions/import-health', { token: me.token, untypedBody: [run()] })).status).toBe(400);
  });

  it('does not notify followers (a backfill of months would flood them), while a logged workout does', async () => {
    const [me, follower] = await Promise.all([signUp(), signUp()]);
    await createFollow(follower.user.id, me.user.id);

    await imported(me.token, run({ startTime: hoursAgo(1).toISOString(), endTime: hoursAgo(0.5).toISOString(), completedAt: undefined }));
    const afterImport = await api('GET /api/notifications', { token: follower.token });
    expect(afterImport.body).toEqual([]);

    // The same follower does hear of a workout logged in the app, so the silence above is the import's.
    const logged = await api('POST /api/workout-sessions/completed', {
      token: me.token,
      body: {
        name: 'Gym',
        startTime: hoursAgo(0.4).toISOString(),
        durationMinutes: 10,
        exercises: [{ exerciseId: 'Barbell_Squat', sets: [{ weight: 13_500, reps: 5, isWarmup: false, isCompleted: true }] }],
      },
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    // Told from the table's stream (issue 31), after the import's own record had its chance: the log's notice only.
    const typesOf = async () => (await api('GET /api/notifications', { token: follower.token })).body.map((notification) => notification.type);
    await expect.poll(typesOf, { timeout: 20_000, interval: 200 }).toEqual(['workout_complete']);
  });

  it('leaves the active workout alone', async () => {
    const me = await signUp();
    const started = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Push Day' } });
    expect(started.status).toBe(201);

    await imported(me.token, run());

    const active = await api('GET /api/workout-sessions/active', { token: me.token });
    expect(active.body).toMatchObject({ id: started.body.id, status: 'active', name: 'Push Day' });
  });

  it('can be shared to the feed like any finished workout (no exercises, no volume)', async () => {
    const me = await signUp();
    const session = await imported(me.token, run());

    const post = await api('POST /api/social-posts', { token: me.token, body: { content: 'Rainy run', workoutSessionId: session.id } });

    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(post.body.workout).toEqual({
      sessionId: session.id,
      name: 'Evening Run',
      durationMinutes: 42,
      totalVolume: 0,
      exerciseCount: 0,
      setCount: 0,
      bestSets: [],
      personalRecordCount: 0,
    });
  });

  it('discarding an imported workout removes it from the counts and lets the same workout be imported again', async () => {
    const me = await signUp();
    const body = run();
    const first = await imported(me.token, body);

    const discarded = await api('DELETE /api/workout-sessions/{id}', { params: { id: first.id }, token: me.token });
    expect(discarded.status).toBe(204);
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(0);
    const { Item: claim } = await testDb().send(
      new GetCommand({ TableName: inject('tableName'), Key: healthImportClaimKey(me.user.id, body.appleHealthId), ConsistentRead: true }),
    );
    expect(claim).toBeUndefined();

    const again = await importWorkout(me.token, body);
    expect(again.status).toBe(201);
    expect(again.body.session.id).not.toBe(first.id);
    expect((await statsOf(me.token, me.user.id)).totalWorkouts).toBe(1);
  });

  it('stores the claim beside the person, naming the session it created', async () => {
    const me = await signUp();
    const body = run();
    const session = await imported(me.token, body);

    const { Item } = await testDb().send(
      new GetCommand({ TableName: inject('tableName'), Key: healthImportClaimKey(me.user.id, body.appleHealthId), ConsistentRead: true }),
    );

    expect(Item).toMatchObject({ entity: 'HealthImportClaim', userId: me.user.id, appleHealthId: body.appleHealthId, sessionId: session.id });
  });
});
