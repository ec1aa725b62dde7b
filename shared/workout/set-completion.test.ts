import { describe, expect, it } from 'vitest';
import { missingValues, missingValuesMessage, neededValues, valuesOnTick } from './set-completion';

const EMPTY = { weight: null, reps: null };
const BOTH = neededValues('Barbell');

describe('neededValues', () => {
  it('asks weight and reps of every exercise but a bodyweight one, which needs reps only', () => {
    expect(neededValues('Barbell')).toEqual(['weight', 'reps']);
    expect(neededValues('Other')).toEqual(['weight', 'reps']);
    expect(neededValues(undefined)).toEqual(['weight', 'reps']);
    expect(neededValues('Bodyweight')).toEqual(['reps']);
  });
});

describe('missingValues', () => {
  it('names the needed values that are not numbers; 0 is a value', () => {
    expect(missingValues(EMPTY, BOTH)).toEqual(['weight', 'reps']);
    expect(missingValues({ weight: 0, reps: 5 }, BOTH)).toEqual([]);
    expect(missingValues({ weight: 10_000, reps: null }, BOTH)).toEqual(['reps']);
    expect(missingValues({ weight: null, reps: 12 }, neededValues('Bodyweight'))).toEqual([]);
  });
});

describe('valuesOnTick', () => {
  it('fills empty fields from the hint shown, so the set is completed with what the row then shows', () => {
    const result = valuesOnTick({ shown: EMPTY, hint: { weight: 19_015, reps: 3 }, needed: BOTH });
    expect(result).toEqual({ values: { weight: 19_015, reps: 3 }, filled: ['weight', 'reps'], missing: [] });
  });

  it('keeps typed values and fills only the empty field', () => {
    const result = valuesOnTick({ shown: { weight: 20_000, reps: null }, hint: { weight: 19_015, reps: 3 }, needed: BOTH });
    expect(result).toEqual({ values: { weight: 20_000, reps: 3 }, filled: ['reps'], missing: [] });
  });

  it('changes nothing of a row that shows its values', () => {
    const shown = { weight: 0, reps: 8 };
    expect(valuesOnTick({ shown, hint: { weight: 19_015, reps: 3 }, needed: BOTH })).toEqual({ values: shown, filled: [], missing: [] });
  });

  it('may not complete an empty row without a hint, and says what is missing', () => {
    const result = valuesOnTick({ shown: EMPTY, hint: EMPTY, needed: BOTH });
    expect(result).toEqual({ values: EMPTY, filled: [], missing: ['weight', 'reps'] });
    expect(missingValuesMessage(result.missing)).toBe('Enter the weight and reps to complete this set.');
  });

  it('may not complete when the hint lacks a needed value', () => {
    const result = valuesOnTick({ shown: EMPTY, hint: { weight: null, reps: 10 }, needed: BOTH });
    expect(result.missing).toEqual(['weight']);
    expect(missingValuesMessage(result.missing)).toBe('Enter the weight to complete this set.');
  });

  it('completes a bodyweight set with reps alone', () => {
    const result = valuesOnTick({ shown: EMPTY, hint: { weight: null, reps: 12 }, needed: neededValues('Bodyweight') });
    expect(result).toEqual({ values: { weight: null, reps: 12 }, filled: ['reps'], missing: [] });
    expect(missingValuesMessage(['reps'])).toBe('Enter the reps to complete this set.');
  });
});
