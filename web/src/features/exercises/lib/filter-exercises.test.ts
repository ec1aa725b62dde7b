import { describe, expect, it } from 'vitest';
import catalogueEntries from '../../../../../functions/exercises/seed/catalogue.json';
import type { Exercise } from '../../../../../shared/api-types';
import { COMMON_LIFTS } from './common-lifts';
import { arrangeExercises, filterExercises, hasPrimaryMuscle, indexExercises, MATCH_TIERS, rankFor } from './filter-exercises';
import { searchWords } from './search-terms';

function exercise(name: string, category: Exercise['category'], equipment: Exercise['equipment'], muscleGroups = [category], id?: string): Exercise {
  return { id: id ?? name.replace(/\W+/g, '_'), name, category, equipment, difficulty: 'beginner', muscleGroups, instructions: '', userId: null, isCustom: false, exerciseType: 'weight_reps' };
}

const list = indexExercises([
  exercise('Barbell Bench Press - Medium Grip', 'Chest', 'Barbell', ['Chest', 'Arms'], 'Barbell_Bench_Press_-_Medium_Grip'),
  exercise('Barbell Squat', 'Legs', 'Barbell', ['Legs', 'Back'], 'Barbell_Squat'),
  exercise('Bench Dips', 'Arms', 'Bodyweight', ['Arms', 'Chest']),
  exercise('Chest Push (single response)', 'Full Body', 'Other', ['Chest', 'Core', 'Shoulders']),
  exercise('Dumbbell Bench Press', 'Chest', 'Dumbbell', ['Chest'], 'Dumbbell_Bench_Press'),
  exercise('Goblet Squat', 'Legs', 'Kettlebell'),
  exercise('Squat Jerk', 'Legs', 'Barbell', ['Legs', 'Shoulders']),
]);

const names = (found: Exercise[]) => found.map((item) => item.name);
const none = { search: '', equipment: '', muscle: '' } as const;

/** The real catalogue, ordered by name as GET /api/exercises answers it. */
const catalogue: Exercise[] = (catalogueEntries as Omit<Exercise, 'instructions' | 'userId' | 'isCustom'>[])
  .map((entry) => ({ ...entry, instructions: '', userId: null, isCustom: false }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id, 'en'));
const catalogueIndex = indexExercises(catalogue);

describe('filterExercises', () => {
  it('returns everything in list order without a filter', () => {
    expect(names(filterExercises(list, none))).toHaveLength(7);
    expect(names(filterExercises(list, none))[0]).toBe('Barbell Bench Press - Medium Grip');
  });

  it('matches every word, in any field, ignoring case', () => {
    expect(names(filterExercises(list, { ...none, search: 'BENCH press' }))).toEqual(['Barbell Bench Press - Medium Grip', 'Dumbbell Bench Press']);
    expect(names(filterExercises(list, { ...none, search: 'kettlebell' }))).toEqual(['Goblet Squat']);
  });

  it("ranks whole names first, then fewer other words, the common lifts, the usual equipment; a common lift's short name counts as a name", () => {
    // 'squat' is Barbell Squat's short name (whole); Squat Jerk (barbell) and Goblet Squat (kettlebell) have one word more.
    expect(names(filterExercises(list, { ...none, search: 'squat' }))).toEqual(['Barbell Squat', 'Squat Jerk', 'Goblet Squat']);
    // 'bench' is Barbell Bench Press's short name; of the two with one word more, dumbbells before bodyweight.
    expect(names(filterExercises(list, { ...none, search: 'bench' }))).toEqual([
      'Barbell Bench Press - Medium Grip',
      'Dumbbell Bench Press',
      'Bench Dips',
    ]);
  });

  it('tiers a match: a whole name, every word in a name, some words only in the equipment or muscles', () => {
    const item = (name: string, equipment = 'barbell') => ({ names: [searchWords(name)], equipment: [equipment], haystack: [...searchWords(name), equipment, 'legs'] });
    expect(rankFor(item('Barbell Squat'), searchWords('barbell squat'))?.tier).toBe(MATCH_TIERS.exact);
    expect(rankFor(item('Squat'), searchWords('squat barbell'))?.tier).toBe(MATCH_TIERS.exact);
    expect(rankFor(item('Pullups', 'bodyweight'), searchWords('pull-up'))?.tier).toBe(MATCH_TIERS.exact);
    expect(rankFor(item('Goblet Squat', 'kettlebell'), searchWords('squat'))).toEqual({ tier: MATCH_TIERS.name, extraWords: 1, notStart: 1 });
    expect(rankFor(item('Dips - Triceps Version', 'bodyweight'), searchWords('tricep dip'))).toEqual({ tier: MATCH_TIERS.name, extraWords: 0, notStart: 1 });
    expect(rankFor(item('EZ-Bar Skullcrusher'), searchWords('skull crusher'))?.tier).toBe(MATCH_TIERS.name);
    expect(rankFor(item('Front Squat (Clean Grip)'), searchWords('squat legs'))?.tier).toBe(MATCH_TIERS.other);
    expect(rankFor(item('Squats'), searchWords('quat'))).toBeNull();
  });

  it('reads short forms and plurals as the words they stand for', () => {
    expect(searchWords('DB Curls')).toEqual(['dumbbell', 'curl']);
    expect(searchWords('Pull-Ups')).toEqual(['pull', 'up']);
    expect(searchWords('crunches triceps flyes')).toEqual(['crunch', 'tricep', 'fly']);
    expect(searchWords('press')).toEqual(['press']);
  });

  it('filters by equipment and by PRIMARY muscle group only', () => {
    expect(names(filterExercises(list, { ...none, equipment: 'Barbell' }))).toEqual(['Barbell Bench Press - Medium Grip', 'Barbell Squat', 'Squat Jerk']);
    // Bench Dips works the chest too, but its main group is Arms; a Full Body push whose first primary muscle is chest counts.
    expect(names(filterExercises(list, { ...none, muscle: 'Chest' }))).toEqual([
      'Barbell Bench Press - Medium Grip',
      'Chest Push (single response)',
      'Dumbbell Bench Press',
    ]);
    expect(names(filterExercises(list, { ...none, muscle: 'Back' }))).toEqual([]);
    expect(names(filterExercises(list, { search: 'squat', equipment: 'Barbell', muscle: 'Legs' }))).toEqual(['Barbell Squat', 'Squat Jerk']);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterExercises(list, { ...none, search: 'zzz' })).toEqual([]);
  });
});

