import { describe, expect, it } from 'vitest';
import { MAX_REPS, MAX_WEIGHT_HUNDREDTHS } from '../../../shared/constants';
import { api, signUp } from '../../support/api';
import { addSet, bareSet, EXERCISES, finishWorkout, getSession, listSets, setOrder, startWorkout } from './helpers';

describe('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', () => {
  it('adds a set with the spec defaults, named after the exercise, and adds the exercise to the session', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: EXERCISES.bench.id }, token: me.token });

    expect(result.status).toBe(201);
    expect(bareSet(result.body)).toEqual({
      id: expect.stringMatching(new RegExp(`^${session.id}\\.[0-9a-z]{21}$`)),
      sessionId: session.id,
      exerciseId: EXERCISES.bench.id,
      exerciseName: EXERCISES.bench.name,
      exerciseOrder: 0,
      setNumber: 1,
      weight: null,
      reps: null,
      isCompleted: false,
      isWarmup: false,
      setType: 'normal',
      createdAt: expect.any(String),
      exerciseType: 'weight_reps',
      durationSeconds: null,
      distanceMeters: null,
    });
    // Issue 14: the answer carries what else changed: the exercise joined the session's order.
    expect(result.body.exerciseIds).toEqual([EXERCISES.bench.id]);
    expect(result.body.exerciseSets).toEqual([bareSet(result.body)]);
    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([EXERCISES.bench.id]);
  });

  it('answers the session order and every set of the exercise as a re-read would show them (issue 14)', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5, isCompleted: true });

    const squat = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: EXERCISES.squat.id }, token: me.token, body: { weight: 20_000, reps: 3 } });
    const bench = await api('POST /api/workout-sets', {
      token: me.token,
      body: { sessionId: session.id, exerciseId: EXERCISES.bench.id, weight: 12_000, reps: 5, isCompleted: true },
    });

    const sets = await listSets(me.token, session.id);
    expect(squat.body.exerciseIds).toEqual([EXERCISES.bench.id, EXERCISES.squat.id]);
    expect(squat.body.exerciseSets).toEqual(sets.filter((set) => set.exerciseId === EXERCISES.squat.id));
    expect(bench.body.exerciseIds).toEqual((await getSession(me.token, session.id)).exerciseIds);
    // The heavier second set takes the first one's records: both sets come back with their flags as a re-read shows them.
    expect(bench.body.exerciseSets).toEqual(sets.filter((set) => set.exerciseId === EXERCISES.bench.id));
    expect(bench.body.exerciseSets.map((set) => set.personalRecords?.includes('heaviest_weight') ?? false)).toEqual([true, true]);
  });

  it('keeps the given weight, reps and flags, and ignores a client set number', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const set = await addSet(me.token, session.id, EXERCISES.squat.id, { setNumber: 7, weight: 22_550, reps: 5, isCompleted: true, isWarmup: true });

    expect(set).toMatchObject({ setNumber: 1, weight: 22_550, reps: 5, isCompleted: true, isWarmup: true });
  });

  it('numbers sets per exercise and orders exercises by when they joined', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.bench.id);
    await addSet(me.token, session.id, EXERCISES.squat.id);
    await addSet(me.token, session.id, EXERCISES.bench.id);
    const third = await addSet(me.token, session.id, EXERCISES.bench.id);

    expect(third).toMatchObject({ setNumber: 3, exerciseOrder: 0 });
    expect(setOrder(await listSets(me.token, session.id))).toEqual([
      `${EXERCISES.bench.id}:1`,
      `${EXERCISES.bench.id}:2`,
      `${EXERCISES.bench.id}:3`,
      `${EXERCISES.squat.id}:1`,
    ]);
    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([EXERCISES.bench.id, EXERCISES.squat.id]);
  });

  it('gives racing adds distinct numbers and adds a new exercise to the session once', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const sets = await Promise.all(Array.from({ length: 5 }, () => addSet(me.token, session.id, EXERCISES.deadlift.id)));

    expect(sets.map((set) => set.setNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([EXERCISES.deadlift.id]);
  });

  it('answers 404 for an unknown exercise and changes nothing', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: 'No_Such_Exercise' }, token: me.token, body: {} });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Exercise not found' });
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it('answers 404 for another user’s session and adds nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const session = await startWorkout(owner.token);

    const result = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: EXERCISES.bench.id }, token: intruder.token, body: {} });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Workout session not found' });
    expect(await listSets(owner.token, session.id)).toEqual([]);
  });

  it('answers 409 for a finished workout and leaves its total alone', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 10, isCompleted: true });
    const finished = await finishWorkout(me.token, session.id);

    const result = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', {
      params: { id: session.id, exerciseId: EXERCISES.bench.id },
      token: me.token,
      body: { weight: 50_000, reps: 10, isCompleted: true },
    });

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'Workout is already finished' });
    expect(await getSession(me.token, session.id)).toEqual(finished);
    expect(await listSets(me.token, session.id)).toHaveLength(1);
  });
});

