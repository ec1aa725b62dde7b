import { describe, expect, it } from 'vitest';
import type { KeyStat } from '../../../../../shared/api-types';
import { DEFAULT_KEY_STATS } from '../../../../../shared/profile';
import { keyStatRowProblem, keyStatRowsOf, keyStatsRequestOf, keyStatValueOf, type KeyStatRow } from './key-stats-form';

const stat = (name: string, value: number | null, isVisible = true, unit = 'lbs'): KeyStat => ({ name, value, unit, isVisible });

describe('keyStatRowsOf', () => {
  it("offers spec 001's default stats, empty and with their visibility, for a new account", () => {
    const rows = keyStatRowsOf([], 'lb');
    expect(rows.map((row) => row.name)).toEqual(DEFAULT_KEY_STATS.map((row) => row.name));
    expect(rows.every((row) => row.value === '')).toBe(true);
    expect(rows.find((row) => row.name === 'Max Squat')?.isVisible).toBe(true);
    expect(rows.find((row) => row.name === 'Resting Heart Rate')).toEqual({ name: 'Resting Heart Rate', unit: 'bpm', value: '', isVisible: false });
  });

  it('keeps the saved values and order, then adds the defaults that are missing', () => {
    const rows = keyStatRowsOf([stat('Max Deadlift', 405.5, false), stat('Max Squat', 315)], 'lb');
    expect(rows.slice(0, 3).map(({ name, value, isVisible }) => ({ name, value, isVisible }))).toEqual([
      { name: 'Max Deadlift', value: '405.5', isVisible: false },
      { name: 'Max Squat', value: '315', isVisible: true },
      { name: 'Max Bench Press', value: '', isVisible: true },
    ]);
    expect(rows).toHaveLength(DEFAULT_KEY_STATS.length);
  });

  it("maps the old names 'Max Bench' and 'VO2 Max' to today's names", () => {
    const rows = keyStatRowsOf([stat('Max Bench', 225), stat('VO2 Max', 48.2, true, 'ml/kg/min')], 'lb');
    expect(rows.find((row) => row.name === 'Max Bench Press')?.value).toBe('225');
    expect(rows.find((row) => row.name === 'VO₂ Max')?.value).toBe('48.2');
    expect(rows.some((row) => row.name === 'Max Bench' || row.name === 'VO2 Max')).toBe(false);
    expect(rows).toHaveLength(DEFAULT_KEY_STATS.length);
  });

  it('keeps the value when an old and a new name are both saved', () => {
    const rows = keyStatRowsOf([stat('Max Bench Press', null), stat('Max Bench', 200)], 'lb');
    expect(rows.filter((row) => row.name === 'Max Bench Press')).toEqual([{ name: 'Max Bench Press', unit: 'lbs', value: '200', isVisible: true }]);
  });

  it('keeps a stat of the person that is not one of the defaults', () => {
    expect(keyStatRowsOf([stat('Max Clean', 185)], 'lb')[0]).toEqual({ name: 'Max Clean', unit: 'lbs', value: '185', isVisible: true });
  });
});

describe('keyStatRowsOf for a person who weighs in kg (issue 27)', () => {
  it('offers the weight stats in kg and the others in their own units', () => {
    const rows = keyStatRowsOf([], 'kg');
    expect(rows.find((row) => row.name === 'Max Squat')).toEqual({ name: 'Max Squat', unit: 'kg', value: '', isVisible: true });
    expect(rows.find((row) => row.name === 'Max Pull-ups')?.unit).toBe('reps');
    expect(rows.find((row) => row.name === 'Fastest 5K Time')?.unit).toBe('min:sec');
  });

  it('converts values saved in lbs to kg, rounded to 0.5 kg, and keeps values saved in kg as typed', () => {
    const rows = keyStatRowsOf([stat('Max Squat', 315), stat('Max Bench', 225.5), stat('Max Deadlift', 182.3, true, 'kg'), stat('Max Clean', 185)], 'kg');
    expect(rows.slice(0, 4).map(({ name, value, unit }) => ({ name, value, unit }))).toEqual([
      { name: 'Max Squat', value: '143', unit: 'kg' },
      { name: 'Max Bench Press', value: '102.5', unit: 'kg' },
      { name: 'Max Deadlift', value: '182.3', unit: 'kg' },
      { name: 'Max Clean', value: '84', unit: 'kg' },
    ]);
  });

  it('converts a value saved in kg for a person who weighs in lb, to a whole pound', () => {
    expect(keyStatRowsOf([stat('Max Squat', 140, true, 'kg')], 'lb')[0]).toEqual({ name: 'Max Squat', unit: 'lbs', value: '309', isVisible: true });
  });
});

