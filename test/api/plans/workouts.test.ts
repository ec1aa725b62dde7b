import { beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../shared/api-types';
import { MAX_WORKOUTS_PER_PLAN } from '../../../shared/schemas/plans';
import { estimatedDurationMinutes } from '../../../shared/workout/durations';
import { api, signUp } from '../../support/api';
import { createPlan, createWorkout, EXERCISES, getPlan, planWorkoutIds } from './helpers';

let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(), signUp()]);
});

describe('POST /api/workouts', () => {
  it('creates a standalone workout with the builder defaults and an estimated duration', async () => {
    const result = await api('POST /api/workouts', {
      token: owner.token,
      body: { name: 'Arms', exercises: [{ exerciseId: EXERCISES.curl.id, notes: ' slow ', supersetGroup: 'A' }, { exerciseId: EXERCISES.bench.id, supersetGroup: 'A' }] },
    });

    expect(result.status).toBe(201);
    const workout = result.body;
    expect(workout).toMatchObject({ userId: owner.user.id, name: 'Arms', difficulty: 'beginner', isPublic: false, planId: null, totalExercises: 2 });
    expect(workout.exercises[0]).toMatchObject({ sets: 3, reps: '8-10', restSeconds: 90, warmupSets: 0, notes: 'slow', supersetGroup: 'A' });
    expect(workout.estimatedDuration).toBe(estimatedDurationMinutes(workout.exercises));
    expect(workout.estimatedDuration).toBe(12);

    const read = await api('GET /api/workouts/{id}', { params: { id: workout.id }, token: owner.token });
    expect(read.body).toEqual(workout);
  });

  it('keeps an estimated duration that was sent', async () => {
    const workout = await createWorkout(owner.token, { name: 'Timed', estimatedDuration: 33 });
    expect(workout.estimatedDuration).toBe(33);
  });

  it('joins the end of its plan', async () => {
    const plan = await createPlan(owner.token);
    const a = await createWorkout(owner.token, { name: 'A', planId: plan.id });
    const b = await createWorkout(owner.token, { name: 'B', planId: plan.id });

    expect(b.planId).toBe(plan.id);
    expect((await getPlan(owner.token, plan.id)).workoutIds).toEqual([a.id, b.id]);
  });

  it.each([
    ['a blank name', { name: '' }, 400, 'Please enter a workout plan name.'],
    ['0 sets', { name: 'W', exercises: [{ exerciseId: EXERCISES.bench.id, sets: 0 }] }, 400, 'sets must be between 1 and 10.'],
    ['an unknown exercise', { name: 'W', exercises: [{ exerciseId: 'Nope' }] }, 404, 'Exercise not found'],
  ])('refuses %s', async (_case, body, status, message) => {
    const result = await api('POST /api/workouts', { token: owner.token, body });
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ message });
  });

  it("refuses another person's plan (404) and leaves it unchanged", async () => {
    const plan = await createPlan(other.token, { name: 'Theirs', isPublic: true });
    const result = await api('POST /api/workouts', { token: owner.token, body: { name: 'Sneaky', planId: plan.id } });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Plan not found' });
    expect((await getPlan(other.token, plan.id)).workoutIds).toEqual([]);
  });

  it(`refuses a ${MAX_WORKOUTS_PER_PLAN + 1}th workout in a plan (409)`, async () => {
    const plan = await createPlan(owner.token, { name: 'Full' });
    for (let index = 0; index < MAX_WORKOUTS_PER_PLAN; index++) await createWorkout(owner.token, { name: `W${index}`, planId: plan.id });
    const result = await api('POST /api/workouts', { token: owner.token, body: { name: 'One too many', planId: plan.id } });

    expect(result.status).toBe(409);
    expect((await getPlan(owner.token, plan.id)).workoutIds).toHaveLength(MAX_WORKOUTS_PER_PLAN);
  });
});

