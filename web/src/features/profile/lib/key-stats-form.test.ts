import { describe, expect, it } from 'vitest';
import type { KeyStat } from '../../../../../shared/api-types';
import { DEFAULT_KEY_STATS } from '../../../../../shared/profile';
import { keyStatRowsOf, keyStatsRequestOf, keyStatValueOf } from './key-stats-form';

const stat = (name: string, value: number | null, isVisible = true, unit = 'lbs'): KeyStat => ({ name, value, unit, isVisible });

describe('keyStatRowsOf', () => {
  it("offers spec 001's default stats, empty and with their visibility, for a new account", () => {
    const rows = keyStatRowsOf([]);
    expect(rows.map((row) => row.name)).toEqual(DEFAULT_KEY_STATS.map((row) => row.name));
    expect(rows.every((row) => row.value === '')).toBe(true);
    expect(rows.find((row) => row.name === 'Max Squat')?.isVisible).toBe(true);
    expect(rows.find((row) => row.name === 'Resting Heart Rate')).toEqual({ name: 'Resting Heart Rate', unit: 'bpm', value: '', isVisible: false });
  });

  it('keeps the saved values and order, then adds the defaults that are missing', () => {
    const rows = keyStatRowsOf([stat('Max Deadlift', 405.5, false), stat('Max Squat', 315)]);
    expect(rows.slice(0, 3).map(({ name, value, isVisible }) => ({ name, value, isVisible }))).toEqual([
      { name: 'Max Deadlift', value: '405.5', isVisible: false },
      { name: 'Max Squat', value: '315', isVisible: true },
      { name: 'Max Bench Press', value: '', isVisible: true },
    ]);
    expect(rows).toHaveLength(DEFAULT_KEY_STATS.length);
  });

  it("maps the old names 'Max Bench' and 'VO2 Max' to today's names", () => {
    const rows = keyStatRowsOf([stat('Max Bench', 225), stat('VO2 Max', 48.2, true, 'ml/kg/min')]);
    expect(rows.find((row) => row.name === 'Max Bench Press')?.value).toBe('225');
    expect(rows.find((row) => row.name === 'VO₂ Max')?.value).toBe('48.2');
    expect(rows.some((row) => row.name === 'Max Bench' || row.name === 'VO2 Max')).toBe(false);
    expect(rows).toHaveLength(DEFAULT_KEY_STATS.length);
  });

  it('keeps the value when an old and a new name are both saved', () => {
    const rows = keyStatRowsOf([stat('Max Bench Press', null), stat('Max Bench', 200)]);
    expect(rows.filter((row) => row.name === 'Max Bench Press')).toEqual([{ name: 'Max Bench Press', unit: 'lbs', value: '200', isVisible: true }]);
  });

  it('keeps a stat of the person that is not one of the defaults', () => {
    expect(keyStatRowsOf([stat('Max Clean', 185)])[0]).toEqual({ name: 'Max Clean', unit: 'lbs', value: '185', isVisible: true });
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

  it('refuses text that is not a number in range', () => {
    expect(keyStatValueOf('abc')).toBeUndefined();
    expect(keyStatValueOf('100001')).toBeUndefined();
    expect(keyStatValueOf('Infinity')).toBeUndefined();
  });
});

describe('keyStatsRequestOf', () => {
  it('answers every row with a number or null and its visibility', () => {
    const rows = keyStatRowsOf([]).map((row) => (row.name === 'Max Bench Press' ? { ...row, value: '225.5' } : row));
    const request = keyStatsRequestOf(rows);
    if (!('keyStats' in request)) throw new Error('expected a request');
    expect(request.keyStats[0]).toEqual({ name: 'Max Bench Press', unit: 'lbs', value: 225.5, isVisible: true });
    expect(request.keyStats[1]).toEqual({ name: 'Max Squat', unit: 'lbs', value: null, isVisible: true });
  });

  it('names the rows whose value is not valid', () => {
    const rows = keyStatRowsOf([]).map((row) => (row.name === 'Max Squat' ? { ...row, value: '999999' } : row));
    expect(keyStatsRequestOf(rows)).toEqual({ invalid: ['Max Squat'] });
  });
});
