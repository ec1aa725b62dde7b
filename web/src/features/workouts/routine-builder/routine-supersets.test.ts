import { describe, expect, it } from 'vitest';
import { regroupRoutine, routineSupersets } from './routine-supersets';

const exercise = (exerciseId: string, supersetGroup: string | null = null) => ({ exerciseId, name: exerciseId, supersetGroup });

describe('supersets in the routine builder (issue 29)', () => {
  it('groups exercises together where the first is, and saves only supersets of two or more', () => {
    const grouped = regroupRoutine([exercise('bench'), exercise('squat'), exercise('row')], 'row', ['bench']);

    expect(grouped.map((item) => [item.exerciseId, item.supersetGroup])).toEqual([
      ['bench', 'A'],
      ['row', 'A'],
      ['squat', null],
    ]);
    expect(routineSupersets(grouped.filter((item) => item.exerciseId !== 'row'))).toEqual({});
  });

  it('"Remove from superset" on one of two leaves no superset', () => {
    const pair = [exercise('bench', 'A'), exercise('row', 'A')];
    expect(regroupRoutine(pair, 'bench', []).map((item) => item.supersetGroup)).toEqual([null, null]);
  });
});
