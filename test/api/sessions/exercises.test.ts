import { describe, expect, it } from 'vitest';
import { api, signUp } from '../../support/api';
import { addSet, EXERCISES, finishWorkout, getSession, listSets, setOrder, startWorkout } from './helpers';

const { bench, squat, deadlift, curl } = EXERCISES;

/** A session with bench (2 sets), squat (1) and deadlift (1), in that order. */
async function workoutWithThreeExercises() {
  const me = await signUp();
  const session = await startWorkout(me.token);
  await addSet(me.token, session.id, bench.id, { weight: 10_000, reps: 5 });
  await addSet(me.token, session.id, bench.id, { weight: 10_500, reps: 5 });
  await addSet(me.token, session.id, squat.id, { weight: 14_000, reps: 5 });
  await addSet(me.token, session.id, deadlift.id, { weight: 18_000, reps: 3 });
  return { me, session: await getSession(me.token, session.id) };
}

const move = (token: string, sessionId: string, exerciseId: string, direction: unknown) =>
  api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move', { params: { id: sessionId, exerciseId }, token, untypedBody: { direction } });

describe('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move', () => {
  it('swaps the exercise with its neighbour and answers the session; sets follow their exercise', async () => {
    const { me, session } = await workoutWithThreeExercises();

    const up = await move(me.token, session.id, squat.id, 'up');
    expect(up.status).toBe(200);
    expect(up.body.exerciseIds).toEqual([squat.id, bench.id, deadlift.id]);

    const down = await move(me.token, session.id, bench.id, 'down');
    expect(down.body.exerciseIds).toEqual([squat.id, deadlift.id, bench.id]);

    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([squat.id, deadlift.id, bench.id]);
    expect(setOrder(await listSets(me.token, session.id))).toEqual([`${squat.id}:1`, `${deadlift.id}:1`, `${bench.id}:1`, `${bench.id}:2`]);
  });

  it('works both ways with exactly two exercises', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token);
    await addSet(me.token, session.id, bench.id);
    await addSet(me.token, session.id, squat.id);

    expect((await move(me.token, session.id, bench.id, 'down')).body.exerciseIds).toEqual([squat.id, bench.id]);
    expect((await move(me.token, session.id, bench.id, 'up')).body.exerciseIds).toEqual([bench.id, squat.id]);
  });

  it.each([
    ['the first exercise up', 'first', 'up', 'Cannot move the first exercise up'],
    ['the last exercise down', 'last', 'down', 'Cannot move the last exercise down'],
  ])('refuses to move %s (400) and keeps the order', async (_case, which, direction, message) => {
    const { me, session } = await workoutWithThreeExercises();
    const exerciseId = which === 'first' ? bench.id : deadlift.id;

    const result = await move(me.token, session.id, exerciseId, direction);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it.each([
    ['an unknown direction', 'left', "direction must be 'up' or 'down'."],
    ['no direction', undefined, "direction must be 'up' or 'down'."],
    ['a numeric direction', 1, "direction must be 'up' or 'down'."],
  ])('answers 400 for %s', async (_case, direction, message) => {
    const { me, session } = await workoutWithThreeExercises();

    const result = await move(me.token, session.id, squat.id, direction);

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it('answers 404 for an exercise not in the session', async () => {
    const { me, session } = await workoutWithThreeExercises();

    const result = await move(me.token, session.id, curl.id, 'up');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Exercise is not in this workout' });
  });

  it('answers 404 for another user’s session and keeps the order', async () => {
    const { me, session } = await workoutWithThreeExercises();
    const intruder = await signUp();

    const result = await move(intruder.token, session.id, squat.id, 'up');

    expect(result.status).toBe(404);
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it('lets racing moves each land on the order the previous one left', async () => {
    const { me, session } = await workoutWithThreeExercises();

    const results = await Promise.all([move(me.token, session.id, deadlift.id, 'up'), move(me.token, session.id, deadlift.id, 'up')]);

    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([deadlift.id, bench.id, squat.id]);
  });
});

describe('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', () => {
  it('puts the new exercise in the old one’s place; its sets keep their positions and numbers', async () => {
    const { me, session } = await workoutWithThreeExercises();
    const before = await listSets(me.token, session.id);

    const result = await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', {
      params: { id: session.id, exerciseId: bench.id },
      token: me.token,
      body: { newExerciseId: curl.id },
    });

    expect(result.status).toBe(200);
    expect(result.body.exerciseIds).toEqual([curl.id, squat.id, deadlift.id]);
    const after = await listSets(me.token, session.id);
    expect(after).toEqual(
      before.map((set) => (set.exerciseId === bench.id ? { ...set, exerciseId: curl.id, exerciseName: curl.name } : set)),
    );
    // The replaced exercise's numbering continues.
    expect((await addSet(me.token, session.id, curl.id)).setNumber).toBe(3);
  });

  it('answers 409 when the new exercise is already in the session, changing nothing', async () => {
    const { me, session } = await workoutWithThreeExercises();
    const sets = await listSets(me.token, session.id);

    const result = await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', {
      params: { id: session.id, exerciseId: bench.id },
      token: me.token,
      body: { newExerciseId: squat.id },
    });

    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'That exercise is already in this workout' });
    expect(await getSession(me.token, session.id)).toEqual(session);
    expect(await listSets(me.token, session.id)).toEqual(sets);
  });

  it.each([
    ['an unknown new exercise', bench.id, { newExerciseId: 'No_Such_Exercise' }, 404, 'Exercise not found'],
    ['an old exercise not in the session', curl.id, { newExerciseId: 'Barbell_Shrug' }, 404, 'Exercise is not in this workout'],
    ['no new exercise', bench.id, {}, 400, 'newExerciseId is required.'],
    ['a numeric new exercise', bench.id, { newExerciseId: 12 }, 400, 'newExerciseId must be text.'],
  ])('answers %s with its status and changes nothing', async (_case, oldId, body, status, message) => {
    const { me, session } = await workoutWithThreeExercises();

    const result = await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', { params: { id: session.id, exerciseId: oldId }, token: me.token, untypedBody: body });

    expect(result.status).toBe(status);
    expect(result.body).toEqual({ message });
    expect(await getSession(me.token, session.id)).toEqual(session);
  });

  it('answers 404 for another user’s session', async () => {
    const { me, session } = await workoutWithThreeExercises();
    const intruder = await signUp();

    const result = await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', {
      params: { id: session.id, exerciseId: bench.id },
      token: intruder.token,
      body: { newExerciseId: curl.id },
    });

    expect(result.status).toBe(404);
    expect(await getSession(me.token, session.id)).toEqual(session);
  });
});