describe('PUT /api/workouts/{id}', () => {
  it('replaces the whole workout', async () => {
    const workout = await createWorkout(owner.token, { name: 'Before', exercises: [{ exerciseId: EXERCISES.bench.id }] });
    const result = await api('PUT /api/workouts/{id}', {
      params: { id: workout.id },
      token: owner.token,
      body: { name: 'After', isPublic: true, exercises: [{ exerciseId: EXERCISES.squat.id, sets: 5 }] },
    });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: workout.id, name: 'After', isPublic: true, createdAt: workout.createdAt });
    expect(result.body.exercises.map((entry) => [entry.exerciseId, entry.sets])).toEqual([[EXERCISES.squat.id, 5]]);
  });

  it('moves a workout into a plan, between plans and out again, keeping both lists right', async () => {
    const planA = await createPlan(owner.token, { name: 'A' });
    const planB = await createPlan(owner.token, { name: 'B' });
    const stays = await createWorkout(owner.token, { name: 'Stays', planId: planA.id });
    const moving = await createWorkout(owner.token, { name: 'Moving' });
    const move = (planId: string | null) => api('PUT /api/workouts/{id}', { params: { id: moving.id }, token: owner.token, body: { planId } });

    expect((await move(planA.id)).body.planId).toBe(planA.id);
    expect(await planWorkoutIds(owner.token, planA.id)).toEqual([stays.id, moving.id]);

    const moved = await move(planB.id);
    expect(moved.body).toMatchObject({ planId: planB.id, name: 'Moving' });
    expect(await planWorkoutIds(owner.token, planA.id)).toEqual([stays.id]);
    expect(await planWorkoutIds(owner.token, planB.id)).toEqual([moving.id]);

    expect((await move(null)).body.planId).toBeNull();
    expect(await planWorkoutIds(owner.token, planB.id)).toEqual([]);
  });

  it("answers 404 for another person's workout, or a move into another person's plan, and changes nothing", async () => {
    const theirs = await createWorkout(other.token, { name: 'Theirs', isPublic: true });
    const theirPlan = await createPlan(other.token, { name: 'Their plan' });
    const mine = await createWorkout(owner.token, { name: 'Mine' });

    const edit = await api('PUT /api/workouts/{id}', { params: { id: theirs.id }, token: owner.token, body: { name: 'Taken' } });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ message: 'Workout not found' });
    const take = await api('PUT /api/workouts/{id}', { params: { id: theirs.id }, token: owner.token, body: { planId: null } });
    expect(take.status).toBe(404);
    expect((await api('GET /api/workouts/{id}', { params: { id: theirs.id }, token: other.token })).body).toEqual(theirs);

    const into = await api('PUT /api/workouts/{id}', { params: { id: mine.id }, token: owner.token, body: { planId: theirPlan.id } });
    expect(into.status).toBe(404);
    expect(into.body).toEqual({ message: 'Plan not found' });
    expect((await getPlan(other.token, theirPlan.id)).workoutIds).toEqual([]);
  });

  it('names the field at fault in a bad body (400)', async () => {
    const workout = await createWorkout(owner.token, { name: 'Valid' });
    const result = await api('PUT /api/workouts/{id}', { params: { id: workout.id }, token: owner.token, body: { name: 'W', exercises: [{ exerciseId: EXERCISES.bench.id, restSeconds: 601 }] } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message: 'restSeconds must be between 0 and 600.' });
  });
});

describe('DELETE /api/workouts/{id}', () => {
  it('deletes the workout and takes it out of its plan', async () => {
    const plan = await createPlan(owner.token);
    const a = await createWorkout(owner.token, { name: 'A', planId: plan.id });
    const b = await createWorkout(owner.token, { name: 'B', planId: plan.id });

    expect((await api('DELETE /api/workouts/{id}', { params: { id: a.id }, token: owner.token })).status).toBe(204);
    expect((await api('GET /api/workouts/{id}', { params: { id: a.id }, token: owner.token })).status).toBe(404);
    expect((await getPlan(owner.token, plan.id)).workoutIds).toEqual([b.id]);
  });

  it("answers 404 for another person's workout and deletes nothing", async () => {
    const theirs = await createWorkout(other.token, { name: 'Theirs' });
    expect((await api('DELETE /api/workouts/{id}', { params: { id: theirs.id }, token: owner.token })).status).toBe(404);
    expect((await api('GET /api/workouts/{id}', { params: { id: theirs.id }, token: other.token })).status).toBe(200);
  });
});

