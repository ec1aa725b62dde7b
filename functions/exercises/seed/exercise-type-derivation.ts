import type { ExerciseType } from '../../../shared/exercise-types/types';
import type { SourceExercise } from './catalogue-mapping';

/**
 * The exercise type of a free-exercise-db entry (issue 29), read from its category and equipment, with a reviewed
 * table for the entries those fields get wrong (a plank is "strength, body only" but is held, not repeated).
 */
export type TypeSource = Pick<SourceExercise, 'id' | 'category' | 'equipment'>;

/** Reviewed by hand against the source's names (each id is checked to exist in the test). */
export const EXERCISE_TYPE_OVERRIDES: Readonly<Record<string, ExerciseType>> = {
  // Held for time, though classed as strength.
  Plank: 'duration',
  Side_Bridge: 'duration',
  // Cardio counted in time, not distance.
  Rope_Jumping: 'duration',
  Stairmaster: 'duration',
  Step_Mill: 'duration',
  // Loaded carries, drags and sleds: a weight over a distance.
  Farmers_Walk: 'weight_distance',
  Yoke_Walk: 'weight_distance',
  Rickshaw_Carry: 'weight_distance',
  Sled_Push: 'weight_distance',
  'Sled_Drag_-_Harness': 'weight_distance',
  Bear_Crawl_Sled_Drags: 'weight_distance',
  Backward_Drag: 'weight_distance',
  Forward_Drag_with_Press: 'weight_distance',
  Prowler_Sprint: 'weight_distance',
  // A weight held for time.
  Crucifix: 'weight_duration',
  // Assistance: less is better.
  'Band_Assisted_Pull-Up': 'assisted_bodyweight',
  // Bodyweight with a belt or plate added.
  Weighted_Pull_Ups: 'weighted_bodyweight',
  Weighted_Bench_Dip: 'weighted_bodyweight',
  // Bodyweight movements whose equipment is a bar, rings or straps ("other").
  'Dips_-_Chest_Version': 'bodyweight_reps',
  Parallel_Bar_Dip: 'bodyweight_reps',
  Ring_Dips: 'bodyweight_reps',
  'One_Arm_Chin-Up': 'bodyweight_reps',
  Inverted_Row_with_Straps: 'bodyweight_reps',
  'Suspended_Push-Up': 'bodyweight_reps',
  Suspended_Row: 'bodyweight_reps',
  Suspended_Reverse_Crunch: 'bodyweight_reps',
};

/** Plyometric drills are bodyweight unless something is thrown or held. */
const LOADED_EQUIPMENT = new Set(['medicine ball', 'kettlebells', 'dumbbell', 'barbell', 'e-z curl bar', 'cable', 'machine']);

export function deriveExerciseType(source: TypeSource): ExerciseType {
  const override = EXERCISE_TYPE_OVERRIDES[source.id];
  if (override) return override;
  if (source.category === 'cardio') return 'distance_duration';
  if (source.category === 'stretching') return 'duration';
  if (source.equipment === null || source.equipment === 'body only') return 'bodyweight_reps';
  if (source.category === 'plyometrics' && !LOADED_EQUIPMENT.has(source.equipment)) return 'bodyweight_reps';
  return 'weight_reps';
}
