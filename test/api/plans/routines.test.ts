import { beforeAll, describe, expect, it } from 'vitest';
import { ID_IN_USE } from '../../../shared/api-types';
import { timeOrderedId } from '../../../shared/ids';
import { DEVICE_ID_SHAPE } from '../../../shared/schemas/sessions';
import { api, callRaw, signUp } from '../../support/api';
import { createRoutine, EXERCISES } from './helpers';

let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/plans/user'],
    ['POST', '/api/plans'],
    ['GET', '/api/plans/x'],
    ['PUT', '/api/plans/x'],
    ['DELETE', '/api/plans/x'],
    ['GET', '/api/plans/x/workouts'],
    ['POST', '/api/workout-plans'],
    ['GET', '/api/workout-plans/x'],
    ['PUT', '/api/workout-plans/x'],
    ['GET', '/api/workouts/user'],
    ['POST', '/api/workouts'],
    ['GET', '/api/workouts/x'],
    ['PUT', '/api/workouts/x'],
    ['DELETE', '/api/workouts/x'],
    ['PUT', '/api/workouts/x/reorder'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const result = await callRaw(method, path, { body: method === 'GET' ? undefined : {} });
    expect(result.status).toBe(401);
  });
});

describe('POST /api/workout-plans (a routine)', () => {
  it('creates a plan and one workout named like it, with the spec defaults and the entries in orderIndex order', async () => {
    const result = await api('POST /api/workout-plans', {
      token: owner.token,
      untypedBody: {
        name: '  Push A ',
        userId: undefined,
        exercises: [
          { exerciseId: EXERCISES.squat.id, sets: 4, orderIndex: 1, warmupSets: 2, weight: 18_500, reps: '5' },
          { exerciseId: EXERCISES.bench.id, orderIndex: 0 },
        ],
      },
    });

    expect(result.status).toBe(201);
    const routine = result.body;
    expect(routine).toMatchObject({
      id: expect.stringMatching(/^[0-9a-z]{21}$/),
      userId: owner.user.id,
      name: 'Push A',
      description: '',
      difficulty: 'beginner',
      isPublic: false,
      duration: null,
    });
    expect(routine.workouts).toHaveLength(1);
    const [workout] = routine.workouts;
    expect(routine.workoutIds).toEqual([workout!.id]);
    expect(workout).toMatchObject({ name: 'Push A', planId: routine.id, userId: owner.user.id, totalExercises: 2 });
    expect(workout!.exercises).toEqual([
      {
        id: `${workout!.id}.0`,
        workoutPlanId: workout!.id,
        exerciseId: EXERCISES.bench.id,
        exerciseName: EXERCISES.bench.name,
        sets: 1,
        reps: '8-12',
        weight: null,
        restSeconds: 60,
        notes: null,
        orderIndex: 0,
        supersetGroup: null,
        warmupSets: 0,
      },
      expect.objectContaining({ id: `${workout!.id}.1`, exerciseId: EXERCISES.squat.id, sets: 4, reps: '5', weight: 18_500, warmupSets: 2, orderIndex: 1 }),
    ]);

    const read = await api('GET /api/workout-plans/{id}', { params: { id: routine.id }, token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(routine);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'Please enter a routine name'],
    ['no name', {}, 'Please enter a routine name'],
    ['0 sets', { name: 'R', exercises: [{ exerciseId: EXERCISES.bench.id, sets: 0 }] }, 'sets must be between 1 and 10.'],
    ['11 sets', { name: 'R', exercises: [{ exerciseId: EXERCISES.bench.id, sets: 11 }] }, 'sets must be between 1 and 10.'],
    ['601 s rest', { name: 'R', exercises: [{ exerciseId: EXERCISES.bench.id, restSeconds: 601 }] }, 'restSeconds must be between 0 and 600.'],
    ['6 warm-up sets', { name: 'R', exercises: [{ exerciseId: EXERCISES.bench.id, warmupSets: 6 }] }, 'warmupSets must be between 0 and 5.'],
  ])('refuses %s (400)', async (_case, body, message) => {
    const result = await api('POST /api/workout-plans', { token: owner.token, body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it("refuses an exercise that does not exist, or another person's custom exercise (404)", async () => {
    const custom = await api('POST /api/exercises', { token: other.token, body: { name: `Secret lift ${Date.now()}`, category: 'Legs', equipment: 'Machine' } });
    expect(custom.status).toBe(201);
    for (const exerciseId of ['No_Such_Exercise', custom.body.id]) {
      const result = await api('POST /api/workout-plans', { token: owner.token, body: { name: 'R', exercises: [{ exerciseId }] } });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ message: 'Exercise not found' });
    }
  });
});

describe('POST /api/workout-plans with the id the phone chose (issue 30: a routine made offline)', () => {
  it('creates the routine under that id once: the same create sent again answers it and adds nothing', async () => {
    const id = timeOrderedId();
    const body = { id, name: 'Made offline', exercises: [{ exerciseId: EXERCISES.squat.id, sets: 3 }] };
    const first = await api('POST /api/workout-plans', { token: owner.token, body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, name: 'Made offline' });

    const again = await api('POST /api/workout-plans', { token: owner.token, body });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const mine = await api('GET /api/plans/user', { token: owner.token, query: { limit: 100 } });
    expect(mine.body.filter((plan) => plan.name === 'Made offline').map((plan) => plan.id)).toEqual([id]);

    // An edit made offline after it goes out next.
    const edited = await api('PUT /api/workout-plans/{id}', { token: owner.token, params: { id }, body: { name: 'Made offline, edited', exercises: [{ exerciseId: EXERCISES.bench.id }] } });
    expect(edited.status).toBe(200);
    expect(edited.body.workouts[0]?.exercises.map((exercise) => exercise.exerciseId)).toEqual([EXERCISES.bench.id]);
  });

  it("answers 409 for an id that names another person's routine, and changes nothing of it", async () => {
    const id = timeOrderedId();
    expect((await api('POST /api/workout-plans', { token: other.token, body: { id, name: 'Theirs' } })).status).toBe(201);
    const taken = await api('POST /api/workout-plans', { token: owner.token, body: { id, name: 'Mine' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: ID_IN_USE });
    const theirs = await api('GET /api/workout-plans/{id}', { token: other.token, params: { id } });
    expect(theirs.body.name).toBe('Theirs');
  });

  it('refuses an id that is not a time-ordered id (400 naming id)', async () => {
    const result = await api('POST /api/workout-plans', { token: owner.token, untypedBody: { id: 'my-own-id', name: 'R' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: DEVICE_ID_SHAPE });
  });
});

describe('PUT /api/workout-plans/{id}', () => {
  it("updates the plan's fields and replaces its workout's exercises", async () => {
    const routine = await createRoutine(owner.token, { name: 'Pull', exercises: [{ exerciseId: EXERCISES.deadlift.id }] });
    const result = await api('PUT /api/workout-plans/{id}', {
      params: { id: routine.id },
      token: owner.token,
      body: { name: 'Pull B', difficulty: 'advanced', exercises: [{ exerciseId: EXERCISES.curl.id, sets: 3 }] },
    });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: routine.id, name: 'Pull B', difficulty: 'advanced', workoutIds: routine.workoutIds });
    expect(result.body.workouts[0]).toMatchObject({ id: routine.workouts[0]!.id, name: 'Pull B' });
    expect(result.body.workouts[0]!.exercises.map((entry) => [entry.exerciseId, entry.sets])).toEqual([[EXERCISES.curl.id, 3]]);
  });

  it('refuses a training plan (404): a plan is edited as a plan (issue 27)', async () => {
    const plan = await api('POST /api/plans', { token: owner.token, body: { name: 'Empty' } });
    const result = await api('PUT /api/workout-plans/{id}', {
      params: { id: plan.body.id },
      token: owner.token,
      body: { name: 'Empty no more', exercises: [{ exerciseId: EXERCISES.bench.id }] },
    });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Routine not found' });
  });

  it("answers 404 for another person's routine and changes nothing", async () => {
    const routine = await createRoutine(owner.token, { name: 'Mine', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const result = await api('PUT /api/workout-plans/{id}', { params: { id: routine.id }, token: other.token, body: { name: 'Stolen', exercises: [] } });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Routine not found' });
    const read = await api('GET /api/workout-plans/{id}', { params: { id: routine.id }, token: owner.token });
    expect(read.body).toEqual(routine);
  });
});

describe('reading routines', () => {
  it("hides another person's private routine (404) and shows a public one", async () => {
    const hidden = await createRoutine(owner.token, { name: 'Private', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const shown = await createRoutine(owner.token, { name: 'Public', isPublic: true, exercises: [{ exerciseId: EXERCISES.bench.id }] });

    for (const path of [`/api/workout-plans/${hidden.id}`, `/api/plans/${hidden.id}`, `/api/plans/${hidden.id}/workouts`, `/api/workouts/${hidden.workoutIds[0]}`]) {
      const result = await callRaw('GET', path, { token: other.token });
      expect(result.status, path).toBe(404);
    }
    for (const path of [`/api/workout-plans/${shown.id}`, `/api/plans/${shown.id}`, `/api/plans/${shown.id}/workouts`, `/api/workouts/${shown.workoutIds[0]}`]) {
      const result = await callRaw('GET', path, { token: other.token });
      expect(result.status, path).toBe(200);
    }
  });

  it('answers 404 for an id that names nothing', async () => {
    for (const path of ['/api/workout-plans/nope', '/api/plans/000000000000000000000', '/api/workouts/nope']) {
      const result = await callRaw('GET', path, { token: owner.token });
      expect(result.status, path).toBe(404);
    }
  });
});

describe('starting a session from a routine', () => {
  it('copies the exercises, their warm-up and working sets and rest times; with a session active it answers that one unchanged', async () => {
    const me = await signUp();
    const routine = await createRoutine(me.token, {
      name: 'Leg Day',
      exercises: [
        { exerciseId: EXERCISES.squat.id, sets: 2, warmupSets: 1, reps: '8-12', weight: 13_500, restSeconds: 150 },
        { exerciseId: EXERCISES.deadlift.id, sets: 1, reps: 'AMRAP' },
      ],
    });

    const started = await api('POST /api/workout-sessions', { token: me.token, body: { workoutPlanId: routine.id, isActive: true } });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      name: 'Leg Day',
      workoutName: 'Leg Day',
      workoutPlanId: routine.id,
      workoutId: routine.workoutIds[0],
      exerciseIds: [EXERCISES.squat.id, EXERCISES.deadlift.id],
      exerciseRestSeconds: { [EXERCISES.squat.id]: 150, [EXERCISES.deadlift.id]: 60 },
    });
    const sets = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: started.body.id }, token: me.token });
    // Issue 27: the routine's reps and weight are each working set's target (a hint), not values the set holds.
    expect(sets.body.map((set) => [set.exerciseId, set.setNumber, set.isWarmup, set.weight, set.reps, set.isCompleted, set.target])).toEqual([
      [EXERCISES.squat.id, 1, true, null, null, false, undefined],
      [EXERCISES.squat.id, 2, false, null, null, false, { reps: '8-12', weight: 13_500 }],
      [EXERCISES.squat.id, 3, false, null, null, false, { reps: '8-12', weight: 13_500 }],
      [EXERCISES.deadlift.id, 1, false, null, null, false, { reps: 'AMRAP', weight: null }],
    ]);

    const again = await api('POST /api/workout-sessions', { token: me.token, body: { workoutPlanId: routine.id, isActive: true } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(started.body);
    const setsAfter = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: started.body.id }, token: me.token });
    expect(setsAfter.body).toEqual(sets.body);

    // Replacing an exercise hands its routine rest to the replacement.
    const replaced = await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', {
      params: { id: started.body.id, exerciseId: EXERCISES.squat.id },
      token: me.token,
      body: { newExerciseId: EXERCISES.bench.id },
    });
    expect(replaced.status).toBe(200);
    const afterReplace = await api('GET /api/workout-sessions/{id}', { params: { id: started.body.id }, token: me.token });
    expect(afterReplace.body.exerciseRestSeconds).toEqual({ [EXERCISES.bench.id]: 150, [EXERCISES.deadlift.id]: 60 });
    expect(replaced.body.exerciseRestSeconds).toEqual(afterReplace.body.exerciseRestSeconds);
  });

  it("starts from a workout by id, a typed name winning, and refuses another person's private routine (404)", async () => {
    const me = await signUp();
    const routine = await createRoutine(owner.token, { name: 'Owner only', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const refused = await api('POST /api/workout-sessions', { token: me.token, body: { workoutPlanId: routine.id } });
    expect(refused.status).toBe(404);
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();

    const mine = await createRoutine(me.token, { name: 'Bench only', exercises: [{ exerciseId: EXERCISES.bench.id, sets: 2 }] });
    const started = await api('POST /api/workout-sessions', { token: me.token, body: { workoutId: mine.workoutIds[0], name: 'Tuesday' } });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ name: 'Tuesday', workoutName: 'Bench only', workoutId: mine.workoutIds[0], exerciseIds: [EXERCISES.bench.id] });
  });
});
