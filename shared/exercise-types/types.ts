/**
 * Exercise types (issue 29, deliverable 1), as Strong and Hevy have them: what a set of the exercise measures.
 * docs/decisions.md (the exercise-types entry) has the table and what each type counts for.
 */
export const EXERCISE_TYPES = [
  'weight_reps',
  'bodyweight_reps',
  'weighted_bodyweight',
  'assisted_bodyweight',
  'duration',
  'weight_duration',
  'distance_duration',
  'weight_distance',
] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** What an exercise stored before types existed reads as (nothing is rewritten; every set then was weight × reps). */
export const DEFAULT_EXERCISE_TYPE: ExerciseType = 'weight_reps';

export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  weight_reps: 'Weight & reps',
  bodyweight_reps: 'Bodyweight reps',
  weighted_bodyweight: 'Weighted bodyweight',
  assisted_bodyweight: 'Assisted bodyweight',
  duration: 'Duration',
  weight_duration: 'Weight & duration',
  distance_duration: 'Distance & duration',
  weight_distance: 'Weight & distance',
};

/** A set's measures: `weight` in hundredths of a pound (added weight, or the assistance for assisted bodyweight). */
export type SetMeasure = 'weight' | 'reps' | 'durationSeconds' | 'distanceMeters';

export const EXERCISE_TYPE_MEASURES: Record<ExerciseType, readonly SetMeasure[]> = {
  weight_reps: ['weight', 'reps'],
  bodyweight_reps: ['reps'],
  weighted_bodyweight: ['weight', 'reps'],
  assisted_bodyweight: ['weight', 'reps'],
  duration: ['durationSeconds'],
  weight_duration: ['weight', 'durationSeconds'],
  distance_duration: ['distanceMeters', 'durationSeconds'],
  weight_distance: ['weight', 'distanceMeters'],
};

export const hasMeasure = (type: ExerciseType, measure: SetMeasure): boolean => EXERCISE_TYPE_MEASURES[type].includes(measure);

export const isExerciseType = (value: unknown): value is ExerciseType =>
  typeof value === 'string' && (EXERCISE_TYPES as readonly string[]).includes(value);

/** The type a stored value reads as: itself when known, else the default (read-time migration, no bulk rewrite). */
export const exerciseTypeOrDefault = (value: unknown, fallback: ExerciseType = DEFAULT_EXERCISE_TYPE): ExerciseType =>
  isExerciseType(value) ? value : fallback;
