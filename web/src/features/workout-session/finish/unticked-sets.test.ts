import { describe, expect, it } from 'vitest';
import type { WorkoutSet } from '../../../../../shared/api-types';
import { untickedSetsWithValues } from './unticked-sets';

let next = 0;
function set(exerciseId: string, exerciseOrder: number, setNumber: number, fields: Partial<WorkoutSet> = {}): WorkoutSet {
  next += 1;
  return {
    id: `set-${next}`,
    sessionId: 's',
    exerciseId,
    exerciseName: exerciseId,
    exerciseOrder,
    setNumber,
    weight: null,
    reps: null,
    isCompleted: false,
    isWarmup: false,
    createdAt: '2025-06-02T10:00:00.000Z',
    exerciseType: 'weight_reps',
    durationSeconds: null,
    distanceMeters: null,
    ...fields,
    setType: fields.setType ?? (fields.isWarmup ? 'warmup' : 'normal'),
  };
}

const equipment = (exerciseId: string) => (exerciseId === 'Pushups' ? 'Bodyweight' : 'Barbell');
const summary = (sets: WorkoutSet[]) =>
  untickedSetsWithValues(sets, equipment).map(({ set: { exerciseId }, label, missing }) => ({ exerciseId, label, missing }));

describe('untickedSetsWithValues', () => {
  it('finds the sets that hold a weight or reps but are not ticked, labelled as their rows are, in workout order', () => {
    const sets = [
      set('Pushups', 1, 1, { reps: 20 }),
      set('Squat', 0, 1, { weight: 13_500, reps: 5, isWarmup: true }),
      set('Squat', 0, 2, { weight: 22_500, reps: 5, isCompleted: true }),
      set('Squat', 0, 3, { weight: 22_500, reps: 5 }),
      set('Squat', 0, 4),
    ];

    expect(summary(sets)).toEqual([
      { exerciseId: 'Squat', label: 'W', missing: [] },
      { exerciseId: 'Squat', label: 2, missing: [] },
      { exerciseId: 'Pushups', label: 1, missing: [] },
    ]);
  });

  it('counts 0 as a value (it was typed) and says which needed value a set lacks', () => {
    const sets = [set('Squat', 0, 1, { weight: 0 }), set('Squat', 0, 2, { reps: 8 }), set('Pushups', 1, 1, { weight: 2_000 })];

    expect(summary(sets)).toEqual([
      { exerciseId: 'Squat', label: 1, missing: ['reps'] },
      { exerciseId: 'Squat', label: 2, missing: ['weight'] },
      { exerciseId: 'Pushups', label: 1, missing: ['reps'] },
    ]);
  });

  it('is empty when every set with values is ticked, or empty sets are all that is left', () => {
    expect(summary([set('Squat', 0, 1, { weight: 22_500, reps: 5, isCompleted: true }), set('Squat', 0, 2)])).toEqual([]);
    expect(summary([])).toEqual([]);
  });
});

describe('unticked sets of other exercise types (issue 29)', () => {
  it('names a plank with a time and a run with only its distance, and what the run still needs', () => {
    const sets = [
      set('Plank', 0, 1, { exerciseType: 'duration', durationSeconds: 90 }),
      set('Plank', 0, 2, { exerciseType: 'duration' }),
      set('Run', 1, 1, { exerciseType: 'distance_duration', distanceMeters: 5000 }),
    ];
    expect(summary(sets)).toEqual([
      { exerciseId: 'Plank', label: 1, missing: [] },
      { exerciseId: 'Run', label: 1, missing: ['durationSeconds'] },
    ]);
  });
});