describe('keyStatValueOf', () => {
  it('reads empty as not set and rounds to one decimal (step 0.1)', () => {
    expect(keyStatValueOf('')).toBeNull();
    expect(keyStatValueOf('  ')).toBeNull();
    expect(keyStatValueOf('225.5')).toBe(225.5);
    expect(keyStatValueOf('12.34')).toBe(12.3);
    expect(keyStatValueOf('0')).toBe(0);
  });

  it('reads text that is not a number as NaN', () => {
    expect(keyStatValueOf('abc')).toBeNaN();
    expect(keyStatValueOf('Infinity')).toBeNaN();
  });
});

describe('keyStatRowProblem', () => {
  const row = (value: string, unit = 'kg', name = 'Max Squat'): KeyStatRow => ({ name, unit, value, isVisible: true });

  it('says what the server would answer for a value out of its unit’s range', () => {
    expect(keyStatRowProblem(row('-140'))).toBe('Max Squat must be between 0 and 1,000 kg.');
    expect(keyStatRowProblem(row('1000.5'))).toBe('Max Squat must be between 0 and 1,000 kg.');
    expect(keyStatRowProblem(row('2206', 'lbs'))).toBe('Max Squat must be between 0 and 2,205 lbs.');
    expect(keyStatRowProblem(row('abc'))).toBe('Max Squat must be between 0 and 1,000 kg.');
    expect(keyStatRowProblem(row('300', 'bpm', 'Resting Heart Rate'))).toBe('Resting Heart Rate must be between 20 and 250 bpm.');
  });

  it('lets empty values and values in range through, as the server rounds them', () => {
    expect(keyStatRowProblem(row(''))).toBeUndefined();
    expect(keyStatRowProblem(row('142.5'))).toBeUndefined();
    expect(keyStatRowProblem(row('1000.04'))).toBeUndefined();
    expect(keyStatRowProblem(row('-0.04'))).toBeUndefined();
  });
});

describe('keyStatsRequestOf', () => {
  it('answers every row with a number or null and its visibility', () => {
    const rows = keyStatRowsOf([], 'lb').map((row) => (row.name === 'Max Bench Press' ? { ...row, value: '225.5' } : row));
    const request = keyStatsRequestOf(rows);
    if (!('keyStats' in request)) throw new Error('expected a request');
    expect(request.keyStats[0]).toEqual({ name: 'Max Bench Press', unit: 'lbs', value: 225.5, isVisible: true });
    expect(request.keyStats[1]).toEqual({ name: 'Max Squat', unit: 'lbs', value: null, isVisible: true });
  });

  it('saves a kg person’s weights with kg', () => {
    const rows = keyStatRowsOf([stat('Max Squat', 315)], 'kg').map((row) => (row.name === 'Max Bench Press' ? { ...row, value: '100' } : row));
    const request = keyStatsRequestOf(rows);
    if (!('keyStats' in request)) throw new Error('expected a request');
    expect(request.keyStats.slice(0, 2)).toEqual([
      { name: 'Max Squat', unit: 'kg', value: 143, isVisible: true },
      { name: 'Max Bench Press', unit: 'kg', value: 100, isVisible: true },
    ]);
  });

  it('names each row whose value cannot be saved, with the reason', () => {
    const rows = keyStatRowsOf([], 'kg').map((row) => (row.name === 'Max Squat' ? { ...row, value: '-140' } : row.name === 'Body Fat Percentage' ? { ...row, value: '120' } : row));
    expect(keyStatsRequestOf(rows)).toEqual({
      invalid: [
        { name: 'Max Squat', message: 'Max Squat must be between 0 and 1,000 kg.' },
        { name: 'Body Fat Percentage', message: 'Body Fat Percentage must be between 0 and 100%.' },
      ],
    });
  });
});
