import { describe, expect, it } from 'vitest';
import { groupIntoSuperset, nextSupersetLetter, removeFromSuperset, SUPERSET_TOO_FEW } from './superset';

const entry = (supersetGroup: string | null = null) => ({ supersetGroup });

describe('nextSupersetLetter', () => {
  it('starts at A', () => {
    expect(nextSupersetLetter([entry(), entry()])).toBe('A');
  });

  it('counts the groups already set', () => {
    expect(nextSupersetLetter([entry('A'), entry('A'), entry('B'), entry()])).toBe('C');
  });

  it('never reuses a letter still in use, so supersets do not merge', () => {
    expect(nextSupersetLetter([entry('B'), entry('B'), entry()])).toBe('C');
  });
});

describe('groupIntoSuperset', () => {
  it('gives the selected exercises one new letter', () => {
    const result = groupIntoSuperset([entry('A'), entry('A'), entry(), entry(), entry()], [2, 4]);
    expect(result).toEqual({ entries: [entry('A'), entry('A'), entry('B'), entry(), entry('B')] });
  });

  it('refuses fewer than two exercises with the spec message', () => {
    expect(groupIntoSuperset([entry(), entry()], [1])).toEqual({ error: SUPERSET_TOO_FEW });
    expect(SUPERSET_TOO_FEW).toBe('Select at least 2 exercises to create a superset.');
  });

  it('takes exercises out of their old group when they join a new one', () => {
    const result = groupIntoSuperset([entry('A'), entry('A'), entry()], [1, 2]);
    expect(result).toEqual({ entries: [entry('A'), entry('B'), entry('B')] });
  });
});

describe('removeFromSuperset', () => {
  it('clears only that exercise group', () => {
    expect(removeFromSuperset([entry('A'), entry('A')], 0)).toEqual([entry(), entry('A')]);
  });
});
