import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../shared/api-types';
import { api, signUp } from '../../support/api';
import { createPlan, createRoutine, createWorkout, EXERCISES, getPlan, planWorkoutIds } from './helpers';

let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

describe('POST /api/plans', () => {
  it('creates an empty plan owned by the caller, with the defaults', async () => {
    const result = await api('POST /api/plans', { token: owner.token, untypedBody: { name: 'Block 1', duration: 50, userId: 'someone-else' } });

    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{21}$/),
      userId: owner.user.id,
      kind: 'plan',
      folderId: null,
      name: 'Block 1',
      description: '',
      difficulty: 'beginner',
      isPublic: false,
      duration: 50,
      workoutIds: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'Plan name is required.'],
    ['an unknown difficulty', { name: 'P', difficulty: 'elite' }, "difficulty must be 'beginner', 'intermediate' or 'advanced'."],
  ])('refuses %s (400)', async (_case, body, message) => {
    const result = await api('POST /api/plans', { token: owner.token, untypedBody: body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });
});

describe('PUT /api/plans/{id}', () => {
  it("changes the owner's plan and keeps its workouts", async () => {
    const plan = await createPlan(owner.token, { name: 'Old' });
    const workout = await createWorkout(owner.token, { name: 'W', planId: plan.id });
    const result = await api('PUT /api/plans/{id}', { params: { id: plan.id }, token: owner.token, body: { name: 'New', isPublic: true, difficulty: 'intermediate' } });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: plan.id, name: 'New', isPublic: true, difficulty: 'intermediate', workoutIds: [workout.id] });
    expect(await getPlan(owner.token, plan.id)).toEqual(result.body);
  });

  it("answers 404 for another person's plan, even a public one, and changes nothing", async () => {
    const plan = await createPlan(owner.token, { name: 'Shared', isPublic: true });
    const result = await api('PUT /api/plans/{id}', { params: { id: plan.id }, token: other.token, body: { name: 'Taken' } });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Plan not found' });
    expect(await getPlan(owner.token, plan.id)).toEqual(plan);
  });
});

describe('DELETE /api/plans/{id}', () => {
  it('deletes the plan and its workouts, and a routine with its own workout', async () => {
    const plan = await createPlan(owner.token, { name: 'Doomed block' });
    const workouts = [await createWorkout(owner.token, { name: 'A', planId: plan.id }), await createWorkout(owner.token, { name: 'B', planId: plan.id })];
    const routine = await createRoutine(owner.token, { name: 'Doomed', exercises: [{ exerciseId: EXERCISES.bench.id }] });

    for (const id of [plan.id, routine.id]) {
      expect((await api('DELETE /api/plans/{id}', { params: { id }, token: owner.token })).status).toBe(204);
      expect((await api('GET /api/plans/{id}', { params: { id }, token: owner.token })).status).toBe(404);
    }
    for (const id of [...workouts.map((workout) => workout.id), routine.workoutIds[0]!]) {
      expect((await api('GET /api/workouts/{id}', { params: { id }, token: owner.token })).status).toBe(404);
    }
  });

  it("answers 404 for another person's plan and deletes nothing", async () => {
    const routine = await createRoutine(owner.token, { name: 'Kept', isPublic: true, exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const result = await api('DELETE /api/plans/{id}', { params: { id: routine.id }, token: other.token });

    expect(result.status).toBe(404);
    expect(await planWorkoutIds(owner.token, routine.id)).toEqual(routine.workoutIds);
  });
});

describe('GET /api/plans/user', () => {
  it("lists only the caller's training plans (?kind=plan), newest first, with their workouts' exercise names in plan order, page by page", async () => {
    const me = await signUp();
    const first = await createPlan(me.token, { name: 'First' });
    await createWorkout(me.token, { name: 'C', planId: first.id, exercises: [{ exerciseId: EXERCISES.squat.id }, { exerciseId: EXERCISES.bench.id }] });
    await createRoutine(me.token, { name: 'A routine', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const second = await createPlan(me.token, { name: 'Second' });
    await createWorkout(me.token, { name: 'B', planId: second.id, exercises: [{ exerciseId: EXERCISES.curl.id }] });
    await createWorkout(me.token, { name: 'A', planId: second.id, exercises: [{ exerciseId: EXERCISES.deadlift.id }] });
    const third = await createPlan(me.token, { name: 'Third' });
    await createPlan(other.token, { name: 'Not mine' });

    const page1 = await api('GET /api/plans/user', { query: { kind: 'plan', limit: 2 }, token: me.token });
    expect(page1.status).toBe(200);
    expect(page1.body.map((plan) => [plan.name, plan.exerciseNames])).toEqual([
      ['Third', []],
      ['Second', [EXERCISES.curl.name, EXERCISES.deadlift.name]],
    ]);
    expect(page1.body[0]!.id).toBe(third.id);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();

    const page2 = await api('GET /api/plans/user', { query: { kind: 'plan', limit: 2, cursor: cursor ?? undefined }, token: me.token });
    expect(page2.body.map((plan) => [plan.id, plan.exerciseNames])).toEqual([[first.id, [EXERCISES.squat.name, EXERCISES.bench.name]]]);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    // Another person's cursor is refused, and so is a plans cursor on the routines list.
    const foreign = await api('GET /api/plans/user', { query: { kind: 'plan', cursor: cursor ?? undefined }, token: other.token });
    expect(foreign.status).toBe(400);
    expect((await api('GET /api/plans/user', { query: { cursor: cursor ?? undefined }, token: me.token })).status).toBe(400);
  });

  it.each(['garbage', Buffer.from('{"PK":"x"}').toString('base64url')])('refuses the cursor %s (400)', async (cursor) => {
    const result = await api('GET /api/plans/user', { query: { cursor: cursor ?? undefined }, token: owner.token });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'Invalid cursor' });
  });
});
