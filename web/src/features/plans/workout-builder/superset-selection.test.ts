import { describe, expect, it } from 'vitest';
import { SUPERSET_TOO_FEW } from '../../../../../shared/workout/superset';
import { leaveSuperset, saveSuperset, toggleSelected } from './superset-selection';

const exercise = (exerciseId: string, supersetGroup: string | null = null) => ({ exerciseId, supersetGroup });

describe('toggleSelected', () => {
  it('adds an exercise and takes it out again', () => {
    expect(toggleSelected(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelected(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('saveSuperset', () => {
  it('gives the selected exercises the next letter', () => {
    const exercises = [exercise('a', 'A'), exercise('b', 'A'), exercise('c'), exercise('d')];
    expect(saveSuperset(exercises, ['d', 'c'])).toEqual({ exercises: [exercise('a', 'A'), exercise('b', 'A'), exercise('c', 'B'), exercise('d', 'B')] });
  });

  it('refuses one exercise with the spec message', () => {
    expect(saveSuperset([exercise('a'), exercise('b')], ['a'])).toEqual({ error: SUPERSET_TOO_FEW });
  });
});

describe('leaveSuperset', () => {
  it('clears the group of that exercise only', () => {
    expect(leaveSuperset([exercise('a', 'A'), exercise('b', 'A')], 'b')).toEqual([exercise('a', 'A'), exercise('b')]);
  });
});