describe('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', () => {
  it('removes the exercise and all its sets', async () => {
    const { me, session } = await workoutWithThreeExercises();

    const result = await api('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', { params: { id: session.id, exerciseId: bench.id }, token: me.token });

    expect(result.status).toBe(204);
    expect((await getSession(me.token, session.id)).exerciseIds).toEqual([squat.id, deadlift.id]);
    const sets = await listSets(me.token, session.id);
    expect(setOrder(sets)).toEqual([`${squat.id}:1`, `${deadlift.id}:1`]);
    expect(sets.map((set) => set.exerciseOrder)).toEqual([0, 1]);
  });

  it('answers 404 for an exercise not in the session, and for another user’s session', async () => {
    const { me, session } = await workoutWithThreeExercises();
    const intruder = await signUp();

    const missing = await api('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', { params: { id: session.id, exerciseId: curl.id }, token: me.token });
    const foreign = await api('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', { params: { id: session.id, exerciseId: bench.id }, token: intruder.token });

    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Exercise is not in this workout' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Workout session not found' });
    expect(await getSession(me.token, session.id)).toEqual(session);
    expect(await listSets(me.token, session.id)).toHaveLength(4);
  });

  it('answers 409 on a finished workout', async () => {
    const { me, session } = await workoutWithThreeExercises();
    await finishWorkout(me.token, session.id);

    const results = await Promise.all([
      api('DELETE /api/workout-sessions/{id}/exercises/{exerciseId}', { params: { id: session.id, exerciseId: bench.id }, token: me.token }),
      move(me.token, session.id, squat.id, 'up'),
      api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', { params: { id: session.id, exerciseId: bench.id }, token: me.token, body: { newExerciseId: curl.id } }),
    ]);

    expect(results.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(await listSets(me.token, session.id)).toHaveLength(4);
  });
});
