/** Business constants from the specs (000 section 9, 001 section 9) that both the API and the web app use. */
export const MUSCLE_GROUPS = ['Chest', 'Back', 'Shoulders', 'Arms', 'Legs', 'Core', 'Cardio', 'Full Body'] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

export const EQUIPMENT = ['Bodyweight', 'Barbell', 'Dumbbell', 'Cable', 'Machine', 'Kettlebell', 'Resistance Band', 'Other'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const NOTIFICATION_TYPES = ['like', 'follow', 'friend_request', 'workout_complete', 'message', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Weights travel and are stored in hundredths of a pound (spec 001: "Weight stored x100"). */
export const WEIGHT_SCALE = 100;
/** Beyond the spec: a sane upper bound, under 2,000 lb. */
export const MAX_WEIGHT_HUNDREDTHS = 2_000 * WEIGHT_SCALE - 1;
export const MAX_REPS = 1_000;

/** Beyond the spec: keeps GET /api/exercises (which lists all of a person's customs) bounded. */
export const MAX_CUSTOM_EXERCISES = 200;

export const QUICK_WORKOUT_NAME = 'Quick Workout';
export const NOTIFICATION_TTL_DAYS = 90;
export const UNREAD_POLL_INTERVAL_MS = 30_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
