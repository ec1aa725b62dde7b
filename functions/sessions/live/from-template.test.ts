import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '../../../shared/api-types';
import { sessionFromTemplate } from './from-template';
import type { SessionRecord } from '../records';

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
  it('gives each entry its warm-up sets, then its working sets, numbered per exercise; the working sets carry targets, no values', () => {
    let next = 0;
    const { session: started, sets } = sessionFromTemplate({
      session,
      exercises: [entry('a', { warmupSets: 1, sets: 2 }), entry('b', { sets: 1, reps: 'AMRAP', weight: null, restSeconds: 120 }), entry('a', { sets: 1, reps: '5' })],
      newLocalId: () => `l${next++}`,
    });

    expect(started.exerciseIds).toEqual(['a', 'b']);
    expect(started.exerciseRestSeconds).toEqual({ a: 60, b: 120 });
    expect(started).not.toHaveProperty('exerciseNotes');
    expect(started).not.toHaveProperty('supersetGroups');
    expect(sets.map((set) => [set.id, set.exerciseId, set.setNumber, set.isWarmup, set.weight, set.reps, set.target])).toEqual([
      ['s.l0', 'a', 1, true, null, null, undefined],
      ['s.l1', 'a', 2, false, null, null, { reps: '8-12', weight: 13_500 }],
      ['s.l2', 'a', 3, false, null, null, { reps: '8-12', weight: 13_500 }],
      ['s.l3', 'b', 1, false, null, null, { reps: 'AMRAP', weight: null }],
      ['s.l4', 'a', 4, false, null, null, { reps: '5', weight: 13_500 }],
    ]);
    expect(sets.every((set) => !set.isCompleted && set.exerciseName === set.exerciseId.toUpperCase())).toBe(true);
  });

  it("keeps each exercise's notes and superset letter, a superset's exercises together", () => {
    const { session: started } = sessionFromTemplate({
      session,
      exercises: [
        entry('curl', { supersetGroup: 'A', notes: 'Slow on the way down' }),
        entry('squat', { notes: 'Brace hard' }),
        entry('pushdown', { supersetGroup: 'A' }),
        entry('squat', { notes: 'Pause at the bottom' }),
        entry('curl', { notes: 'Slow on the way down' }),
      ],
      newLocalId: () => 'l',
    });

    expect(started.exerciseIds).toEqual(['curl', 'pushdown', 'squat']);
    expect(started.exerciseNotes).toEqual({ curl: 'Slow on the way down', squat: 'Brace hard\nPause at the bottom' });
    expect(started.supersetGroups).toEqual({ curl: 'A', pushdown: 'A' });
  });
});
