import { describe, expect, it } from 'vitest';
import { missingMeasures, missingMeasuresMessage, typedValues, unmeasuredFieldMessage } from './set-measures';

describe('set measures per exercise type (issue 29)', () => {
  it('names the first value a type does not measure', () => {
    expect(unmeasuredFieldMessage('weight_reps', { durationSeconds: 90 })).toBe('durationSeconds is not a measure of a weight & reps exercise.');
    expect(unmeasuredFieldMessage('duration', { distanceMeters: 10 })).toBe('distanceMeters is not a measure of a duration exercise.');
    expect(unmeasuredFieldMessage('weight_distance', { durationSeconds: 10 })).toBe('durationSeconds is not a measure of a weight & distance exercise.');
  });

  it('keeps weight and reps on every type (clients that do not know types send them)', () => {
    expect(unmeasuredFieldMessage('duration', { reps: 10 })).toBeUndefined();
    expect(unmeasuredFieldMessage('bodyweight_reps', { weight: 1000, reps: 10 })).toBeUndefined();
    expect(missingMeasures('duration', typedValues({ reps: 1 }))).toEqual([]);
    expect(missingMeasures('duration', typedValues({ reps: 1, distanceMeters: 0 }))).toEqual(['durationSeconds']);
  });

  it('lets a type hold its own measures, and null or absent values of any', () => {
    expect(unmeasuredFieldMessage('distance_duration', { distanceMeters: 5000, durationSeconds: 1500, weight: null, reps: null })).toBeUndefined();
    expect(unmeasuredFieldMessage('assisted_bodyweight', { weight: 2000, reps: 8 })).toBeUndefined();
    expect(unmeasuredFieldMessage('weight_reps', {})).toBeUndefined();
  });

  it('needs what each type measures to complete a set (added weight and assistance may stay empty)', () => {
    const empty = typedValues({});
    expect(missingMeasures('duration', empty)).toEqual(['durationSeconds']);
    expect(missingMeasures('distance_duration', { ...empty, distanceMeters: 5000 })).toEqual(['durationSeconds']);
    expect(missingMeasures('weighted_bodyweight', { ...empty, reps: 8 })).toEqual([]);
    expect(missingMeasures('assisted_bodyweight', empty)).toEqual(['reps']);
    expect(missingMeasuresMessage(['distanceMeters', 'durationSeconds'])).toBe('Enter the distance and time to complete this set.');
    expect(missingMeasuresMessage(['weight', 'reps'])).toBe('Enter the weight and reps to complete this set.');
  });

  it('reads a set stored before types with no time and no distance', () => {
    expect(typedValues({ weight: 100, reps: 5 })).toEqual({ weight: 100, reps: 5, durationSeconds: null, distanceMeters: null });
  });
});
