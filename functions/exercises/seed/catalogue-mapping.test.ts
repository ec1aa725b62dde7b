import { describe, expect, it } from 'vitest';
import { mapCategory, mapEquipment, toCatalogueEntry, type SourceExercise } from './catalogue-mapping';

/** Real entries of free-exercise-db (trimmed to the fields the mapping reads). */
const source = {
  barbellFullSquat: {
    id: 'Barbell_Full_Squat',
    name: 'Barbell Full Squat',
    level: 'intermediate',
    equipment: 'barbell',
    primaryMuscles: ['quadriceps'],
    secondaryMuscles: ['calves', 'glutes', 'hamstrings', 'lower back'],
    category: 'strength',
  },
  atlasStones: {
    id: 'Atlas_Stones',
    name: 'Atlas Stones',
    level: 'expert',
    equipment: 'other',
    primaryMuscles: ['lower back'],
    secondaryMuscles: ['abdominals', 'adductors', 'biceps', 'calves', 'forearms', 'glutes', 'hamstrings', 'middle back', 'quadriceps', 'traps'],
    category: 'strongman',
  },
  stationaryBike: {
    id: 'Bicycling_Stationary',
    name: 'Bicycling, Stationary',
    level: 'beginner',
    equipment: 'machine',
    primaryMuscles: ['quadriceps'],
    secondaryMuscles: ['calves', 'glutes', 'hamstrings'],
    category: 'cardio',
  },
  frontBoxJump: {
    id: 'Front_Box_Jump',
    name: 'Front Box Jump',
    level: 'beginner',
    equipment: 'other',
    primaryMuscles: ['hamstrings'],
    secondaryMuscles: ['abductors', 'adductors', 'calves', 'glutes', 'quadriceps'],
    category: 'plyometrics',
  },
  ezBarCurl: {
    id: 'EZ-Bar_Curl',
    name: 'EZ-Bar Curl',
    level: 'beginner',
    equipment: 'e-z curl bar',
    primaryMuscles: ['biceps'],
    secondaryMuscles: [],
    category: 'strength',
  },
  abRoller: {
    id: 'Ab_Roller',
    name: 'Ab Roller',
    level: 'intermediate',
    equipment: 'other',
    primaryMuscles: ['abdominals'],
    secondaryMuscles: ['shoulders'],
    category: 'strength',
  },
} satisfies Record<string, SourceExercise>;

describe('toCatalogueEntry', () => {
  it('maps a barbell squat: legs first, then the back its secondary muscles reach', () => {
    expect(toCatalogueEntry(source.barbellFullSquat)).toEqual({
      id: 'Barbell_Full_Squat',
      name: 'Barbell Full Squat',
      category: 'Legs',
      equipment: 'Barbell',
      difficulty: 'intermediate',
      muscleGroups: ['Legs', 'Back'],
      exerciseType: 'weight_reps',
    });
  });

  it('makes a strongman lift spanning 3+ groups Full Body, and expert advanced', () => {
    expect(toCatalogueEntry(source.atlasStones)).toMatchObject({
      category: 'Full Body',
      equipment: 'Other',
      difficulty: 'advanced',
      muscleGroups: ['Back', 'Core', 'Legs', 'Arms'],
    });
  });

  it('keeps a plyometric drill that only works the legs in Legs', () => {
    expect(toCatalogueEntry(source.frontBoxJump)).toMatchObject({ category: 'Legs', muscleGroups: ['Legs'] });
  });

  it('files a source cardio exercise under Cardio, with the groups it works', () => {
    expect(toCatalogueEntry(source.stationaryBike)).toMatchObject({ category: 'Cardio', equipment: 'Machine', muscleGroups: ['Legs'] });
  });

  it('counts an e-z curl bar as a barbell', () => {
    expect(toCatalogueEntry(source.ezBarCurl)).toMatchObject({ category: 'Arms', equipment: 'Barbell', difficulty: 'beginner' });
  });

  it('keeps the primary group first in muscleGroups', () => {
    expect(toCatalogueEntry(source.abRoller).muscleGroups).toEqual(['Core', 'Shoulders']);
  });

  it('refuses ids that would need escaping in a URL path, and ids that look custom', () => {
    expect(() => toCatalogueEntry({ ...source.ezBarCurl, id: 'EZ Bar/Curl' })).toThrow(/not safe/);
    expect(() => toCatalogueEntry({ ...source.ezBarCurl, id: 'custom-curl' })).toThrow(/custom/);
  });

  it('refuses muscles and levels it has no mapping for, instead of guessing', () => {
    expect(() => toCatalogueEntry({ ...source.ezBarCurl, secondaryMuscles: ['toes'] })).toThrow(/toes/);
    expect(() => toCatalogueEntry({ ...source.ezBarCurl, level: 'elite' })).toThrow(/elite/);
  });
});

describe('mapEquipment', () => {
  it.each([
    ['body only', 'Bodyweight'],
    ['barbell', 'Barbell'],
    ['dumbbell', 'Dumbbell'],
    ['cable', 'Cable'],
    ['machine', 'Machine'],
    ['kettlebells', 'Kettlebell'],
    ['bands', 'Resistance Band'],
    ['medicine ball', 'Other'],
    ['foam roll', 'Other'],
    [null, 'Other'],
  ] as const)('%s → %s', (from, to) => {
    expect(mapEquipment(from)).toBe(to);
  });
});

describe('mapCategory', () => {
  it('needs 3 groups for Full Body: an olympic lift working 2 keeps its primary group', () => {
    const twoGroups = { category: 'olympic weightlifting', primaryMuscles: ['shoulders'], secondaryMuscles: ['triceps'] };
    expect(mapCategory(twoGroups)).toBe('Shoulders');
    expect(mapCategory({ ...twoGroups, secondaryMuscles: ['triceps', 'quadriceps'] })).toBe('Full Body');
  });

  it('never makes strength or powerlifting exercises Full Body, however many groups they work', () => {
    const many = { primaryMuscles: ['hamstrings'], secondaryMuscles: ['forearms', 'lower back', 'shoulders'] };
    expect(mapCategory({ ...many, category: 'strength' })).toBe('Legs');
    expect(mapCategory({ ...many, category: 'powerlifting' })).toBe('Legs');
  });
});