describe('hasPrimaryMuscle', () => {
  it('reads the main group, and the first group of a Full Body or Cardio exercise', () => {
    expect(hasPrimaryMuscle({ category: 'Chest', muscleGroups: ['Chest', 'Arms'] }, 'Chest')).toBe(true);
    expect(hasPrimaryMuscle({ category: 'Chest', muscleGroups: ['Chest', 'Arms'] }, 'Arms')).toBe(false);
    expect(hasPrimaryMuscle({ category: 'Arms', muscleGroups: ['Arms', 'Chest'] }, 'Chest')).toBe(false);
    expect(hasPrimaryMuscle({ category: 'Full Body', muscleGroups: ['Legs', 'Back'] }, 'Legs')).toBe(true);
    expect(hasPrimaryMuscle({ category: 'Full Body', muscleGroups: ['Legs', 'Back'] }, 'Back')).toBe(false);
    expect(hasPrimaryMuscle({ category: 'Full Body', muscleGroups: ['Legs', 'Back'] }, 'Full Body')).toBe(true);
  });
});

describe('arrangeExercises', () => {
  it('puts recently used exercises on top, newest first, while nothing is searched', () => {
    const arranged = arrangeExercises(list, none, ['Goblet_Squat', 'Barbell_Bench_Press_-_Medium_Grip', 'Goblet_Squat', 'Deleted_Exercise']);
    expect(names(arranged.recent)).toEqual(['Goblet Squat', 'Barbell Bench Press - Medium Grip']);
    expect(names(arranged.others)).toEqual(['Barbell Squat', 'Bench Dips', 'Chest Push (single response)', 'Dumbbell Bench Press', 'Squat Jerk']);
  });

  it('keeps the filters on the recent ones, and a search ranks names alone', () => {
    expect(names(arrangeExercises(list, { ...none, muscle: 'Chest' }, ['Goblet_Squat', 'Dumbbell_Bench_Press']).recent)).toEqual(['Dumbbell Bench Press']);
    const searched = arrangeExercises(list, { ...none, search: 'squat' }, ['Goblet_Squat']);
    expect(searched.recent).toEqual([]);
    expect(names(searched.others)[0]).toBe('Barbell Squat');
  });
});

describe('the real catalogue', () => {
  it('holds every common lift', () => {
    const ids = new Set(catalogue.map((item) => item.id));
    expect(COMMON_LIFTS.filter((lift) => !ids.has(lift.id)).map((lift) => lift.id)).toEqual([]);
  });

  it("finds Barbell Squat first or second for 'squat' (it was 9th)", () => {
    const found = names(filterExercises(catalogueIndex, { ...none, search: 'squat' }));
    expect(found.slice(0, 2)).toContain('Barbell Squat');
    expect(found[0]).toBe('Barbell Squat');
  });

  it.each([
    ['bench press', 'Barbell Bench Press - Medium Grip'],
    ['bench', 'Barbell Bench Press - Medium Grip'],
    ['deadlift', 'Barbell Deadlift'],
    ['overhead press', 'Standing Military Press'],
    ['row', 'Bent Over Barbell Row'],
    ['pull-up', 'Pullups'],
    ['front squat', 'Front Barbell Squat'],
    ['leg press', 'Leg Press'],
    ['chin-up', 'Chin-Up'],
  ])("puts the common lift first for '%s'", (search, expected) => {
    expect(names(filterExercises(catalogueIndex, { ...none, search }))[0]).toBe(expected);
  });

  it("lists no shoulder or arm exercises under 'Chest'", () => {
    const chest = filterExercises(catalogueIndex, { ...none, muscle: 'Chest' });
    expect(chest.length).toBeGreaterThan(50);
    expect(chest.filter((item) => item.category === 'Shoulders' || item.category === 'Arms')).toEqual([]);
    expect(chest.every((item) => item.category === 'Chest' || item.muscleGroups[0] === 'Chest')).toBe(true);
    expect(names(chest)).toContain('Barbell Bench Press - Medium Grip');
    expect(names(chest)).not.toContain('Close-Grip Barbell Bench Press');
  });
});
