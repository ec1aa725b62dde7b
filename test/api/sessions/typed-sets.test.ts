/** Issue 29: sets of every exercise type: time and distance, checked per type; old sets read with the default type. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { setKey } from '../../../functions/sessions/keys';
import { api, signUp } from '../../support/api';
import { testDb } from '../../support/db';
import { addSet, EXERCISES, finishWorkout, getSession, listSets, startWorkout } from './helpers';

const PLANK = 'Plank';
const RUN = 'Running_Treadmill';
const ASSISTED = 'Band_Assisted_Pull-Up';

const addSetAnswer = (token: string, sessionId: string, exerciseId: string, body: Record<string, unknown>) =>
  api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: sessionId, exerciseId }, token, body });

describe('typed sets (issue 29)', () => {
  it('stores a plank of 1:30 and a 5 km run in 25:00, each with its exercise type', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const plank = await addSet(me.token, session.id, PLANK, { durationSeconds: 90, isCompleted: true });
    const run = await addSet(me.token, session.id, RUN, { distanceMeters: 5000, durationSeconds: 1500, isCompleted: true });

    expect(plank).toMatchObject({ exerciseType: 'duration', durationSeconds: 90, distanceMeters: null, weight: null, reps: null, isCompleted: true });
    expect(run).toMatchObject({ exerciseType: 'distance_duration', durationSeconds: 1500, distanceMeters: 5000 });
    expect((await listSets(me.token, session.id)).map((set) => [set.exerciseType, set.durationSeconds, set.distanceMeters])).toEqual([
      ['duration', 90, null],
      ['distance_duration', 1500, 5000],
    ]);
  });

  it('changes a time by PATCH, and completes a timed set only with its time', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const plank = await addSet(me.token, session.id, PLANK, {});

    const untimed = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: plank.id }, token: me.token });
    expect(untimed.status).toBe(400);
    expect(untimed.body).toEqual({ message: 'Enter the time to complete this set.' });

    const changed = await api('PATCH /api/workout-sets/{id}', { params: { id: plank.id }, token: me.token, body: { durationSeconds: 75 } });
    expect(changed.status).toBe(200);
    expect(changed.body.durationSeconds).toBe(75);
    const ticked = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: plank.id }, token: me.token, body: { durationSeconds: 80 } });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ isCompleted: true, durationSeconds: 80 });
  });

  it.each([
    ['a time on a weight & reps exercise', EXERCISES.bench.id, { durationSeconds: 60 }, 'durationSeconds is not a measure of a weight & reps exercise.'],
    ['a distance on a plank', PLANK, { distanceMeters: 100 }, 'distanceMeters is not a measure of a duration exercise.'],
    ['a time on a farmer\'s walk', 'Farmers_Walk', { weight: 4000, durationSeconds: 60 }, 'durationSeconds is not a measure of a weight & distance exercise.'],
    ['a negative time', PLANK, { durationSeconds: -1 }, 'durationSeconds cannot be negative.'],
    ['a time in minutes as text', PLANK, { durationSeconds: '1:30' }, 'durationSeconds must be a number (seconds).'],
    ['a fractional distance', RUN, { distanceMeters: 12.5 }, 'distanceMeters must be a whole number of metres.'],
  ])('answers 400 naming the field for %s', async (_case, exerciseId, body, message) => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await addSetAnswer(me.token, session.id, exerciseId, body);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it('keeps weight and reps on a typed exercise, as a client that does not know types sends them', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const plank = await addSet(me.token, session.id, PLANK, { reps: 1, isCompleted: true });
    const pushups = await addSet(me.token, session.id, 'Pushups', { weight: 2000, reps: 10, isCompleted: true });
    expect(plank).toMatchObject({ exerciseType: 'duration', reps: 1, isCompleted: true });
    expect(pushups).toMatchObject({ exerciseType: 'bodyweight_reps', weight: 2000, reps: 10 });
  });

  it('refuses a distance on a plank by PATCH too, and keeps the set as it was', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const plank = await addSet(me.token, session.id, PLANK, { durationSeconds: 60 });

    const result = await api('PATCH /api/workout-sets/{id}', { params: { id: plank.id }, token: me.token, body: { distanceMeters: 100 } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'distanceMeters is not a measure of a duration exercise.' });
    expect((await listSets(me.token, session.id))[0]).toMatchObject({ durationSeconds: 60, distanceMeters: null });
  });

  it('adds no tonnage and no weight record for assisted, timed and distance sets', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, ASSISTED, { weight: 6600, reps: 8, isCompleted: true });
    await addSet(me.token, session.id, PLANK, { durationSeconds: 90, isCompleted: true });
    await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5, isCompleted: true });

    const finished = await finishWorkout(me.token, session.id);
    expect(finished.totalWeight).toBe(500);
    // An assisted set's weight is its assistance: it sets the assisted records (typed-records.test.ts), no weight record.
    expect(finished.personalRecords?.filter((record) => record.exerciseId === ASSISTED).map((record) => record.kind)).toEqual(['most_reps', 'least_assistance']);
    expect(finished.personalRecords?.some((record) => record.exerciseId === EXERCISES.bench.id)).toBe(true);
  });

  it('reads a set stored before types as weight & reps with no time and no distance (nothing rewritten)', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });
    const db = testDb();
    const Key = setKey(session.id, set.id.split('.')[1] ?? '');
    const { Item } = await db.send(new GetCommand({ TableName: inject('tableName'), Key }));
    const { exerciseType: _type, durationSeconds: _duration, distanceMeters: _distance, ...before } = Item ?? {};
    await db.send(new PutCommand({ TableName: inject('tableName'), Item: before }));

    const [read] = await listSets(me.token, session.id);
    expect(read).toMatchObject({ id: set.id, exerciseType: 'weight_reps', durationSeconds: null, distanceMeters: null, weight: 10_000, reps: 5 });
    const { Item: after } = await db.send(new GetCommand({ TableName: inject('tableName'), Key }));
    expect(after?.exerciseType).toBeUndefined();
    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([EXERCISES.bench.id]);
  });

  it('logs a completed workout with typed sets, and refuses a time on a weight & reps exercise', async () => {
    const me = await signUp();
    const startTime = new Date(Date.now() - 3_600_000).toISOString();
    const logged = await api('POST /api/workout-sessions/completed', {
      token: me.token,
      body: { startTime, durationMinutes: 40, exercises: [{ exerciseId: RUN, sets: [{ distanceMeters: 5000, durationSeconds: 1500 }] }] },
    });
    expect(logged.status).toBe(201);
    expect((await listSets(me.token, logged.body.id))[0]).toMatchObject({ exerciseType: 'distance_duration', distanceMeters: 5000, durationSeconds: 1500 });

    const refused = await api('POST /api/workout-sessions/completed', {
      token: me.token,
      body: { startTime, durationMinutes: 40, exercises: [{ exerciseId: EXERCISES.bench.id, sets: [{ weight: 100, reps: 5, durationSeconds: 30 }] }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'durationSeconds is not a measure of a weight & reps exercise.' });
  });
});
