import { describe, expect, it } from 'vitest';
import type { KeyStat } from './api-types';
import { keyStatInUnit, keyStatRange, keyStatValueProblem, keyStatWeightOf, roundKeyStatWeight, weightUnitOfStat } from './key-stats';
import { DEFAULT_KEY_STATS } from './profile';
import { parseWeight } from './units';
import { estimateOneRepMax } from './workout/records';

const stat = (name: string, value: number | null, unit: string): KeyStat => ({ name, value, unit, isVisible: true });

describe('keyStatValueProblem', () => {
  it('lets an empty value and values within the unit’s range through', () => {
    expect(keyStatValueProblem(stat('Max Squat', null, 'lbs'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Max Squat', 0, 'kg'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Max Squat', 1_000, 'kg'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Max Squat', 2_205, 'lbs'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Max Pull-ups', 1_000, 'reps'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Body Fat Percentage', 100, '%'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Resting Heart Rate', 20, 'bpm'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Resting Heart Rate', 250, 'bpm'))).toBeUndefined();
    expect(keyStatValueProblem(stat('VO₂ Max', 100, 'ml/kg/min'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Fastest 5K Time', 1_440, 'min:sec'))).toBeUndefined();
    expect(keyStatValueProblem(stat('Max Clean', 100_000, 'sandbags'))).toBeUndefined();
  });

  it('refuses a negative value in every unit, naming the stat and the range', () => {
    expect(keyStatValueProblem(stat('Max Squat', -140, 'lbs'))).toBe('Max Squat must be between 0 and 2,205 lbs.');
    expect(keyStatValueProblem(stat('Max Squat', -0.1, 'kg'))).toBe('Max Squat must be between 0 and 1,000 kg.');
    expect(keyStatValueProblem(stat('Max Pull-ups', -1, 'reps'))).toBe('Max Pull-ups must be between 0 and 1,000 reps.');
    expect(keyStatValueProblem(stat('Max Clean', -5, 'sandbags'))).toBe('Max Clean must be between 0 and 100,000 sandbags.');
  });

  it('refuses values above the unit’s plausible maximum', () => {
    expect(keyStatValueProblem(stat('Max Squat', 1_000.5, 'kg'))).toBe('Max Squat must be between 0 and 1,000 kg.');
    expect(keyStatValueProblem(stat('Max Squat', 14_000, 'lbs'))).toBe('Max Squat must be between 0 and 2,205 lbs.');
    expect(keyStatValueProblem(stat('Max Pull-ups', 1_001, 'reps'))).toBe('Max Pull-ups must be between 0 and 1,000 reps.');
    expect(keyStatValueProblem(stat('Body Fat Percentage', 100.1, '%'))).toBe('Body Fat Percentage must be between 0 and 100%.');
    expect(keyStatValueProblem(stat('VO₂ Max', 101, 'ml/kg/min'))).toBe('VO₂ Max must be between 0 and 100 ml/kg/min.');
    expect(keyStatValueProblem(stat('Fastest 5K Time', 1_440.1, 'min:sec'))).toBe('Fastest 5K Time must be between 0 and 1,440 minutes.');
  });

  it('keeps a resting heart rate between 20 and 250 bpm', () => {
    expect(keyStatValueProblem(stat('Resting Heart Rate', 19.9, 'bpm'))).toBe('Resting Heart Rate must be between 20 and 250 bpm.');
    expect(keyStatValueProblem(stat('Resting Heart Rate', 251, 'bpm'))).toBe('Resting Heart Rate must be between 20 and 250 bpm.');
  });

  it('refuses what is not a finite number', () => {
    expect(keyStatValueProblem(stat('Max Squat', Number.NaN, 'kg'))).toBe('Max Squat must be between 0 and 1,000 kg.');
    expect(keyStatValueProblem(stat('Max Squat', Number.POSITIVE_INFINITY, 'kg'))).toBe('Max Squat must be between 0 and 1,000 kg.');
  });

  it('has a range for every default stat’s unit, and reads an own unit that names an object key as any other', () => {
    for (const { unit } of DEFAULT_KEY_STATS) expect(keyStatRange(unit).max).toBeLessThan(100_000);
    expect(keyStatRange('constructor')).toEqual({ min: 0, max: 100_000 });
  });
});

describe('weightUnitOfStat', () => {
  it("reads 'kg', the spec's 'lbs' and 'lb' as weights, everything else not", () => {
    expect(weightUnitOfStat('kg')).toBe('kg');
    expect(weightUnitOfStat('lbs')).toBe('lb');
    expect(weightUnitOfStat(' lb ')).toBe('lb');
    expect(weightUnitOfStat('reps')).toBeUndefined();
    expect(weightUnitOfStat('ml/kg/min')).toBeUndefined();
  });
});

describe('roundKeyStatWeight', () => {
  it('rounds kg to 0.5 and lb to a whole pound', () => {
    expect(roundKeyStatWeight(142.88, 'kg')).toBe(143);
    expect(roundKeyStatWeight(102.28, 'kg')).toBe(102.5);
    expect(roundKeyStatWeight(102.2, 'kg')).toBe(102);
    expect(roundKeyStatWeight(308.65, 'lb')).toBe(309);
    expect(roundKeyStatWeight(225.4, 'lb')).toBe(225);
  });
});

describe('keyStatWeightOf (a record in hundredths of a pound)', () => {
  it('gives the e1RM of 100 kg × 5 as 112.5 kg and 248 lb', () => {
    const e1rm = estimateOneRepMax(parseWeight('100', 'kg'), 5);
    if (e1rm === null) throw new Error('expected an e1RM');
    expect(keyStatWeightOf(e1rm, 'kg')).toBe(112.5);
    expect(keyStatWeightOf(e1rm, 'lb')).toBe(248);
  });

  it('gives 315 lb × 1 as 143 kg and 315 lb', () => {
    expect(keyStatWeightOf(31_500, 'kg')).toBe(143);
    expect(keyStatWeightOf(31_500, 'lb')).toBe(315);
  });
});

describe('keyStatInUnit', () => {
  it('converts a weight saved in lbs for a kg person, rounded to 0.5 kg', () => {
    expect(keyStatInUnit(stat('Max Squat', 315, 'lbs'), 'kg')).toEqual(stat('Max Squat', 143, 'kg'));
    expect(keyStatInUnit(stat('Max Bench Press', 225.5, 'lbs'), 'kg')).toEqual(stat('Max Bench Press', 102.5, 'kg'));
  });

  it('converts a weight saved in kg for a lb person, rounded to a whole pound', () => {
    expect(keyStatInUnit(stat('Max Squat', 140, 'kg'), 'lb')).toEqual(stat('Max Squat', 309, 'lbs'));
  });

  it('keeps a value typed in the person’s own unit exactly, and an empty one empty', () => {
    expect(keyStatInUnit(stat('Max Squat', 142.3, 'kg'), 'kg')).toEqual(stat('Max Squat', 142.3, 'kg'));
    expect(keyStatInUnit(stat('Max Squat', 225.5, 'lb'), 'lb')).toEqual(stat('Max Squat', 225.5, 'lbs'));
    expect(keyStatInUnit(stat('Max Squat', null, 'lbs'), 'kg')).toEqual(stat('Max Squat', null, 'kg'));
  });

  it('leaves stats that are not weights alone', () => {
    expect(keyStatInUnit(stat('Max Pull-ups', 12, 'reps'), 'kg')).toEqual(stat('Max Pull-ups', 12, 'reps'));
    expect(keyStatInUnit(stat('VO₂ Max', 48.2, 'ml/kg/min'), 'kg')).toEqual(stat('VO₂ Max', 48.2, 'ml/kg/min'));
  });

  it('keeps the largest weight either unit allows within the other unit’s range', () => {
    expect(keyStatValueProblem(keyStatInUnit(stat('Max Squat', 1_000, 'kg'), 'lb'))).toBeUndefined();
    expect(keyStatValueProblem(keyStatInUnit(stat('Max Squat', 2_205, 'lbs'), 'kg'))).toBeUndefined();
  });
});
