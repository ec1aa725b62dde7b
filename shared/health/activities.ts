/**
 * The health activity codes of spec 001 section 5: 62 numbered activities, each with a name and a category.
 * The spec names five (1 Running, 2 Cycling, 13 Strength Training, 36 Yoga, 62 Other) and fixes the categories
 * of 23; the other names are HealthKit's workout activity types that fit those categories
 * (docs/health-activity-codes.md lists them all).
 */

/** Spec 001 section 3: an imported workout's category. */
export const HEALTH_WORKOUT_TYPES = ['cardio', 'strength', 'flexibility', 'mixed'] as const;
export type HealthWorkoutType = (typeof HEALTH_WORKOUT_TYPES)[number];

export const HEALTH_ACTIVITY_NAMES: Readonly<Record<number, string>> = {
  1: 'Running',
  2: 'Cycling',
  3: 'Walking',
  4: 'American Football',
  5: 'Archery',
  6: 'Australian Football',
  7: 'Badminton',
  8: 'Baseball',
  9: 'Basketball',
  10: 'Bowling',
  11: 'Boxing',
  12: 'Cricket',
  13: 'Strength Training',
  14: 'Functional Strength Training',
  15: 'Curling',
  16: 'Elliptical',
  17: 'Rowing',
  18: 'Dance',
  19: 'Equestrian Sports',
  20: 'Fencing',
  21: 'Fishing',
  22: 'Golf',
  23: 'Handball',
  24: 'Hockey',
  25: 'Hiking',
  26: 'Hunting',
  27: 'Swimming',
  28: 'Lacrosse',
  29: 'Martial Arts',
  30: 'Paddle Sports',
  31: 'Core Training',
  32: 'Cross Training',
  33: 'Climbing',
  34: 'Wrestling',
  35: 'Flexibility',
  36: 'Yoga',
  37: 'Play',
  38: 'Racquetball',
  39: 'Rugby',
  40: 'Sailing',
  41: 'Skating Sports',
  42: 'Snow Sports',
  43: 'Soccer',
  44: 'Pilates',
  45: 'Softball',
  46: 'Squash',
  47: 'Stair Climbing',
  48: 'Surfing Sports',
  49: 'Barre',
  50: 'Table Tennis',
  51: 'Jump Rope',
  52: 'Tennis',
  53: 'Tai Chi',
  54: 'Volleyball',
  55: 'Mind and Body',
  56: 'Preparation and Recovery',
  57: 'Water Fitness',
  58: 'Water Polo',
  59: 'High Intensity Interval Training',
  60: 'Kickboxing',
  61: 'Pickleball',
  62: 'Other',
};

/** Spec 001 section 5: the name of an unknown code. */
export const UNKNOWN_ACTIVITY_NAME = 'Workout';

const CARDIO_CODES = new Set([1, 2, 3, 16, 17, 25, 27, 47, 51, 59]);
const STRENGTH_CODES = new Set([13, 14, 31, 32, 33, 34, 49]);
const FLEXIBILITY_CODES = new Set([35, 36, 44, 53, 55, 56]);

export function categoryOfCode(code: number): HealthWorkoutType {
  if (CARDIO_CODES.has(code)) return 'cardio';
  if (STRENGTH_CODES.has(code)) return 'strength';
  if (FLEXIBILITY_CODES.has(code)) return 'flexibility';
  return 'mixed';
}

const isCategory = (value: string): value is HealthWorkoutType => (HEALTH_WORKOUT_TYPES as readonly string[]).includes(value);

/**
 * Spec 001 section 5: a numeric code becomes its named activity and category (unknown: 'Workout', mixed); a string
 * is kept as the name, and as the category only when it is one of the four, else mixed.
 */
export function mapHealthActivity(activity: number | string): { name: string; category: HealthWorkoutType } {
  if (typeof activity === 'number') {
    return { name: HEALTH_ACTIVITY_NAMES[activity] ?? UNKNOWN_ACTIVITY_NAME, category: categoryOfCode(activity) };
  }
  return { name: activity, category: isCategory(activity) ? activity : 'mixed' };
}
