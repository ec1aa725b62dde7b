import { beforeAll, describe, expect, it } from 'vitest';
import { ID_IN_USE } from '../../../shared/api-types';
import { timeOrderedId } from '../../../shared/ids';
import { DEVICE_ID_SHAPE } from '../../../shared/schemas/sessions';
import { api, signUp } from '../../support/api';
import { createRoutine, EXERCISES, planWorkoutIds } from './helpers';

/**
 * Issue 30: a training plan and its workouts built offline are sent with the ids the phone chose, perhaps more than
 * once (an answer lost on the way back): each is made once, and a resend answers what was made.
 */
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

const myPlanIds = async (name: string) =>
  (await api('GET /api/plans/user', { token: owner.token, query: { kind: 'plan', limit: 100 } })).body.filter((plan) => plan.name === name).map((plan) => plan.id);

describe('POST /api/plans with the id the phone chose', () => {
  it('makes the plan under that id once: sent again it answers the plan made and adds nothing', async () => {
    const id = timeOrderedId();
    const body = { id, name: 'Basement Block', difficulty: 'intermediate' as const };
    const first = await api('POST /api/plans', { token: owner.token, body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, userId: owner.user.id, kind: 'plan', name: 'Basement Block', difficulty: 'intermediate', workoutIds: [] });

    const again = await api('POST /api/plans', { token: owner.token, body });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await myPlanIds('Basement Block')).toEqual([id]);
  });

  it('answers the same plan when both copies arrive at once', async () => {
    const id = timeOrderedId();
    const body = { id, name: 'Twice at once' };
    const [a, b] = await Promise.all([api('POST /api/plans', { token: owner.token, body }), api('POST /api/plans', { token: owner.token, body })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await myPlanIds('Twice at once')).toEqual([id]);
  });

  it("answers 409 for another person's plan id, or a routine's, and changes neither", async () => {
    const theirs = timeOrderedId();
    expect((await api('POST /api/plans', { token: other.token, body: { id: theirs, name: 'Theirs' } })).status).toBe(201);
    const taken = await api('POST /api/plans', { token: owner.token, body: { id: theirs, name: 'Mine' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: ID_IN_USE });
    expect((await api('GET /api/plans/{id}', { token: other.token, params: { id: theirs } })).body.name).toBe('Theirs');

    const routine = await createRoutine(owner.token, { name: 'A routine' });
    const asPlan = await api('POST /api/plans', { token: owner.token, body: { id: routine.id, name: 'Not a plan' } });
    expect(asPlan.status).toBe(409);
    expect((await api('GET /api/plans/{id}', { token: owner.token, params: { id: routine.id } })).body).toMatchObject({ kind: 'routine', name: 'A routine' });
  });

  it('refuses an id that is not a time-ordered id (400)', async () => {
    const result = await api('POST /api/plans', { token: owner.token, untypedBody: { id: 'my-plan', name: 'P' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: DEVICE_ID_SHAPE });
  });
});

describe('POST /api/workouts with the id the phone chose', () => {
  const workoutBody = (id: string, planId: string) => ({ id, planId, name: 'Day 1', exercises: [{ exerciseId: EXERCISES.squat.id, sets: 5, reps: '5' }] });

  it('adds the workout to its plan once: sent again it answers the workout made and the plan lists it once', async () => {
    const planId = timeOrderedId();
    await api('POST /api/plans', { token: owner.token, body: { id: planId, name: 'Block with a day' } });
    const id = timeOrderedId();
    const first = await api('POST /api/workouts', { token: owner.token, body: workoutBody(id, planId) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, planId, userId: owner.user.id, name: 'Day 1', totalExercises: 1 });
    expect(first.body.exercises[0]).toMatchObject({ id: `${id}.0`, exerciseId: EXERCISES.squat.id, sets: 5, reps: '5' });

    const again = await api('POST /api/workouts', { token: owner.token, body: workoutBody(id, planId) });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await planWorkoutIds(owner.token, planId)).toEqual([id]);
  });

  it('lists it once when both copies arrive at once', async () => {
    const planId = timeOrderedId();
    await api('POST /api/plans', { token: owner.token, body: { id: planId, name: 'Raced block' } });
    const id = timeOrderedId();
    const [a, b] = await Promise.all([1, 2].map(() => api('POST /api/workouts', { token: owner.token, body: workoutBody(id, planId) })));
    expect([a?.status, b?.status]).toEqual([201, 201]);
    expect(a?.body).toEqual(b?.body);
    expect(await planWorkoutIds(owner.token, planId)).toEqual([id]);
  });

  it("answers 409 for another person's workout id, or a routine's own workout, and changes nothing", async () => {
    const planId = timeOrderedId();
    await api('POST /api/plans', { token: owner.token, body: { id: planId, name: 'Block of mine' } });
    const theirs = await api('POST /api/workouts', { token: other.token, body: { id: timeOrderedId(), name: 'Their day' } });
    const taken = await api('POST /api/workouts', { token: owner.token, body: workoutBody(theirs.body.id, planId) });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: ID_IN_USE });
    expect((await api('GET /api/workouts/{id}', { token: other.token, params: { id: theirs.body.id } })).body.name).toBe('Their day');

    const routine = await createRoutine(owner.token, { name: 'Routine day' });
    const routineWorkout = await api('POST /api/workouts', { token: owner.token, body: workoutBody(routine.workoutIds[0]!, planId) });
    expect(routineWorkout.status).toBe(409);
    expect(await planWorkoutIds(owner.token, planId)).toEqual([]);
  });

  it('refuses an id that is not a time-ordered id (400)', async () => {
    const result = await api('POST /api/workouts', { token: owner.token, untypedBody: { id: 'day-1', name: 'W' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: DEVICE_ID_SHAPE });
  });
});
