import { describe, expect, it } from 'vitest';
import { inferExerciseType, typeHoldsSets } from './infer';

const set = (fields: Partial<Parameters<typeof inferExerciseType>[0][number]>) => ({ weight: null, reps: null, ...fields });

describe('the type a file shows (issue 29, imports)', () => {
  it('reads a plank as duration, a run as distance & duration, a carry as weight & distance', () => {
    expect(inferExerciseType([set({ durationSeconds: 30 }), set({ durationSeconds: 45 })])).toBe('duration');
    expect(inferExerciseType([set({ durationSeconds: 1500, distanceMeters: 5000 })])).toBe('distance_duration');
    expect(inferExerciseType([set({ durationSeconds: 300 })])).toBe('duration');
    expect(inferExerciseType([set({ weight: 4000, distanceMeters: 40 })])).toBe('weight_distance');
    expect(inferExerciseType([set({ weight: 4000, durationSeconds: 60 })])).toBe('weight_duration');
  });

  it('keeps weight & reps for sets of weight and reps, or reps alone', () => {
    expect(inferExerciseType([set({ weight: 10000, reps: 5 })])).toBe('weight_reps');
    expect(inferExerciseType([set({ reps: 12 })])).toBe('weight_reps');
  });

  it('says whether a matched type holds the times and distances', () => {
    expect(typeHoldsSets('duration', [set({ durationSeconds: 30 })])).toBe(true);
    expect(typeHoldsSets('weight_reps', [set({ durationSeconds: 30 })])).toBe(false);
    expect(typeHoldsSets('weight_reps', [set({ weight: 100, reps: 3 })])).toBe(true);
    expect(typeHoldsSets('distance_duration', [set({ durationSeconds: 300 })])).toBe(true);
  });
});
