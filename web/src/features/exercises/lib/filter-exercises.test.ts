import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../../../../shared/api-types';
import { difficultyLabel, filterExercises, indexExercises } from './filter-exercises';

function exercise(name: string, category: Exercise['category'], equipment: Exercise['equipment'], muscleGroups = [category]): Exercise {
  return { id: name.replace(/\W+/g, '_'), name, category, equipment, difficulty: 'beginner', muscleGroups, instructions: '', userId: null, isCustom: false };
}

const list = indexExercises([
  exercise('Barbell Bench Press - Medium Grip', 'Chest', 'Barbell', ['Chest', 'Arms']),
  exercise('Barbell Squat', 'Legs', 'Barbell'),
  exercise('Bench Dips', 'Arms', 'Bodyweight', ['Arms', 'Chest']),
  exercise('Dumbbell Bench Press', 'Chest', 'Dumbbell'),
  exercise('Goblet Squat', 'Legs', 'Kettlebell'),
]);

const names = (found: Exercise[]) => found.map((item) => item.name);
const none = { search: '', equipment: '', muscle: '' } as const;

describe('filterExercises', () => {
  it('returns everything in list order without a filter', () => {
    expect(names(filterExercises(list, none))).toHaveLength(5);
    expect(names(filterExercises(list, none))[0]).toBe('Barbell Bench Press - Medium Grip');
  });

  it('matches every word, in any field, ignoring case', () => {
    expect(names(filterExercises(list, { ...none, search: 'BENCH press' }))).toEqual([
      'Barbell Bench Press - Medium Grip',
      'Dumbbell Bench Press',
    ]);
    expect(names(filterExercises(list, { ...none, search: 'kettlebell' }))).toEqual(['Goblet Squat']);
  });

  it('puts names that start with the search first, then word starts', () => {
    expect(names(filterExercises(list, { ...none, search: 'bench' }))).toEqual([
      'Bench Dips',
      'Barbell Bench Press - Medium Grip',
      'Dumbbell Bench Press',
    ]);
  });

  it('filters by equipment and by main or secondary muscle group', () => {
    expect(names(filterExercises(list, { ...none, equipment: 'Barbell' }))).toEqual(['Barbell Bench Press - Medium Grip', 'Barbell Squat']);
    expect(names(filterExercises(list, { ...none, muscle: 'Chest' }))).toEqual([
      'Barbell Bench Press - Medium Grip',
      'Bench Dips',
      'Dumbbell Bench Press',
    ]);
    expect(names(filterExercises(list, { search: 'squat', equipment: 'Barbell', muscle: 'Legs' }))).toEqual(['Barbell Squat']);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterExercises(list, { ...none, search: 'zzz' })).toEqual([]);
  });

  it('filters 900 exercises well within a frame', () => {
    const big = indexExercises(Array.from({ length: 900 }, (_, index) => exercise(`Exercise ${index} Press`, 'Chest', 'Barbell')));
    const started = performance.now();
    for (let run = 0; run < 20; run++) filterExercises(big, { search: `press ${run}`, equipment: 'Barbell', muscle: '' });
    expect((performance.now() - started) / 20).toBeLessThan(16);
  });
});

describe('difficultyLabel', () => {
  it('capitalises and shows Intermediate when missing', () => {
    expect(difficultyLabel('advanced')).toBe('Advanced');
    expect(difficultyLabel(undefined)).toBe('Intermediate');
  });
});
