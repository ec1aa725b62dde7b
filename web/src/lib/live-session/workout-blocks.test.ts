import { describe, expect, it } from 'vitest';
import type { WorkoutSet } from '../../../../shared/api-types';
import { buildBlocks } from './workout-blocks';

const set = (id: string, exerciseId: string, exerciseOrder: number) => ({ id, exerciseId, exerciseName: exerciseId, exerciseOrder, setNumber: 1 }) as WorkoutSet;

describe('buildBlocks', () => {
  it("gives each exercise its superset's letter, and none for a letter left on one exercise (issue 29)", () => {
    const session = { exerciseIds: ['bench', 'row', 'curl'], supersetGroups: { bench: 'A', row: 'A', curl: 'B' } };
    const blocks = buildBlocks(session, [set('a', 'bench', 0), set('b', 'row', 1), set('c', 'curl', 2)], new Map());

    expect(blocks.map((block) => [block.exerciseId, block.supersetGroup])).toEqual([
      ['bench', 'A'],
      ['row', 'A'],
      ['curl', undefined],
    ]);
  });
});
