/**
 * Workout volume (spec 001 section 9: "Weight stored x100; total volume = weight/100 x reps summed").
 * Only completed, non-warm-up sets count. Weights are integers in hundredths of a pound, so the sum is
 * kept in hundredths (exact integer arithmetic) and divided by WEIGHT_SCALE once at the end.
 *
 * Issue 29, by exercise type: only weight & reps and weighted bodyweight sets add tonnage (the latter its added weight
 * × reps: the body's own weight is not known, and inventing it would make volumes incomparable). Bodyweight, assisted
 * (the weight is the assistance), timed and distance sets add none.
 */
import { WEIGHT_SCALE } from './constants';
import { exerciseTypeOrDefault, type ExerciseType } from './exercise-types/types';

const TONNAGE_TYPES: readonly ExerciseType[] = ['weight_reps', 'weighted_bodyweight'];

/** Whether sets of this type add weight × reps to a volume (absent: a set stored before types, weight & reps). */
export const addsTonnage = (type: ExerciseType | undefined): boolean => TONNAGE_TYPES.includes(exerciseTypeOrDefault(type));

export interface VolumeSet {
  /** Hundredths of a pound, or null when not entered. */
  weight: number | null;
  reps: number | null;
  isCompleted: boolean;
  isWarmup: boolean;
  exerciseType?: ExerciseType;
}

/** Whether a set adds to the volume: completed, not a warm-up, of a type with tonnage, with both weight and reps entered. */
export function countsTowardVolume(set: VolumeSet): boolean {
  return set.isCompleted && !set.isWarmup && addsTonnage(set.exerciseType) && set.weight !== null && set.reps !== null;
}

/** Σ weight × reps in hundredths of a pound (an integer when the weights and reps are integers). */
export function volumeHundredths(sets: readonly VolumeSet[]): number {
  let total = 0;
  for (const set of sets) {
    if (countsTowardVolume(set)) total += (set.weight ?? 0) * (set.reps ?? 0);
  }
  return total;
}

/** Total volume in pounds: Σ weight/100 × reps over completed non-warm-up sets. */
export function totalVolume(sets: readonly VolumeSet[]): number {
  return volumeHundredths(sets) / WEIGHT_SCALE;
}
