import { beforeAll, describe, expect, it } from 'vitest';
import type { Workout, WorkoutSession, WorkoutSet } from '../../../shared/api-types';
import { api, messageOf, signUp } from '../../support/api';
import { createWorkout, EXERCISES } from './helpers';

/**
 * Issue 27, deliverable 4: a workout started from a plan keeps the plan's structure. The session carries each
 * exercise's note and superset letter (a superset's exercises together), and every working set its target (the reps
 * text as written, the weight) while holding no values until the person logs them.
 */
const PUSHDOWN = 'Triceps_Pushdown';
const PUSHUPS = 'Pushups';

let me: Awaited<ReturnType<typeof signUp>>;
let workout: Workout;
let session: WorkoutSession;
let sets: WorkoutSet[];

const setsOf = async (sessionId: string) => {
  const result = await api('GET /api/workout-sets/session/{sessionId}', { params: { sessionId }, token: me.token });
  expect(result.status).toBe(200);
  return result.body;
};

beforeAll(async () => {
  me = await signUp();
  workout = await createWorkout(me.token, {
    name: 'Arms and Legs',
    exercises: [
      { exerciseId: EXERCISES.squat.id, sets: 2, warmupSets: 1, reps: '6-8', weight: 22_500, notes: 'Brace hard', restSeconds: 120 },
      { exerciseId: EXERCISES.curl.id, sets: 2, reps: '8-10', restSeconds: 0, supersetGroup: 'A' },
      { exerciseId: PUSHUPS, sets: 1, reps: 'AMRAP' },
      { exerciseId: PUSHDOWN, sets: 2, reps: '10-12', restSeconds: 90, supersetGroup: 'A', notes: 'Elbows tucked' },
    ],
  });
  const started = await api('POST /api/workout-sessions', { token: me.token, body: { workoutId: workout.id, isActive: true } });
  expect(started.status).toBe(201);
  session = started.body;
  sets = await setsOf(session.id);
});

describe('starting a session from a workout with a superset, notes, a rep range and AMRAP', () => {
  it("lists a superset's exercises together and keeps each exercise's note and superset letter", async () => {
    expect(session).toMatchObject({
      workoutId: workout.id,
      exerciseIds: [EXERCISES.squat.id, EXERCISES.curl.id, PUSHDOWN, PUSHUPS],
      exerciseRestSeconds: { [EXERCISES.squat.id]: 120, [EXERCISES.curl.id]: 0, [PUSHDOWN]: 90, [PUSHUPS]: 90 },
      exerciseNotes: { [EXERCISES.squat.id]: 'Brace hard', [PUSHDOWN]: 'Elbows tucked' },
      supersetGroups: { [EXERCISES.curl.id]: 'A', [PUSHDOWN]: 'A' },
    });
    const read = await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token });
    expect(read.body).toEqual(session);
  });

  it('gives every working set its target and no values; warm-ups have none', () => {
    expect(sets.map((set) => [set.exerciseId, set.setNumber, set.isWarmup, set.weight, set.reps, set.target])).toEqual([
      [EXERCISES.squat.id, 1, true, null, null, undefined],
      [EXERCISES.squat.id, 2, false, null, null, { reps: '6-8', weight: 22_500 }],
      [EXERCISES.squat.id, 3, false, null, null, { reps: '6-8', weight: 22_500 }],
      [EXERCISES.curl.id, 1, false, null, null, { reps: '8-10', weight: null }],
      [EXERCISES.curl.id, 2, false, null, null, { reps: '8-10', weight: null }],
      [PUSHDOWN, 1, false, null, null, { reps: '10-12', weight: null }],
      [PUSHDOWN, 2, false, null, null, { reps: '10-12', weight: null }],
      [PUSHUPS, 1, false, null, null, { reps: 'AMRAP', weight: null }],
    ]);
  });

  it('keeps the target when the set is logged, and an AMRAP set is not completed without its reps', async () => {
    const amrap = sets.find((set) => set.exerciseId === PUSHUPS)!;
    const refused = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: amrap.id }, token: me.token });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe('Enter the reps to complete this set.');

    const done = await api('PATCH /api/workout-sets/{id}/toggle-completion', { params: { id: amrap.id }, token: me.token, body: { reps: 17 } });
    expect(done.status).toBe(200);
    const logged = (await setsOf(session.id)).find((set) => set.id === amrap.id);
    expect(logged).toMatchObject({ reps: 17, isCompleted: true, target: { reps: 'AMRAP', weight: null } });
  });

  it("hands a replaced exercise's note and superset letter to its replacement, its sets keeping their targets", async () => {
    const replaced = await api('PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace', {
      params: { id: session.id, exerciseId: PUSHDOWN },
      token: me.token,
      body: { newExerciseId: EXERCISES.bench.id },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      exerciseIds: [EXERCISES.squat.id, EXERCISES.curl.id, EXERCISES.bench.id, PUSHUPS],
      exerciseNotes: { [EXERCISES.squat.id]: 'Brace hard', [EXERCISES.bench.id]: 'Elbows tucked' },
      supersetGroups: { [EXERCISES.curl.id]: 'A', [EXERCISES.bench.id]: 'A' },
    });
    const read = await api('GET /api/workout-sessions/{id}', { params: { id: session.id }, token: me.token });
    expect(read.body).toEqual(replaced.body);
    const moved = (await setsOf(session.id)).filter((set) => set.exerciseId === EXERCISES.bench.id);
    expect(moved.map((set) => set.target)).toEqual([
      { reps: '10-12', weight: null },
      { reps: '10-12', weight: null },
    ]);
  });

  it('starts a Quick Workout with neither notes, supersets nor targets', async () => {
    const other = await signUp();
    const quick = await api('POST /api/workout-sessions', { token: other.token, body: { name: 'Quick Workout', isActive: true } });
    expect(quick.status).toBe(201);
    expect(quick.body).not.toHaveProperty('exerciseNotes');
    expect(quick.body).not.toHaveProperty('supersetGroups');
  });
});
