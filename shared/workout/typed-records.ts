/**
 * Issue 29: the records of each exercise type beyond weight × reps, pure. records.ts keeps the weight records
 * (heaviest, e1RM, reps per weight, set volume) of the types with tonnage; these are the others: the most reps of a
 * bodyweight exercise, the least assistance of an assisted one, the longest hold, the longest distance and the best
 * pace (seconds per kilometre: lower is better). Only completed working sets count, as for every record.
 */
import { exerciseTypeOrDefault, type ExerciseType } from '../exercise-types/types';

export const TYPED_RECORD_KINDS = ['most_reps', 'least_assistance', 'longest_duration', 'longest_distance', 'best_pace', 'heaviest_load'] as const;
export type TypedRecordKind = (typeof TYPED_RECORD_KINDS)[number];

/** The records each type keeps here (weight & reps and weighted bodyweight keep records.ts's weight records). */
export const TYPED_RECORDS_OF: Record<ExerciseType, readonly TypedRecordKind[]> = {
  weight_reps: [],
  weighted_bodyweight: ['most_reps'],
  bodyweight_reps: ['most_reps'],
  assisted_bodyweight: ['least_assistance', 'most_reps'],
  duration: ['longest_duration'],
  weight_duration: ['heaviest_load', 'longest_duration'],
  distance_duration: ['longest_distance', 'best_pace', 'longest_duration'],
  weight_distance: ['heaviest_load', 'longest_distance'],
};

const LOWER_IS_BETTER: ReadonlySet<TypedRecordKind> = new Set(['least_assistance', 'best_pace']);

export interface TypedRecordSet {
  weight: number | null;
  reps: number | null;
  durationSeconds?: number | null;
  distanceMeters?: number | null;
  isCompleted: boolean;
  isWarmup: boolean;
}

/** Seconds per kilometre, or null without both a distance and a time. */
export function paceSecondsPerKm(set: Pick<TypedRecordSet, 'durationSeconds' | 'distanceMeters'>): number | null {
  const { durationSeconds, distanceMeters } = set;
  if (!durationSeconds || !distanceMeters || durationSeconds <= 0 || distanceMeters <= 0) return null;
  return (durationSeconds * 1000) / distanceMeters;
}

/** The set's value on a measure, or null when it has none there. An assisted set done without assistance has 0. */
export function typedValue(kind: TypedRecordKind, set: TypedRecordSet): number | null {
  const positive = (value: number | null | undefined) => (value !== null && value !== undefined && value > 0 ? value : null);
  switch (kind) {
    case 'most_reps':
      return positive(set.reps);
    case 'least_assistance':
      return positive(set.reps) === null ? null : (set.weight ?? 0);
    case 'longest_duration':
      return positive(set.durationSeconds);
    case 'longest_distance':
      return positive(set.distanceMeters);
    case 'best_pace':
      return paceSecondsPerKm(set);
    case 'heaviest_load':
      return positive(set.weight);
  }
}

/** Whether `value` beats `best` on the measure (a tie never does; nothing before: any value does). */
export function beatsTypedBest(kind: TypedRecordKind, value: number, best: number | null | undefined): boolean {
  if (best === null || best === undefined) return true;
  return LOWER_IS_BETTER.has(kind) ? value < best : value > best;
}

export interface TypedBest {
  kind: TypedRecordKind;
  value: number;
  /** The set (index in the list given) that holds it: the first to reach it. */
  setIndex: number;
}

/** The best of the sets on each record their type keeps, against nothing earlier (an exercise's bests in one list). */
export function typedBests(type: ExerciseType | undefined, sets: readonly TypedRecordSet[]): TypedBest[] {
  const bests: TypedBest[] = [];
  for (const kind of TYPED_RECORDS_OF[exerciseTypeOrDefault(type)]) {
    let best: TypedBest | undefined;
    sets.forEach((set, setIndex) => {
      if (!set.isCompleted || set.isWarmup) return;
      const value = typedValue(kind, set);
      if (value !== null && beatsTypedBest(kind, value, best?.value)) best = { kind, value, setIndex };
    });
    if (best) bests.push(best);
  }
  return bests;
}

/** The records a session's sets set against the bests before it (by kind): those of its bests that beat them. */
export function typedSessionRecords(
  type: ExerciseType | undefined,
  before: Partial<Record<TypedRecordKind, number>>,
  sets: readonly TypedRecordSet[],
): TypedBest[] {
  return typedBests(type, sets).filter((best) => beatsTypedBest(best.kind, best.value, before[best.kind]));
}
