import { describe, expect, it } from 'vitest';
import { plan as planResponse, planSummary, workout as workoutResponse } from '../../../../../shared/contract/responses/plans';
import { timeOrderedId } from '../../../../../shared/ids';
import { createPlanRequestSchema, createWorkoutRequestSchema, planRequestSchema, workoutRequestSchema } from '../../../../../shared/schemas/plans';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import { localPlanOf, localWorkoutOf } from './local-plan';
import { planChangeEntry, unsentPlansOf, type PlanChange } from './plan-changes';

const now = new Date('2026-12-08T02:00:00Z');
const later = new Date(now.getTime() + 60_000);
const planBody = planRequestSchema.parse({ name: ' Basement Block ', difficulty: 'intermediate' });
const names = new Map([
  ['squat', 'Barbell Squat'],
  ['row', 'Barbell Row'],
]);
const planId = timeOrderedId(now);
const workoutBody = workoutRequestSchema.parse({
  name: 'Day 1',
  planId,
  exercises: [
    { exerciseId: 'row', sets: 3, orderIndex: 1, notes: ' slow ' },
    { exerciseId: 'squat', sets: 5, reps: '5', orderIndex: 0, weight: 13_500, restSeconds: 120 },
  ],
});

const entryOf = (change: PlanChange): OutboxEntry => ({ ...planChangeEntry(change), id: timeOrderedId(), idempotencyKey: 'k', attempts: 0, queuedAt: now.toISOString() });

describe('a training plan saved on the phone (issue 30)', () => {
  it('has the shape the server answers: a plan of its own kind, no workouts yet', () => {
    const plan = localPlanOf({ id: planId, userId: 'me', body: planBody, now });
    expect(planResponse.safeParse(plan).success).toBe(true);
    expect(plan).toMatchObject({ id: planId, userId: 'me', kind: 'plan', folderId: null, name: 'Basement Block', difficulty: 'intermediate', duration: null, workoutIds: [] });
  });

  it('keeps what an edit does not change: its workouts and creation time', () => {
    const first = { ...localPlanOf({ id: planId, userId: 'me', body: planBody, now }), workoutIds: ['w1'] };
    const edited = localPlanOf({ id: planId, userId: 'me', body: { ...planBody, name: 'Block B' }, now: later, previous: first });
    expect(edited).toMatchObject({ name: 'Block B', workoutIds: ['w1'], createdAt: first.createdAt, updatedAt: later.toISOString() });
  });
});

describe('a workout of a plan saved on the phone (issue 30)', () => {
  it('has the shape the server answers: exercises in order with their names and the ids the server gives them', () => {
    const id = timeOrderedId(later);
    const workout = localWorkoutOf({ id, userId: 'me', body: workoutBody, exerciseNames: names, now: later });
    expect(workoutResponse.safeParse(workout).success).toBe(true);
    expect(workout).toMatchObject({ id, planId, inRoutine: false, totalExercises: 2, name: 'Day 1' });
    expect(workout.exercises.map(({ id: entryId, exerciseName, sets, reps, weight, notes }) => ({ entryId, exerciseName, sets, reps, weight, notes }))).toEqual([
      { entryId: `${id}.0`, exerciseName: 'Barbell Squat', sets: 5, reps: '5', weight: 13_500, notes: null },
      { entryId: `${id}.1`, exerciseName: 'Barbell Row', sets: 3, reps: '8-10', weight: null, notes: 'slow' },
    ]);
    // Spec 001 section 9's estimate, as the server works it out when the builder sends none.
    expect(workout.estimatedDuration).toBeGreaterThan(0);
  });

  it('keeps its plan and creation time when an edit sends no plan', () => {
    const first = localWorkoutOf({ id: 'w1', userId: 'me', body: workoutBody, exerciseNames: names, now });
    const { planId: _planId, ...withoutPlan } = workoutBody;
    const edited = localWorkoutOf({ id: 'w1', userId: 'me', body: withoutPlan, exerciseNames: names, now: later, previous: first });
    expect(edited).toMatchObject({ planId, createdAt: first.createdAt, updatedAt: later.toISOString() });
  });
});

describe('the outbox entries of a plan built offline', () => {
  const plan = localPlanOf({ id: planId, userId: 'me', body: planBody, now });
  const workout = localWorkoutOf({ id: timeOrderedId(later), userId: 'me', body: workoutBody, exerciseNames: names, now: later });

  it('send each create with its id (accepted by the API schema), the workout needing its plan made first', () => {
    const createPlan = planChangeEntry({ type: 'training-plan', kind: 'create-plan', plan, body: planBody });
    expect(createPlan).toMatchObject({ request: { route: 'POST /api/plans', repeatable: true }, creates: [planId] });
    expect(createPlanRequestSchema.parse((createPlan.request.input as { body: unknown }).body)).toMatchObject({ id: planId });

    const createWorkout = planChangeEntry({ type: 'training-plan', kind: 'create-workout', workout, body: workoutBody });
    expect(createWorkout).toMatchObject({ request: { route: 'POST /api/workouts', repeatable: true }, creates: [workout.id], requires: [planId] });
    expect(createWorkoutRequestSchema.parse((createWorkout.request.input as { body: unknown }).body)).toMatchObject({ id: workout.id, planId });
  });

  it('send edits as the PUTs of what they change, each needing it made', () => {
    expect(planChangeEntry({ type: 'training-plan', kind: 'edit-plan', plan, body: planBody })).toMatchObject({
      request: { route: 'PUT /api/plans/{id}', input: { params: { id: planId } }, repeatable: true },
      requires: [planId],
    });
    expect(planChangeEntry({ type: 'training-plan', kind: 'edit-workout', workout, body: workoutBody })).toMatchObject({
      request: { route: 'PUT /api/workouts/{id}', input: { params: { id: workout.id } }, repeatable: true },
      requires: [workout.id],
    });
  });

  it('list the plans made here, newest first, with their later edits and workouts', () => {
    const second = localPlanOf({ id: timeOrderedId(later), userId: 'me', body: { ...planBody, name: 'Second' }, now: later });
    const unsent = unsentPlansOf([
      entryOf({ type: 'training-plan', kind: 'create-plan', plan, body: planBody }),
      entryOf({ type: 'training-plan', kind: 'create-workout', workout, body: workoutBody }),
      entryOf({ type: 'training-plan', kind: 'edit-plan', plan: { ...plan, name: 'Renamed' }, body: planBody }),
      entryOf({ type: 'training-plan', kind: 'create-plan', plan: second, body: planBody }),
      // An edit of a plan the server already holds is not a plan made here.
      entryOf({ type: 'training-plan', kind: 'edit-plan', plan: { ...plan, id: 'on-server' }, body: planBody }),
    ]);
    expect(unsent.map(({ name, workoutIds }) => ({ name, workoutIds }))).toEqual([
      { name: 'Second', workoutIds: [] },
      { name: 'Renamed', workoutIds: [workout.id] },
    ]);
    expect(unsent.every((item) => planSummary.safeParse(item).success)).toBe(true);
  });
});
