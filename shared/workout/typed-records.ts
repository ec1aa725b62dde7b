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
  exerciseType?: ExerciseType;
}

/** A typed record as the records item keeps it: its best value and the session that made it. */
export interface TypedRecordHolder {
  kind: TypedRecordKind;
  value: number;
  sessionId: string;
  achievedAt: string;
}

/** Whether lower values are better on the measure (least assistance, best pace). */
export const isLowerBetter = (kind: string): boolean => LOWER_IS_BETTER.has(kind as TypedRecordKind);

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
  const { records } = applyTypedSession(undefined, sets.map((set) => ({ ...set, exerciseType: exerciseTypeOrDefault(type) })), { sessionId: '', achievedAt: '' });
  return TYPED_RECORDS_OF[exerciseTypeOrDefault(type)].flatMap((kind) => records.filter((record) => record.kind === kind));
}

/** The typed records a completed working set can count for: those of its type on which it has a value. */
export function typedKindsOf(set: TypedRecordSet): TypedRecordKind[] {
  if (!set.isCompleted || set.isWarmup) return [];
  return TYPED_RECORDS_OF[exerciseTypeOrDefault(set.exerciseType)].filter((kind) => typedValue(kind, set) !== null);
}

export interface TypedSessionResult {
  /** The typed bests after the session, in TYPED_RECORD_KINDS order. */
  bests: TypedRecordHolder[];
  /** Per set (same order): the typed records it beat when it was done (empty for one that beat none or cannot count). */
  setKinds: TypedRecordKind[][];
  /** The typed records the session holds at its end: one per kind, with the set that made it. */
  records: { kind: TypedRecordKind; value: number; setIndex: number }[];
  /** Per set: whether it can count for a typed record at all (a completed working set with a value its type keeps). */
  countable: boolean[];
}

/**
 * One session's sets of one exercise (in the order done) against the typed bests so far, like records.ts's
 * applySession for the weight records: each set is flagged with what it beat when it was done (against the stored
 * bests and the earlier sets of the session); warm-ups and open sets never count.
 */
export function applyTypedSession(
  before: readonly TypedRecordHolder[] | undefined,
  sets: readonly TypedRecordSet[],
  source: { sessionId: string; achievedAt: string },
): TypedSessionResult {
  const current = new Map((before ?? []).map((best) => [best.kind, best]));
  const claimedBy = new Map<TypedRecordKind, number>();
  const setKinds = sets.map((set, index) =>
    typedKindsOf(set).filter((kind) => {
      const value = typedValue(kind, set) ?? 0;
      if (!beatsTypedBest(kind, value, current.get(kind)?.value)) return false;
      current.set(kind, { kind, value, ...source });
      claimedBy.set(kind, index);
      return true;
    }),
  );
  const records = TYPED_RECORD_KINDS.flatMap((kind) => {
    const setIndex = claimedBy.get(kind);
    const best = current.get(kind);
    return setIndex === undefined || !best ? [] : [{ kind, value: best.value, setIndex }];
  });
  const bests = TYPED_RECORD_KINDS.flatMap((kind) => current.get(kind) ?? []);
  return { bests, setKinds, records, countable: sets.map((set) => typedKindsOf(set).length > 0) };
}
