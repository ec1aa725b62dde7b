import { describe, expect, it } from 'vitest';
import type { WorkoutSet } from '../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../shared/constants';
import { api, callRaw, signUp } from '../../support/api';
import { addSet, EXERCISES, finishWorkout, getSession, listSets, startWorkout } from './helpers';

/** The fields a confirmed personal record takes from the set that made it. */
const record = (set: WorkoutSet) => ({ exerciseId: set.exerciseId, exerciseName: set.exerciseName, setId: set.id, weight: set.weight, reps: set.reps });

describe('authentication', () => {
  it.each([
    ['GET', '/api/workout-sessions/active'],
    ['GET', '/api/workout-sessions/current'],
    ['POST', '/api/workout-sessions'],
    ['GET', '/api/workout-sessions/some-id'],
    ['PUT', '/api/workout-sessions/some-id'],
    ['DELETE', '/api/workout-sessions/some-id'],
    ['POST', '/api/workout-sets'],
    ['PATCH', '/api/workout-sets/some-id/toggle-completion'],
    ['GET', '/api/users/some-id/statistics'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const result = await callRaw(method, path, { body: method === 'GET' ? undefined : {} });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/workout-sessions', () => {
  it('starts an active session owned by the caller, on the server clock', async () => {
    const me = await signUp();
    const before = Date.now();
    const result = await api('POST /api/workout-sessions', {
      token: me.token,
      body: {
        name: '  Push Day ',
        isActive: true,
        totalWeight: 5000,
        userId: 'someone-else',
        startedAt: '2001-01-01T00:00:00.000Z',
        startTime: '2001-01-01T00:00:00.000Z',
      },
    });

    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{21}$/),
      userId: me.user.id,
      name: 'Push Day',
      workoutName: null,
      isActive: true,
      status: 'active',
      startTime: expect.any(String),
      startedAt: expect.any(String),
      createdAt: expect.any(String),
      endTime: null,
      completedAt: null,
      duration: null,
      workoutPlanId: null,
      workoutId: null,
      totalWeight: 0,
      notes: null,
      exerciseIds: [],
      exerciseRestSeconds: {},
    });
    const started = Date.parse(result.body.startTime);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(result.body.startedAt).toBe(result.body.startTime);
  });

  it.each([
    ['a blank name', { name: '   ', isActive: true }],
    ['no name', { isActive: true }],
    ['no body at all', undefined],
  ])('names the session Quick Workout for %s', async (_case, body) => {
    const me = await signUp();
    const result = await api('POST /api/workout-sessions', { token: me.token, untypedBody: body });

    expect(result.status).toBe(201);
    expect(result.body.name).toBe(QUICK_WORKOUT_NAME);
  });

  it('answers the existing active session (200) instead of starting a second one', async () => {
    const me = await signUp();
    const first = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'First', isActive: true } });
    const second = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Second', isActive: true } });

    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('lets racing starts create exactly one session', async () => {
    const me = await signUp();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => api('POST /api/workout-sessions', { token: me.token, body: { name: `Race ${index}`, isActive: true } })),
    );

    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const active = await api('GET /api/workout-sessions/active', { token: me.token });
    expect(active.body?.id).toBe(results[0]?.body.id);
  });

  it('starts a new session once the active one is finished', async () => {
    const me = await signUp();
    const first = await startWorkout(me.token);
    await finishWorkout(me.token, first.id);
    const second = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Again', isActive: true } });

    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.id);
  });

  it.each([
    ['isActive false', { name: 'x', isActive: false }, 'isActive must be true: a workout session starts active.'],
    ['a name that is not text', { name: 42, isActive: true }, 'name must be text.'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Workout name must be at most 100 characters.'],
    ['a workoutPlanId that is not text', { workoutPlanId: 7 }, 'workoutPlanId must be text.'],
    ['a negative totalWeight', { totalWeight: -1 }, 'totalWeight cannot be negative.'],
    ['isActive as text', { isActive: 'true' }, 'isActive must be true: a workout session starts active.'],
    ['an unknown field', { name: 'x', email: { $ne: null } }, 'Unknown field: email.'],
    ['a body that is not an object', [1, 2, 3], 'The request body must be a JSON object.'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const me = await signUp();
    const result = await api('POST /api/workout-sessions', { token: me.token, untypedBody: body });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
  });
});

