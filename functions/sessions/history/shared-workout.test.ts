import { describe, expect, it } from 'vitest';
import { sessionRecord, setRecord } from '../record-fixtures';
import type { SessionRecord, SetRecord } from '../records';
import { MAX_BEST_SETS, toSharedWorkout } from './shared-workout';

const SESSION_ID = 'b'.repeat(21);

function completedSession(exerciseIds: string[]): SessionRecord {
  return sessionRecord({
    id: SESSION_ID,
    name: 'Leg day',
    startTime: '2025-01-01T10:00:00.000Z',
    startedAt: '2025-01-01T10:00:00.000Z',
    createdAt: '2025-01-01T10:00:00.000Z',
    endTime: '2025-01-01T10:45:00.000Z',
    completedAt: '2025-01-01T10:45:00.000Z',
    duration: 45,
    exerciseIds,
    version: 2,
  });
}

function set(exerciseId: string, fields: Partial<SetRecord>): SetRecord {
  return setRecord(SESSION_ID, exerciseId, fields);
}

describe('toSharedWorkout', () => {
  it('sums the volume and counts only completed working sets', () => {
    const sets = [
      set('squat', { weight: 22_500, reps: 5 }),
      set('squat', { weight: 22_500, reps: 5, isWarmup: true }),
      set('squat', { weight: 30_000, reps: 5, isCompleted: false }),
      set('lunge', { weight: 5_050, reps: 10 }),
    ];

    expect(toSharedWorkout(completedSession(['squat', 'lunge']), sets)).toEqual({
      sessionId: SESSION_ID,
      name: 'Leg day',
      durationMinutes: 45,
      totalVolume: 225 * 5 + 50.5 * 10,
      exerciseCount: 2,
      setCount: 2,
      bestSets: [
        { exerciseName: 'squat name', weight: 225, reps: 5 },
        { exerciseName: 'lunge name', weight: 50.5, reps: 10 },
      ],
      personalRecordCount: 0,
    });
  });

  it('counts the personal records confirmed when the workout finished', () => {
    const session: SessionRecord = {
      ...completedSession(['squat']),
      personalRecords: [
        { exerciseId: 'squat', exerciseName: 'squat name', kind: 'heaviest_weight', value: 22_500, setId: 'x', weight: 22_500, reps: 5 },
        { exerciseId: 'squat', exerciseName: 'squat name', kind: 'best_session_volume', value: 112_500 },
      ],
    };

    expect(toSharedWorkout(session, [set('squat', { weight: 22_500, reps: 5 })]).personalRecordCount).toBe(2);
  });

  it('picks the heaviest working set of each exercise, more reps breaking a tie, never a warm-up or unfinished set', () => {
    const sets = [
      set('bench', { weight: 10_000, reps: 8 }),
      set('bench', { weight: 12_000, reps: 3 }),
      set('bench', { weight: 12_000, reps: 5 }),
      set('bench', { weight: 20_000, reps: 1, isWarmup: true }),
      set('bench', { weight: 25_000, reps: 1, isCompleted: false }),
      set('pushup', { weight: null, reps: 20 }),
    ];

    expect(toSharedWorkout(completedSession(['bench', 'pushup']), sets).bestSets).toEqual([
      { exerciseName: 'bench name', weight: 120, reps: 5 },
      { exerciseName: 'pushup name', weight: 0, reps: 20 },
    ]);
  });

  it(`keeps the workout's order and at most ${MAX_BEST_SETS} exercises; an exercise with no working set has no best set`, () => {
    const order = ['f', 'e', 'd', 'c', 'b', 'a', 'g'];
    const sets = order.map((exerciseId) => set(exerciseId, { weight: 1_000, reps: 1, isCompleted: exerciseId !== 'e' }));

    const shared = toSharedWorkout(completedSession(order), sets.reverse());

    expect(shared.bestSets.map((best) => best.exerciseName)).toEqual(['f name', 'd name', 'c name', 'b name', 'a name']);
    expect(shared.exerciseCount).toBe(7);
    expect(shared.setCount).toBe(6);
  });
});

describe('toSharedWorkout with other exercise types (issue 29)', () => {
  it("shows a plank's longest hold, a run's longest distance and an assisted set's least assistance, each with its type", () => {
    const sets = [
      set('plank', { exerciseType: 'duration', durationSeconds: 60 }),
      set('plank', { exerciseType: 'duration', durationSeconds: 90 }),
      set('run', { exerciseType: 'distance_duration', distanceMeters: 3000, durationSeconds: 840 }),
      set('run', { exerciseType: 'distance_duration', distanceMeters: 5000, durationSeconds: 1500 }),
      set('assisted', { exerciseType: 'assisted_bodyweight', weight: 4_400, reps: 8 }),
      set('assisted', { exerciseType: 'assisted_bodyweight', weight: 6_600, reps: 10 }),
    ];
    expect(toSharedWorkout(completedSession(['plank', 'run', 'assisted']), sets).bestSets).toEqual([
      { exerciseName: 'plank name', weight: 0, reps: 0, exerciseType: 'duration', durationSeconds: 90, distanceMeters: null },
      { exerciseName: 'run name', weight: 0, reps: 0, exerciseType: 'distance_duration', durationSeconds: 1500, distanceMeters: 5000 },
      { exerciseName: 'assisted name', weight: 44, reps: 8, exerciseType: 'assisted_bodyweight', durationSeconds: null, distanceMeters: null },
    ]);
  });
});
