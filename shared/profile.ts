/**
 * Profile constants of spec 001 sections 5 and 9 (details lists, key stats, limits), used by the users
 * domain to validate and by the profile screens to offer the same choices.
 */
export const PRIMARY_WORKOUT_TYPES = ['Strength Training', 'Cardio', 'Yoga', 'CrossFit', 'Powerlifting', 'Bodybuilding', 'Other'] as const;
export type PrimaryWorkoutType = (typeof PRIMARY_WORKOUT_TYPES)[number];

export const GOALS = ['Maintenance', 'Bulking', 'Cutting', 'Strength', 'Endurance', 'Weight Loss', 'Muscle Gain'] as const;
export type Goal = (typeof GOALS)[number];

export const BIO_MAX_LENGTH = 150;
export const HOME_GYM_MAX_LENGTH = 100;
export const KEY_STAT_NAME_MAX_LENGTH = 50;
export const KEY_STAT_UNIT_MAX_LENGTH = 20;
export const MAX_KEY_STATS = 20;
/** Beyond the spec: the most a stat in a unit of the person's own may hold (each unit's range: shared/key-stats.ts). */
export const KEY_STAT_VALUE_MAX = 100_000;

/** Spec 001 section 5: a picked image must be under 5 MB ('File too large'). */
export const PROFILE_IMAGE_MAX_FILE_BYTES = 5 * 1024 * 1024;
/**
 * What the server stores at most, after the device shrank the photo. Lambda refuses request payloads over
 * 6 MB and a data URL is a third larger than its bytes, so 4 MiB of image is the most a request can carry.
 */
export const PROFILE_IMAGE_MAX_STORED_BYTES = 4 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface KeyStatDefault {
  name: string;
  unit: string;
  isVisible: boolean;
}

/** Spec 001 section 9: the default key stats, visible ones first. */
export const DEFAULT_KEY_STATS: readonly KeyStatDefault[] = [
  { name: 'Max Bench Press', unit: 'lbs', isVisible: true },
  { name: 'Max Squat', unit: 'lbs', isVisible: true },
  { name: 'Max Deadlift', unit: 'lbs', isVisible: true },
  { name: 'Max Overhead Press', unit: 'lbs', isVisible: true },
  { name: 'Max Pull-ups', unit: 'reps', isVisible: true },
  { name: 'VO₂ Max', unit: 'ml/kg/min', isVisible: true },
  { name: 'Fastest 1-Mile Time', unit: 'min:sec', isVisible: false },
  { name: 'Fastest 5K Time', unit: 'min:sec', isVisible: false },
  { name: 'Body Fat Percentage', unit: '%', isVisible: false },
  { name: 'Max Plank Hold', unit: 'min:sec', isVisible: false },
  { name: 'Resting Heart Rate', unit: 'bpm', isVisible: false },
];

/** Spec 001 section 9: old key stat names and the names they now go by. */
export const KEY_STAT_NAME_ALIASES: Readonly<Record<string, string>> = {
  'Max Bench': 'Max Bench Press',
  'VO2 Max': 'VO₂ Max',
};