describe('POST /api/workout-sets', () => {
  it('adds a set to the session and exercise named in the body', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.curl.id);

    const result = await api('POST /api/workout-sets', {
      token: me.token,
      body: { sessionId: session.id, exerciseId: EXERCISES.curl.id, setNumber: 1, weight: 3_000, reps: 12, isCompleted: false, isWarmup: false },
    });

    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ sessionId: session.id, exerciseId: EXERCISES.curl.id, setNumber: 2, weight: 3_000, reps: 12 });
  });

  it.each([
    ['no sessionId', { exerciseId: EXERCISES.bench.id }, 400, 'sessionId is required.'],
    ['no exerciseId', { sessionId: 'x' }, 400, 'exerciseId is required.'],
    ['a numeric sessionId', { sessionId: 5, exerciseId: EXERCISES.bench.id }, 400, 'sessionId must be text.'],
    ['a malformed sessionId', { sessionId: 'nope', exerciseId: EXERCISES.bench.id }, 404, 'Workout session not found'],
  ])('answers %s with the right status', async (_case, body, status, message) => {
    const me = await signUp();
    const result = await api('POST /api/workout-sets', { token: me.token, untypedBody: body });

    expect(result.status).toBe(status);
    expect(result.body).toEqual({ message });
  });

  it('refuses a sessionId of another user’s session with 404', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const session = await startWorkout(owner.token);

    const result = await api('POST /api/workout-sets', { token: intruder.token, body: { sessionId: session.id, exerciseId: EXERCISES.bench.id } });

    expect(result.status).toBe(404);
    expect(await listSets(owner.token, session.id)).toEqual([]);
  });
});

