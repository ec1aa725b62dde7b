/**
 * Issue 29, imports: the exercise type a file's sets of one exercise show, for an exercise the import must create,
 * and whether a matched exercise's type can hold them (a plank's times never land on a weight & reps exercise).
 */
import { hasMeasure, type ExerciseType } from './types';

export interface MeasuredSet {
  weight: number | null;
  reps: number | null;
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

const has = (value: number | null | undefined) => value !== null && value !== undefined && value > 0;

/** Time and distance decide; then a weight. Sets with reps only stay weight & reps (what every set was before). */
export function inferExerciseType(sets: readonly MeasuredSet[]): ExerciseType {
  const time = sets.some((set) => has(set.durationSeconds));
  const distance = sets.some((set) => has(set.distanceMeters));
  const weight = sets.some((set) => has(set.weight));
  const reps = sets.some((set) => has(set.reps));
  if (distance) return time || !weight ? 'distance_duration' : 'weight_distance';
  if (time && !reps) return weight ? 'weight_duration' : 'duration';
  return 'weight_reps';
}

/** Whether every time and distance the sets hold is a measure of `type`. */
export function typeHoldsSets(type: ExerciseType, sets: readonly MeasuredSet[]): boolean {
  return sets.every(
    (set) => (!has(set.durationSeconds) || hasMeasure(type, 'durationSeconds')) && (!has(set.distanceMeters) || hasMeasure(type, 'distanceMeters')),
  );
}
