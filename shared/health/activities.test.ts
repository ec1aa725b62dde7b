import { describe, expect, it } from 'vitest';
import {
  categoryOfCode,
  HEALTH_ACTIVITY_NAMES,
  HEALTH_WORKOUT_TYPES,
  mapHealthActivity,
  UNKNOWN_ACTIVITY_NAME,
} from './activities';
import { activityDisplayName, categoryOfActivity } from './activity-names';

/** Spec 001 section 5, copied here rather than imported so the module is checked against the text. */
const SPEC_CARDIO = [1, 2, 3, 16, 17, 25, 27, 47, 51, 59];
const SPEC_STRENGTH = [13, 14, 31, 32, 33, 34, 49];
const SPEC_FLEXIBILITY = [35, 36, 44, 53, 55, 56];
const ALL_CODES = Array.from({ length: 62 }, (_, index) => index + 1);

function specCategory(code: number): string {
  if (SPEC_CARDIO.includes(code)) return 'cardio';
  if (SPEC_STRENGTH.includes(code)) return 'strength';
  if (SPEC_FLEXIBILITY.includes(code)) return 'flexibility';
  return 'mixed';
}

describe('the 62 activity codes', () => {
  it('names every code from 1 to 62 and nothing else, each name once', () => {
    expect(Object.keys(HEALTH_ACTIVITY_NAMES).map(Number)).toEqual(ALL_CODES);
    const names = Object.values(HEALTH_ACTIVITY_NAMES);
    expect(names.every((name) => name.trim() === name && name.length > 0)).toBe(true);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(62);
  });

  it.each([
    [1, 'Running'],
    [2, 'Cycling'],
    [13, 'Strength Training'],
    [36, 'Yoga'],
    [62, 'Other'],
  ])('keeps the spec example %i → %s', (code, name) => {
    expect(mapHealthActivity(code).name).toBe(name);
  });

  it.each(ALL_CODES)('code %i has the category of the spec', (code) => {
    expect(categoryOfCode(code)).toBe(specCategory(code));
    expect(mapHealthActivity(code)).toEqual({ name: HEALTH_ACTIVITY_NAMES[code], category: specCategory(code) });
  });

  it('puts 10 codes in cardio, 7 in strength, 6 in flexibility and the other 39 in mixed', () => {
    const counts = Object.fromEntries(HEALTH_WORKOUT_TYPES.map((type) => [type, ALL_CODES.filter((code) => categoryOfCode(code) === type).length]));
    expect(counts).toEqual({ cardio: 10, strength: 7, flexibility: 6, mixed: 39 });
  });
});

describe('mapHealthActivity', () => {
  it.each([0, 63, 100, -1, 2.5, Number.NaN])('an unknown code %d is a mixed "Workout"', (code) => {
    expect(mapHealthActivity(code)).toEqual({ name: UNKNOWN_ACTIVITY_NAME, category: 'mixed' });
    expect(UNKNOWN_ACTIVITY_NAME).toBe('Workout');
  });

  it.each(HEALTH_WORKOUT_TYPES)('a string type that is a category (%s) is kept as name and category', (type) => {
    expect(mapHealthActivity(type)).toEqual({ name: type, category: type });
  });

  it.each(['Running', 'Evening Yoga', 'HIIT', 'strength training', ''])('any other string type (%j) keeps its name and is mixed', (type) => {
    expect(mapHealthActivity(type)).toEqual({ name: type, category: 'mixed' });
  });

  it('does not read a numeric string as a code (the caller decides what is a code)', () => {
    expect(mapHealthActivity('1')).toEqual({ name: '1', category: 'mixed' });
  });
});

describe('categoryOfActivity (a Shortcut calling the API directly)', () => {
  it('reads a code like mapHealthActivity', () => {
    for (const code of ALL_CODES) expect(categoryOfActivity(code)).toBe(specCategory(code));
    expect(categoryOfActivity(99)).toBe('mixed');
  });

  it.each([
    ['Running', 'cardio'],
    ['  running ', 'cardio'],
    ['Traditional Strength Training', 'strength'],
    ['Functional Strength Training', 'strength'],
    ['Yoga', 'flexibility'],
    ['Soccer', 'mixed'],
    ['Cardio', 'cardio'],
    ['Underwater Basket Weaving', 'mixed'],
    // Issue 29, deliverable 10: what Apple's Workout app, Shortcuts and Health Auto Export call activities.
    ['Outdoor Run', 'cardio'],
    ['Indoor Run', 'cardio'],
    ['Indoor Cycle', 'cardio'],
    ['Outdoor Cycle', 'cardio'],
    ['Indoor Walk', 'cardio'],
    ['Pool Swim', 'cardio'],
    ['Open Water Swim', 'cardio'],
    ['HIIT', 'cardio'],
    ['Mixed Cardio', 'cardio'],
    ['Weightlifting', 'strength'],
    ['Evening Yoga', 'flexibility'],
    ['Cooldown', 'flexibility'],
    ['HKWorkoutActivityTypeRunning', 'cardio'],
    ['HKWorkoutActivityTypeTraditionalStrengthTraining', 'strength'],
    ['HKWorkoutActivityTypeHighIntensityIntervalTraining', 'cardio'],
    ['HKWorkoutActivityTypeMindAndBody', 'flexibility'],
    ['HKWorkoutActivityTypeWheelchairRunPace', 'cardio'],
    ['HKWorkoutActivityTypeTennis', 'mixed'],
  ])('reads the activity name %j as %s', (name, category) => {
    expect(categoryOfActivity(name)).toBe(category);
  });

  it.each([
    ['HKWorkoutActivityTypeTraditionalStrengthTraining', 'Traditional Strength Training'],
    ['HKWorkoutActivityTypeMindAndBody', 'Mind and Body'],
    [' Outdoor Run ', 'Outdoor Run'],
  ])('names %j as a person reads it: %j', (activity, name) => {
    expect(activityDisplayName(activity)).toBe(name);
  });
});
