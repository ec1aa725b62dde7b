import { describe, expect, it } from 'vitest';
import { entryValue } from '../../../../../shared/workout/entry-copying';
import { rowsForCounts, setCountProblem, targetsOf, withSavedTargets, TOO_FEW_SETS, TOO_MANY_SETS, TOO_MANY_WARMUP_SETS } from './template-rows';

let nextId = 0;
const row = (isWarmup: boolean, id = `new-${(nextId += 1)}`) => ({ id, isWarmup });

describe('rowsForCounts', () => {
  it('builds warm-up rows first, then the normal rows', () => {
    const rows = rowsForCounts([], { sets: 2, warmupSets: 1 }, (isWarmup) => row(isWarmup));
    expect(rows.map((item) => item.isWarmup)).toEqual([true, false, false]);
  });

  it('keeps the ids of the rows that stay and drops the last ones of a kind', () => {
    const rows = [row(false, 'a'), row(true, 'w'), row(false, 'b'), row(false, 'c')];
    expect(rowsForCounts(rows, { sets: 2, warmupSets: 2 }, (isWarmup) => row(isWarmup, isWarmup ? 'w2' : 'n'))).toEqual([
      row(true, 'w'),
      row(true, 'w2'),
      row(false, 'a'),
      row(false, 'b'),
    ]);
  });
});

describe('setCountProblem', () => {
  it('accepts 1 to 10 sets and 0 to 5 warm-up sets', () => {
    expect(setCountProblem({ sets: 1, warmupSets: 0 })).toBeNull();
    expect(setCountProblem({ sets: 10, warmupSets: 5 })).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(setCountProblem({ sets: 0, warmupSets: 2 })).toBe(TOO_FEW_SETS);
    expect(setCountProblem({ sets: 11, warmupSets: 0 })).toBe(TOO_MANY_SETS);
    expect(setCountProblem({ sets: 3, warmupSets: 6 })).toBe(TOO_MANY_WARMUP_SETS);
  });
});


const own = (value: string) => ({ value, own: true });

describe('targetsOf', () => {
  const rows = [
    { id: 'w', isWarmup: true },
    { id: 'a', isWarmup: false },
    { id: 'b', isWarmup: false },
  ];

  it('takes the first normal set with a value, skipping warm-ups', () => {
    const entries = { w: { weight: own('45'), reps: own('15') }, a: { reps: own('10') }, b: { weight: own('102.5'), reps: own('8') } };
    expect(targetsOf(rows, entries)).toEqual({ weight: 10250, reps: '10' });
  });

  it('is empty without typed values', () => {
    expect(targetsOf(rows, { a: { weight: own('') } })).toEqual({ weight: null, reps: null });
  });
});

describe('withSavedTargets', () => {
  const rows = [
    { id: 'w', isWarmup: true },
    { id: 'a', isWarmup: false },
    { id: 'b', isWarmup: false },
  ];

  it('types a saved weight in pounds and whole reps into the normal sets, not the warm-ups', () => {
    const entries = withSavedTargets({}, rows, { weight: 13500, reps: '10' });
    expect(entryValue(entries, 'w', 'weight')).toBe('');
    expect(entryValue(entries, 'a', 'weight')).toBe('135');
    expect(entryValue(entries, 'b', 'weight')).toBe('135');
    expect(entryValue(entries, 'b', 'reps')).toBe('10');
  });

  it('leaves out a reps range and a missing weight', () => {
    expect(withSavedTargets({}, rows, { weight: null, reps: '8-12' })).toEqual({});
  });
});
