import { describe, expect, it } from 'vitest';
import { groupIntoSuperset, nextSupersetLetter, removeFromSuperset, SUPERSET_TOO_FEW, supersetRuns, withSupersetsTogether } from './superset';

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

describe('withSupersetsTogether', () => {
  const named = (name: string, supersetGroup: string | null = null) => ({ name, supersetGroup });

  it("moves a group's exercises up to its first one, the others keeping their order", () => {
    const ordered = withSupersetsTogether([named('a', 'A'), named('b'), named('c', 'A'), named('d', 'B'), named('e'), named('f', 'B')]);
    expect(ordered.map((entry) => entry.name)).toEqual(['a', 'c', 'b', 'd', 'f', 'e']);
  });

  it('keeps a workout without supersets as it is', () => {
    expect(withSupersetsTogether([named('a'), named('b')]).map((entry) => entry.name)).toEqual(['a', 'b']);
  });
});

describe('supersetRuns', () => {
  it('groups consecutive items of one superset; items alone are runs of their own', () => {
    const runs = supersetRuns(['a', 'b', 'c', 'd', 'e'], (item) => ({ b: 'A', c: 'A', e: 'B' })[item]);
    expect(runs).toEqual([
      { group: null, items: ['a'] },
      { group: 'A', items: ['b', 'c'] },
      { group: null, items: ['d'] },
      { group: 'B', items: ['e'] },
    ]);
  });
});