describe('PUT /api/workouts/{id}/reorder', () => {
  it('swaps the workout with its neighbour and answers the plan in the new order', async () => {
    const plan = await createPlan(owner.token);
    const [a, b, c] = [await createWorkout(owner.token, { name: 'A', planId: plan.id }), await createWorkout(owner.token, { name: 'B', planId: plan.id }), await createWorkout(owner.token, { name: 'C', planId: plan.id })];

    const up = await api('PUT /api/workouts/{id}/reorder', { params: { id: c.id }, token: owner.token, body: { direction: 'up' } });
    expect(up.status).toBe(200);
    expect(up.body.map((workout) => workout.name)).toEqual(['A', 'C', 'B']);
    const down = await api('PUT /api/workouts/{id}/reorder', { params: { id: a.id }, token: owner.token, body: { direction: 'down' } });
    expect(down.body.map((workout) => workout.id)).toEqual([c.id, a.id, b.id]);
    expect(await planWorkoutIds(owner.token, plan.id)).toEqual([c.id, a.id, b.id]);

    const firstUp = await api('PUT /api/workouts/{id}/reorder', { params: { id: c.id }, token: owner.token, body: { direction: 'up' } });
    expect(firstUp.status).toBe(400);
    const lastDown = await api('PUT /api/workouts/{id}/reorder', { params: { id: b.id }, token: owner.token, body: { direction: 'down' } });
    expect(lastDown.status).toBe(400);
    const sideways = await api('PUT /api/workouts/{id}/reorder', { params: { id: b.id }, token: owner.token, untypedBody: { direction: 'left' } });
    expect(sideways.status).toBe(400);

    const stranger = await api('PUT /api/workouts/{id}/reorder', { params: { id: a.id }, token: other.token, body: { direction: 'up' } });
    expect(stranger.status).toBe(404);
    expect(await planWorkoutIds(owner.token, plan.id)).toEqual([c.id, a.id, b.id]);
  });

  it('answers 409 for a workout that is in no plan', async () => {
    const loose = await createWorkout(owner.token, { name: 'Loose' });
    const result = await api('PUT /api/workouts/{id}/reorder', { params: { id: loose.id }, token: owner.token, body: { direction: 'up' } });
    expect(result.status).toBe(409);
    expect(result.body).toEqual({ message: 'This workout is not in a plan.' });
  });
});

describe('reading workouts', () => {
  it("shows another person's public workout and any workout of their public plan, hides a private one", async () => {
    const publicPlan = await createPlan(other.token, { name: 'Open', isPublic: true });
    const inPublicPlan = await createWorkout(other.token, { name: 'Inside', planId: publicPlan.id });
    const publicWorkout = await createWorkout(other.token, { name: 'Open', isPublic: true });
    const privateWorkout = await createWorkout(other.token, { name: 'Closed' });

    expect((await api('GET /api/workouts/{id}', { params: { id: inPublicPlan.id }, token: owner.token })).status).toBe(200);
    expect((await api('GET /api/workouts/{id}', { params: { id: publicWorkout.id }, token: owner.token })).status).toBe(200);
    const hidden = await api('GET /api/workouts/{id}', { params: { id: privateWorkout.id }, token: owner.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Workout not found' });
  });

  it("lists only the caller's workouts, newest first, page by page", async () => {
    const me = await signUp();
    const made: string[] = [];
    for (const name of ['One', 'Two', 'Three']) made.push((await createWorkout(me.token, { name })).id);

    const page1 = await api('GET /api/workouts/user', { query: { limit: 2 }, token: me.token });
    expect(page1.body.map((workout) => workout.id)).toEqual([made[2], made[1]]);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    const page2 = await api('GET /api/workouts/user', { query: { limit: 2, cursor: cursor ?? undefined }, token: me.token });
    expect(page2.body.map((workout) => workout.id)).toEqual([made[0]]);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const bad = await api('GET /api/workouts/user', { query: { cursor: 'bad' }, token: me.token });
    expect(bad.status).toBe(400);
  });
});
