import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '../../shared/api-types';
import { leadingReps, sessionFromTemplate } from './from-template';
import type { SessionRecord } from './records';

describe('leadingReps', () => {
  it.each([
    ['8-12', 8],
    ['10', 10],
    [' 5 x 5', 5],
    ['AMRAP', null],
    ['', null],
  ])('%j → %j', (text, reps) => {
    expect(leadingReps(text)).toBe(reps);
  });
});

const entry = (exerciseId: string, fields: Partial<WorkoutExercise> = {}): WorkoutExercise => ({
  id: `w.${exerciseId}`,
  workoutPlanId: 'w',
  exerciseId,
  exerciseName: exerciseId.toUpperCase(),
  sets: 2,
  reps: '8-12',
  weight: 13_500,
  restSeconds: 60,
  notes: null,
  orderIndex: 0,
  supersetGroup: null,
  warmupSets: 0,
  ...fields,
});

const session = { id: 's', userId: 'u', createdAt: '2025-01-01T00:00:00.000Z', exerciseIds: [], exerciseRestSeconds: {} } as unknown as SessionRecord;

describe('sessionFromTemplate', () => {
  it('gives each entry its warm-up sets, then its working sets, numbered per exercise', () => {
    let next = 0;
    const { session: started, sets } = sessionFromTemplate({
      session,
      exercises: [entry('a', { warmupSets: 1, sets: 2 }), entry('b', { sets: 1, reps: 'AMRAP', weight: null, restSeconds: 120 }), entry('a', { sets: 1 })],
      newLocalId: () => `l${next++}`,
    });

    expect(started.exerciseIds).toEqual(['a', 'b']);
    expect(started.exerciseRestSeconds).toEqual({ a: 60, b: 120 });
    expect(sets.map((set) => [set.id, set.exerciseId, set.setNumber, set.isWarmup, set.weight, set.reps])).toEqual([
      ['s.l0', 'a', 1, true, 13_500, 8],
      ['s.l1', 'a', 2, false, 13_500, 8],
      ['s.l2', 'a', 3, false, 13_500, 8],
      ['s.l3', 'b', 1, false, null, null],
      ['s.l4', 'a', 4, false, 13_500, 8],
    ]);
    expect(sets.every((set) => !set.isCompleted && set.exerciseName === set.exerciseId.toUpperCase())).toBe(true);
  });
});
