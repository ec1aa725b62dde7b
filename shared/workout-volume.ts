/**
 * Workout volume (spec 001 section 9: "Weight stored x100; total volume = weight/100 x reps summed").
 * Only completed, non-warm-up sets count. Weights are integers in hundredths of a pound, so the sum is
 * kept in hundredths (exact integer arithmetic) and divided by WEIGHT_SCALE once at the end.
 */
import { WEIGHT_SCALE } from './constants';

export interface VolumeSet {
  /** Hundredths of a pound, or null when not entered. */
  weight: number | null;
  reps: number | null;
  isCompleted: boolean;
  isWarmup: boolean;
}

/** Whether a set adds to the volume: completed, not a warm-up, with both weight and reps entered. */
export function countsTowardVolume(set: VolumeSet): boolean {
  return set.isCompleted && !set.isWarmup && set.weight !== null && set.reps !== null;
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
