import { describe, expect, it } from 'vitest';
import type { WorkoutSession } from '../../../shared/api-types';
import { api, signUp } from '../../support/api';
import { useLocalStackForFunctions } from '../../support/functions-env';
import { addSet, EXERCISES, finishWorkout, startWorkout } from './helpers';

// The sessions module's DynamoDB client must be pointed at the local stack before it is imported.
useLocalStackForFunctions();
const sessions = await import('../../../functions/sessions/index');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function logWorkout(token: string, body: Record<string, unknown>): Promise<WorkoutSession> {
  const result = await api('POST /api/workout-sessions/completed', { token, untypedBody: body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

const set = (weight: number | null, reps: number | null, flags: { isWarmup?: boolean; isCompleted?: boolean } = {}) => ({
  weight,
  reps,
  isWarmup: flags.isWarmup ?? false,
  isCompleted: flags.isCompleted ?? true,
});

describe('findSharedWorkout (the sessions public face)', () => {
  it('summarises my completed workout: totals, completed working sets and each exercise’s best set in workout order', async () => {
    const me = await signUp();
    const session = await logWorkout(me.token, {
      name: 'Pull Day',
      startTime: minutesAgo(80),
      durationMinutes: 62,
      exercises: [
        { exerciseId: EXERCISES.deadlift.id, sets: [set(40_000, 1, { isWarmup: true }), set(31_500, 5), set(31_500, 6), set(50_000, 1, { isCompleted: false })] },
        { exerciseId: EXERCISES.curl.id, sets: [set(6_550, 10), set(7_000, 6)] },
        { exerciseId: EXERCISES.bench.id, sets: [set(20_000, 3, { isCompleted: false })] },
      ],
    });

    const shared = await sessions.findSharedWorkout({ userId: me.user.id, sessionId: session.id });

    expect(shared).toEqual({
      sessionId: session.id,
      name: 'Pull Day',
      durationMinutes: 62,
      totalVolume: 315 * 5 + 315 * 6 + 65.5 * 10 + 70 * 6,
      exerciseCount: 3,
      setCount: 4,
      bestSets: [
        { exerciseName: EXERCISES.deadlift.name, weight: 315, reps: 6 },
        { exerciseName: EXERCISES.curl.name, weight: 70, reps: 6 },
      ],
      // Deadlift: heaviest, e1RM, reps at 315, set and session volume (5); curl: heaviest, e1RM, reps at 70 and at
      // 65.5, set and session volume (6). The first time an exercise is done sets its records (docs/decisions.md).
      personalRecordCount: 11,
    });
  });

  it('shows at most five exercises’ best sets', async () => {
    const me = await signUp();
    const exerciseIds = [
      EXERCISES.bench.id,
      EXERCISES.squat.id,
      EXERCISES.deadlift.id,
      EXERCISES.curl.id,
      'Barbell_Shrug',
      'Pushups',
    ];
    const session = await logWorkout(me.token, {
      startTime: minutesAgo(60),
      durationMinutes: 50,
      exercises: exerciseIds.map((exerciseId) => ({ exerciseId, sets: [set(10_000, 5)] })),
    });

    const shared = await sessions.findSharedWorkout({ userId: me.user.id, sessionId: session.id });

    expect(shared?.exerciseCount).toBe(6);
    expect(shared?.bestSets).toHaveLength(5);
    expect(shared?.bestSets[0]).toEqual({ exerciseName: EXERCISES.bench.name, weight: 100, reps: 5 });
  });

  it('summarises a live workout once it is finished, and not while it runs', async () => {
    const me = await signUp();
    const session = await startWorkout(me.token, { name: 'Live', isActive: true });
    await addSet(me.token, session.id, EXERCISES.squat.id, { weight: 20_000, reps: 4, isCompleted: true });

    expect(await sessions.findSharedWorkout({ userId: me.user.id, sessionId: session.id })).toBeUndefined();

    await finishWorkout(me.token, session.id);
    expect(await sessions.findSharedWorkout({ userId: me.user.id, sessionId: session.id })).toMatchObject({
      sessionId: session.id,
      name: 'Live',
      setCount: 1,
      totalVolume: 800,
      bestSets: [{ exerciseName: EXERCISES.squat.name, weight: 200, reps: 4 }],
    });
  });

  it('answers undefined for someone else’s workout and for ids that name no workout', async () => {
    const me = await signUp();
    const other = await signUp();
    const session = await logWorkout(me.token, {
      startTime: minutesAgo(30),
      durationMinutes: 20,
      exercises: [{ exerciseId: EXERCISES.bench.id, sets: [set(10_000, 5)] }],
    });

    expect(await sessions.findSharedWorkout({ userId: other.user.id, sessionId: session.id })).toBeUndefined();
    expect(await sessions.findSharedWorkout({ userId: me.user.id, sessionId: 'z'.repeat(21) })).toBeUndefined();
    expect(await sessions.findSharedWorkout({ userId: me.user.id, sessionId: 'not a session id' })).toBeUndefined();
    expect(await sessions.findSharedWorkout({ userId: me.user.id, sessionId: session.id })).toBeDefined();
  });
});
