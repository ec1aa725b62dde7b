import { describe, expect, it } from 'vitest';
import { formatPreviousSet, hasValues, matchPreviousSets } from './previous-values';

const set = (isWarmup: boolean, weight: number | null, reps: number | null) => ({ isWarmup, weight, reps });

describe('previous values', () => {
  it('matches working set n with last time’s working set n and warm-up k with warm-up k', () => {
    const previous = [set(true, 4500, 10), set(false, 22046, 5), set(true, 9000, 5), set(false, 22046, 4)];
    const rows = [{ isWarmup: true }, { isWarmup: false }, { isWarmup: false }, { isWarmup: false }, { isWarmup: true }, { isWarmup: true }];
    expect(matchPreviousSets(rows, previous)).toEqual([previous[0], previous[1], previous[3], null, previous[2], null]);
    expect(matchPreviousSets(rows, [])).toEqual([null, null, null, null, null, null]);
  });

  it('reads “100 × 5” in the unit, with the unit for a screen reader', () => {
    expect(formatPreviousSet(set(false, 22046, 5), 'kg')).toBe('100 × 5');
    expect(formatPreviousSet(set(false, 22046, 5), 'kg', true)).toBe('100 × 5 (kg)');
    expect(formatPreviousSet(set(false, 13500, 8), 'lb')).toBe('135 × 8');
    expect(formatPreviousSet(set(false, 23149, 5), 'lb')).toBe('231.49 × 5');
  });

  it('reads a bodyweight set as reps and a set without reps as a weight', () => {
    expect(formatPreviousSet(set(false, null, 12), 'kg')).toBe('12 reps');
    expect(formatPreviousSet(set(false, 0, 1), 'kg')).toBe('1 rep');
    expect(formatPreviousSet(set(false, 22046, null), 'kg')).toBe('100 kg');
  });

  it('has nothing to show for an empty set', () => {
    expect(hasValues(null)).toBe(false);
    expect(hasValues(set(false, null, null))).toBe(false);
    expect(hasValues(set(false, 0, 0))).toBe(false);
    expect(hasValues(set(false, null, 3))).toBe(true);
  });
});