describe('GET /api/workout-sessions/active and /current', () => {
  it('answer null (200) when there is no active session', async () => {
    const me = await signUp();
    for (const path of ['/api/workout-sessions/active', '/api/workout-sessions/current']) {
      const result = await callRaw('GET', path, { token: me.token });
      expect(result.status).toBe(200);
      expect(result.body).toBeNull();
      expect(result.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('both answer the active session, and only the caller’s', async () => {
    const me = await signUp();
    const other = await signUp();
    const session = await startWorkout(me.token);

    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toEqual(session);
    expect((await api('GET /api/workout-sessions/current', { token: me.token })).body).toEqual(session);
    expect((await api('GET /api/workout-sessions/active', { token: other.token })).body).toBeNull();
  });
});

describe('GET /api/workout-sessions/{id}', () => {
  it('answers my session', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it.each([
    ['another user’s session', 'other'],
    ['an unknown id', '0'.repeat(21)],
    ['a malformed id', 'not-a-session'],
  ])('answers 404 for %s', async (_case, which) => {
    const owner = await signUp();
    const me = await signUp();
    const session = await startWorkout(owner.token);
    const id = which === 'other' ? session.id : which;

    const result = await api('GET /api/workout-sessions/{id}', { params: { id }, token: me.token });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Workout session not found' });
  });
});

describe('PUT /api/workout-sessions/{id}', () => {
  it('renames a session without finishing it', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, body: { name: ' Leg Day ' } });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ...session, name: 'Leg Day' });
    expect(await getSession(me.token, session.id)).toEqual({ ...session, name: 'Leg Day' });
  });

  it('finishes: completed, server-clock times (no time sent), duration, total weight of completed working sets, active cleared', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const ten = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 10, isCompleted: true });
    const eight = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_250, reps: 8, isCompleted: true });
    await addSet(me.token, session.id, EXERCISES.squat.id, { weight: 6_000, reps: 10, isCompleted: true, isWarmup: true });
    await addSet(me.token, session.id, EXERCISES.squat.id, { weight: 20_000, reps: 5, isCompleted: false });

    const finished = await api('PUT /api/workout-sessions/{id}', {
      params: { id: session.id },
      token: me.token,
      body: { status: 'completed', isActive: false },
    });

    expect(finished.status).toBe(200);
    expect(finished.body).toEqual({
      ...session,
      exerciseIds: [EXERCISES.bench.id, EXERCISES.squat.id],
      status: 'completed',
      isActive: false,
      endTime: expect.any(String),
      completedAt: expect.any(String),
      duration: 0,
      totalWeight: 1820,
      // The first bench press ever: its records, as the finish confirms them (the squat warm-up sets none).
      personalRecords: [
        { ...record(eight), kind: 'heaviest_weight', value: 10_250 },
        { ...record(ten), kind: 'best_e1rm', value: 13_333 },
        { ...record(eight), kind: 'best_reps', value: 8 },
        { ...record(ten), kind: 'best_reps', value: 10 },
        { ...record(ten), kind: 'best_set_volume', value: 100_000 },
        { exerciseId: EXERCISES.bench.id, exerciseName: EXERCISES.bench.name, kind: 'best_session_volume', value: 182_000 },
      ],
    });
    expect(finished.body.completedAt).toBe(finished.body.endTime);
    expect(Date.parse(finished.body.completedAt ?? '')).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(Date.parse(finished.body.completedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(session.startTime));
    expect(await getSession(me.token, session.id)).toEqual(finished.body);
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
  });

  it('finishes with isActive false alone, and can rename in the same call', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, body: { isActive: false, name: 'Done' } });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'completed', isActive: false, name: 'Done', totalWeight: 0 });
  });

  it('finishing twice is a no-op answering the finished session', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const first = await finishWorkout(me.token, session.id);
    const second = await finishWorkout(me.token, session.id);

    expect(second).toEqual(first);
  });

  it('refuses to restart a finished workout with 409', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const finished = await finishWorkout(me.token, session.id);

    const result = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, body: { status: 'active', isActive: true } });

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'A finished workout cannot be restarted.' });
    expect(await getSession(me.token, session.id)).toEqual(finished);
  });

  it('renames a finished workout', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await finishWorkout(me.token, session.id);

    const result = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, body: { name: 'Renamed' } });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name: 'Renamed', status: 'completed' });
  });

  it.each([
    ['an unknown status', { status: 'paused' }, "status must be 'active' or 'completed'."],
    ['a blank name', { name: '  ' }, 'Workout name cannot be empty.'],
    ['status and isActive that disagree', { status: 'completed', isActive: true }, 'status and isActive disagree.'],
    ['isActive as text', { isActive: 'false' }, 'isActive must be true or false.'],
    ['a body that is not an object', [1, 2], expect.any(String)],
  ])('answers 400 for %s and leaves the session as it was', async (_case, body, message) => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token, untypedBody: body });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it('answers 404 for another user’s session and changes nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const session = await startWorkout(owner.token);

    const rename = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: intruder.token, body: { name: 'Mine now' } });
    const finish = await api('PUT /api/workout-sessions/{id}', { params: { id: session.id }, token: intruder.token, body: { status: 'completed' } });

    expect(rename.status).toBe(404);
    expect(finish.status).toBe(404);
    expect(finish.body).toEqual({ message: 'Workout session not found' });
    expect(await getSession(owner.token, session.id)).toEqual(session);
  });
});

describe('DELETE /api/workout-sessions/{id} (discard)', () => {
  it('deletes the session and its sets and clears the active session', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });
    await addSet(me.token, session.id, EXERCISES.squat.id);

    const result = await api('DELETE /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token });

    expect(result.status).toBe(204);
    expect(result.body).toBeNull();
    expect((await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token })).status).toBe(404);
    expect((await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: session.id }, token: me.token })).status).toBe(404);
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
    expect((await api('DELETE /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token })).status).toBe(404);
    // A new workout can start at once.
    expect((await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Next', isActive: true } })).status).toBe(201);
  });

  it('answers 404 for another user’s session and deletes nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const session = await startWorkout(owner.token);
    await addSet(owner.token, session.id, EXERCISES.bench.id);

    const result = await api('DELETE /api/workout-sessions/{id}', { params: { id: session.id }, token: intruder.token });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Workout session not found' });
    expect(await getSession(owner.token, session.id)).toMatchObject({ id: session.id, isActive: true });
    expect(await listSets(owner.token, session.id)).toHaveLength(1);
    expect((await api('GET /api/workout-sessions/active', { token: owner.token })).body).toMatchObject({ id: session.id });
  });

  it('answers 404 for a malformed id', async () => {
    const me = await signUp();
    const result = await api('DELETE /api/workout-sessions/{id}', { params: { id: '../..' }, token: me.token });
    expect(result.status).toBe(404);
  });
});
