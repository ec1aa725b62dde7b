import { describe, expect, it } from 'vitest';
import { nextEntryField } from './next-field';

const exercises = [
  { exerciseId: 'bench', sets: [{ id: 'b1' }, { id: 'b2' }, { id: 'b3', pending: true }] },
  { exerciseId: 'empty', sets: [] },
  { exerciseId: 'row', sets: [{ id: 'r1' }] },
];

describe('the keypad’s Next', () => {
  it('goes weight → reps → the next set’s weight', () => {
    expect(nextEntryField(exercises, 'b1', 'weight')).toEqual({ exerciseId: 'bench', setId: 'b1', field: 'reps' });
    expect(nextEntryField(exercises, 'b1', 'reps')).toEqual({ exerciseId: 'bench', setId: 'b2', field: 'weight' });
  });

  it('skips sets still being created and exercises without sets, on into the next exercise', () => {
    expect(nextEntryField(exercises, 'b2', 'reps')).toEqual({ exerciseId: 'row', setId: 'r1', field: 'weight' });
  });

  it('ends after the last reps', () => {
    expect(nextEntryField(exercises, 'r1', 'weight')).toEqual({ exerciseId: 'row', setId: 'r1', field: 'reps' });
    expect(nextEntryField(exercises, 'r1', 'reps')).toBeNull();
    expect(nextEntryField(exercises, 'gone', 'weight')).toBeNull();
  });

  it('goes through the fields of each exercise’s type (issue 29): a run’s distance → time → a plank’s time', () => {
    const typed = [
      { exerciseId: 'run', exerciseType: 'distance_duration' as const, sets: [{ id: 'run1' }] },
      { exerciseId: 'plank', exerciseType: 'duration' as const, sets: [{ id: 'p1' }, { id: 'p2' }] },
    ];
    expect(nextEntryField(typed, 'run1', 'distance')).toEqual({ exerciseId: 'run', setId: 'run1', field: 'duration' });
    expect(nextEntryField(typed, 'run1', 'duration')).toEqual({ exerciseId: 'plank', setId: 'p1', field: 'duration' });
    expect(nextEntryField(typed, 'p1', 'duration')).toEqual({ exerciseId: 'plank', setId: 'p2', field: 'duration' });
    expect(nextEntryField(typed, 'p2', 'duration')).toBeNull();
  });
});