describe('weights and reps', () => {
  const maxPounds = (MAX_WEIGHT_HUNDREDTHS / 100).toFixed(2);
  it.each([
    ['a negative weight', { weight: -1 }, 'Weight cannot be negative.'],
    ['a weight over the maximum', { weight: MAX_WEIGHT_HUNDREDTHS + 1 }, `Weight must be at most ${maxPounds} lb (${MAX_WEIGHT_HUNDREDTHS} hundredths).`],
    ['a huge weight', { weight: 1e308 }, `Weight must be at most ${maxPounds} lb (${MAX_WEIGHT_HUNDREDTHS} hundredths).`],
    ['a fractional weight', { weight: 100.5 }, 'Weight must be a whole number of hundredths of a pound.'],
    ['a weight as text', { weight: '100' }, 'Weight must be a number (hundredths of a pound).'],
    ['a weight as a boolean', { weight: true }, 'Weight must be a number (hundredths of a pound).'],
    ['negative reps', { reps: -3 }, 'Reps cannot be negative.'],
    ['too many reps', { reps: MAX_REPS + 1 }, `Reps must be at most ${MAX_REPS}.`],
    ['fractional reps', { reps: 2.5 }, 'Reps must be a whole number.'],
    ['reps as text', { reps: 'ten' }, 'Reps must be a number.'],
    ['isCompleted as text', { isCompleted: 'yes' }, 'isCompleted must be true or false.'],
    ['isWarmup as a number', { isWarmup: 1 }, 'isWarmup must be true or false.'],
  ])('adding a set with %s answers 400', async (_case, body, message) => {
    const me = await signUp();
    const session = await startWorkout(me.token);

    const result = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: EXERCISES.bench.id }, token: me.token, untypedBody: body });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect(await listSets(me.token, session.id)).toEqual([]);
  });

  it('PATCH /api/workout-sets/{id} changes weight and reps, accepts the bounds and null', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });

    const both = await api('PATCH /api/workout-sets/{id}', { params: { id: set.id }, token: me.token, body: { weight: MAX_WEIGHT_HUNDREDTHS, reps: MAX_REPS } });
    const repsOnly = await api('PATCH /api/workout-sets/{id}', { params: { id: set.id }, token: me.token, body: { reps: 0 } });
    const cleared = await api('PATCH /api/workout-sets/{id}', { params: { id: set.id }, token: me.token, body: { weight: null } });

    expect(both.status).toBe(200);
    expect(bareSet(both.body)).toEqual({ ...set, weight: MAX_WEIGHT_HUNDREDTHS, reps: MAX_REPS });
    expect(bareSet(repsOnly.body)).toEqual({ ...set, weight: MAX_WEIGHT_HUNDREDTHS, reps: 0 });
    expect(cleared.body).toEqual({ ...set, weight: null, reps: 0, exerciseIds: [EXERCISES.bench.id], exerciseSets: [{ ...set, weight: null, reps: 0 }] });
    expect(await listSets(me.token, session.id)).toEqual([bareSet(cleared.body)]);
  });

  it.each([
    ['a negative weight', { weight: -100 }, 'Weight cannot be negative.'],
    ['a fractional weight', { weight: 0.5 }, 'Weight must be a whole number of hundredths of a pound.'],
    ['a weight as text', { weight: '225' }, 'Weight must be a number (hundredths of a pound).'],
    ['too many reps', { reps: 100_000 }, `Reps must be at most ${MAX_REPS}.`],
    ['nothing to change', {}, 'Send weight, reps, setType, rpe, note, durationSeconds or distanceMeters to change.'],
  ])('PATCH with %s answers 400 and leaves the set as it was', async (_case, body, message) => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });

    const result = await api('PATCH /api/workout-sets/{id}', { params: { id: set.id }, token: me.token, untypedBody: body });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect(await listSets(me.token, session.id)).toEqual([set]);
  });
});

describe('toggles', () => {
  it('flip completion and warm-up on the server and answer the new set', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });

    const completed = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token });
    const warmup = await api('PATCH /api/workout-sets/{id}/toggle-warmup', { params: { id: set.id }, token: me.token });
    const uncompleted = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token });

    expect(completed.status).toBe(200);
    // The first completed set of an exercise beats every earlier one (there is none): live record flags (issue 11).
    const completedSet = { ...set, isCompleted: true, personalRecords: ['heaviest_weight', 'best_e1rm', 'best_reps', 'best_set_volume'] };
    expect(completed.body).toEqual({ ...completedSet, exerciseIds: [EXERCISES.bench.id], exerciseSets: [completedSet] });
    // Issue 29: the warm-up toggle sets the set type too.
    expect(bareSet(warmup.body)).toEqual({ ...set, isCompleted: true, isWarmup: true, setType: 'warmup' });
    expect(warmup.body.exerciseSets).toEqual([{ ...set, isCompleted: true, isWarmup: true, setType: 'warmup' }]);
    expect(bareSet(uncompleted.body)).toEqual({ ...set, isCompleted: false, isWarmup: true, setType: 'warmup' });
    expect(await listSets(me.token, session.id)).toEqual([bareSet(uncompleted.body)]);
  });

  it('flip once per request even when requests race', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });

    const results = await Promise.all(Array.from({ length: 3 }, () => api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token })));

    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await listSets(me.token, session.id))[0]?.isCompleted).toBe(true); // three flips from false
  });

  it('answer 409 on a finished workout and leave the set alone', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });
    await finishWorkout(me.token, session.id);

    const result = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token });

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'Workout is already finished' });
    expect(await listSets(me.token, session.id)).toEqual([set]);
  });
});

