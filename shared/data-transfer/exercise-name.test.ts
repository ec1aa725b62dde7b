import { describe, expect, it } from 'vitest';
import { exerciseMatchKey, exerciseMatchKeys, normalizeExerciseName } from './exercise-name';

describe('exercise name matching', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(normalizeExerciseName('  Bench   PRESS (Barbell) ')).toBe('bench press barbell');
    expect(normalizeExerciseName('Pull-Up')).toBe(normalizeExerciseName('pull up'));
    expect(normalizeExerciseName('Café Curl')).toBe('cafe curl');
  });

  it('treats common spellings as one', () => {
    expect(exerciseMatchKey('Pullups')).toBe(exerciseMatchKey('Pull Up'));
    expect(exerciseMatchKey('DB Row')).toBe(exerciseMatchKey('Dumbbell Row'));
    expect(exerciseMatchKey('Squat')).not.toBe(exerciseMatchKey('Front Squat'));
  });

  it("also tries 'Equipment Name' and the bare name for a trailing '(Equipment)'", () => {
    expect(exerciseMatchKeys('Bench Press (Barbell)')).toEqual(['bench press barbell', 'barbell bench press', 'bench press']);
    expect(exerciseMatchKeys('Plank')).toEqual(['plank']);
  });
});