describe('a completed set holds its values (issue 27)', () => {
  it('refuses to complete an empty set of a weight-and-reps exercise, naming what is missing, and changes nothing', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const empty = await addSet(me.token, session.id, EXERCISES.squat.id);
    const repsOnly = await addSet(me.token, session.id, EXERCISES.squat.id, { reps: 5 });

    const both = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: empty.id }, token: me.token });
    const weight = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: repsOnly.id }, token: me.token });
    const reps = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: empty.id }, token: me.token, body: { weight: 19_015 } });

    expect([both.status, weight.status, reps.status]).toEqual([400, 400, 400]);
    expect(both.body).toEqual({ message: 'Enter the weight and reps to complete this set.' });
    expect(weight.body).toEqual({ message: 'Enter the weight to complete this set.' });
    expect(reps.body).toEqual({ message: 'Enter the reps to complete this set.' });
    expect(await listSets(me.token, session.id)).toEqual([empty, repsOnly]);
  });

  it('completes a set with the values sent with the tick, in one request, and stores exactly them', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.squat.id);

    const ticked = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, body: { weight: 19_015, reps: 3 } });

    expect(ticked.status).toBe(200);
    expect(bareSet(ticked.body)).toMatchObject({ id: set.id, weight: 19_015, reps: 3, isCompleted: true });
    expect(await listSets(me.token, session.id)).toEqual([expect.objectContaining({ id: set.id, weight: 19_015, reps: 3, isCompleted: true })]);
  });

  it('completes a bodyweight set with reps alone, and refuses one without reps', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, 'Pullups');

    const refused = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token });
    const ticked = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, body: { reps: 12 } });

    expect(refused).toMatchObject({ status: 400, body: { message: 'Enter the reps to complete this set.' } });
    expect(ticked.status).toBe(200);
    expect(bareSet(ticked.body)).toMatchObject({ weight: null, reps: 12, isCompleted: true });
  });

  it('refuses to add a completed set without its values, and to empty a needed value of a completed set', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const added = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id: session.id, exerciseId: EXERCISES.bench.id }, token: me.token, body: { reps: 5, isCompleted: true } });
    const done = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5, isCompleted: true });

    const cleared = await api('PATCH /api/workout-sets/{id}', { params: { id: done.id }, token: me.token, body: { weight: null } });
    const changed = await api('PATCH /api/workout-sets/{id}', { params: { id: done.id }, token: me.token, body: { weight: 10_500 } });

    expect(added).toMatchObject({ status: 400, body: { message: 'Enter the weight to complete this set.' } });
    expect(cleared).toMatchObject({ status: 400, body: { message: 'Enter the weight to complete this set.' } });
    expect(changed.status).toBe(200);
    expect(await listSets(me.token, session.id)).toEqual([expect.objectContaining({ id: done.id, weight: 10_500, reps: 5, isCompleted: true })]);
  });

  it('refuses a tick body that is not weight and reps', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.squat.id, { weight: 10_000, reps: 5 });

    const unknown = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, untypedBody: { isCompleted: true } });
    const negative = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: me.token, body: { reps: -1 } });

    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown field: isCompleted.' } });
    expect(negative).toMatchObject({ status: 400, body: { message: 'Reps cannot be negative.' } });
    expect(await listSets(me.token, session.id)).toEqual([set]);
  });
});

describe('DELETE /api/workout-sets/{id}', () => {
  it('deletes the set and renumbers the later sets of its exercise 1..n', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const bench1 = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 1 });
    const bench2 = await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 2 });
    await addSet(me.token, session.id, EXERCISES.squat.id);
    await addSet(me.token, session.id, EXERCISES.bench.id, { weight: 3 });
    await addSet(me.token, session.id, EXERCISES.squat.id);

    const result = await api('DELETE /api/workout-sets/{id}', { params: { id: bench2.id }, token: me.token });

    expect(result.status).toBe(200);
    const sets = await listSets(me.token, session.id);
    // Issue 14: the answer names the deleted set and shows the exercise's renumbered sets as a re-read does.
    expect(result.body).toEqual({
      id: bench2.id,
      sessionId: session.id,
      exerciseId: EXERCISES.bench.id,
      exerciseIds: [EXERCISES.bench.id, EXERCISES.squat.id],
      exerciseSets: sets.filter((set) => set.exerciseId === EXERCISES.bench.id),
    });
    expect(setOrder(sets)).toEqual([`${EXERCISES.bench.id}:1`, `${EXERCISES.bench.id}:2`, `${EXERCISES.squat.id}:1`, `${EXERCISES.squat.id}:2`]);
    expect(sets.filter((set) => set.exerciseId === EXERCISES.bench.id).map((set) => set.weight)).toEqual([1, 3]);
    expect(sets[0]).toEqual(bench1);
    // The next set of the exercise continues the numbering.
    expect((await addSet(me.token, session.id, EXERCISES.bench.id)).setNumber).toBe(3);
    expect((await api('DELETE /api/workout-sets/{id}', { params: { id: bench2.id }, token: me.token })).status).toBe(404);
  });

  it('keeps the exercise in the session when its last set goes', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    const set = await addSet(me.token, session.id, EXERCISES.bench.id);

    await api('DELETE /api/workout-sets/{id}', { params: { id: set.id }, token: me.token });

    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([EXERCISES.bench.id]);
    expect(await listSets(me.token, session.id)).toEqual([]);
  });
});

describe('another user’s sets', () => {
  it('can be neither read nor changed (404) and stay as they were', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const session = await startWorkout(owner.token);
    const set = await addSet(owner.token, session.id, EXERCISES.bench.id, { weight: 10_000, reps: 5 });

    const attempts = await Promise.all([
      api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: session.id }, token: intruder.token }),
      api('PATCH /api/workout-sets/{id}', { params: { id: set.id }, token: intruder.token, body: { weight: 0 } }),
      api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: set.id }, token: intruder.token }),
      api('PATCH /api/workout-sets/{id}/toggle-warmup', { params: { id: set.id }, token: intruder.token }),
      api('DELETE /api/workout-sets/{id}', { params: { id: set.id }, token: intruder.token }),
    ]);

    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(attempts[0]?.body).toEqual({ message: 'Workout session not found' });
    expect(attempts.slice(1).map((r) => r.body)).toEqual(Array(4).fill({ message: 'Set not found' }));
    expect(await listSets(owner.token, session.id)).toEqual([set]);
  });
});

describe('malformed set ids', () => {
  it.each(['nonsense', 'a.b', '0000000000000000000000.x', `${'0'.repeat(21)}.${'0'.repeat(21)}`, `${'0'.repeat(21)}.${'0'.repeat(21)}.extra`])(
    'answer 404 for %s',
    async (id) => {
      const me = await signUp();
      const results = await Promise.all([
        api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id }, token: me.token }),
        api('PATCH /api/workout-sets/{id}', { params: { id }, token: me.token, body: { reps: 1 } }),
        api('DELETE /api/workout-sets/{id}', { params: { id }, token: me.token }),
      ]);

      for (const result of results) {
        expect(result.status).toBe(404);
        expect(result.body).toEqual({ message: 'Set not found' });
      }
    },
  );
});

describe('GET /api/workout-sets/session/{sessionId}', () => {
  it('answers the sets ordered by exercise position, then set number', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, EXERCISES.squat.id);
    await addSet(me.token, session.id, EXERCISES.bench.id);
    await addSet(me.token, session.id, EXERCISES.squat.id);
    await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move', { params: { id: session.id, exerciseId: EXERCISES.bench.id }, token: me.token, body: { direction: 'up' } });

    const sets = await listSets(me.token, session.id);

    expect(setOrder(sets)).toEqual([`${EXERCISES.bench.id}:1`, `${EXERCISES.squat.id}:1`, `${EXERCISES.squat.id}:2`]);
    expect(sets.map((set) => set.exerciseOrder)).toEqual([0, 1, 1]);
  });

  it('answers 404 for a malformed or unknown session id', async () => {
    const me = await signUp();
    expect((await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: 'bad' }, token: me.token })).status).toBe(404);
    expect((await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId: 'z'.repeat(21) }, token: me.token })).status).toBe(404);
  });
});
