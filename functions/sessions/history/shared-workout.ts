/** A completed session as a post shows it (SharedWorkout, shared/api-types.ts): pure, from the session and its sets. */
import type { SharedWorkout } from '../../../shared/api-types';
import { WEIGHT_SCALE } from '../../../shared/constants';
import { volumeHundredths } from '../../../shared/workout-volume';
import { exerciseOrderOf, type SessionRecord, type SetRecord } from '../records';
import { exerciseTypeOrDefault } from '../../../shared/exercise-types/types';
import { beatsTypedBest, TYPED_RECORDS_OF, typedValue } from '../../../shared/workout/typed-records';

/** A post shows the best sets of at most this many exercises. */
export const MAX_BEST_SETS = 5;

type BestSet = SharedWorkout['bestSets'][number];

const isWorkingSet = (set: SetRecord) => set.isCompleted && !set.isWarmup;

/**
 * Heavier wins; at the same weight, more reps. A set without reps shows nothing, so it never counts as best. Issue 29:
 * a set of another type is judged on its type's first record (longest time, longest distance, most reps, least
 * assistance, heaviest load) and needs a value there.
 */
function isBetter(candidate: SetRecord, best: SetRecord | undefined): boolean {
  const type = exerciseTypeOrDefault(candidate.exerciseType);
  const kind = TYPED_RECORDS_OF[type][0];
  if (type !== 'weight_reps' && type !== 'weighted_bodyweight' && kind) {
    const value = typedValue(kind, { ...candidate, isCompleted: true, isWarmup: false });
    if (value === null) return false;
    const bestValue = best ? typedValue(kind, { ...best, isCompleted: true, isWarmup: false }) : null;
    return beatsTypedBest(kind, value, bestValue);
  }
  if (candidate.reps === null) return false;
  if (!best) return true;
  const weight = candidate.weight ?? 0;
  const bestWeight = best.weight ?? 0;
  return weight > bestWeight || (weight === bestWeight && candidate.reps > (best.reps ?? 0));
}

function bestSetsOf(sets: readonly SetRecord[], exerciseIds: readonly string[]): BestSet[] {
  const bestByExercise = new Map<string, SetRecord>();
  for (const set of sets) {
    if (isWorkingSet(set) && isBetter(set, bestByExercise.get(set.exerciseId))) bestByExercise.set(set.exerciseId, set);
  }
  return [...bestByExercise.values()]
    .sort((a, b) => exerciseOrderOf(exerciseIds, a.exerciseId) - exerciseOrderOf(exerciseIds, b.exerciseId))
    .slice(0, MAX_BEST_SETS)
    .map((set) => {
      const type = exerciseTypeOrDefault(set.exerciseType);
      const best = { exerciseName: set.exerciseName, weight: (set.weight ?? 0) / WEIGHT_SCALE, reps: set.reps ?? 0 };
      return type === 'weight_reps' ? best : { ...best, exerciseType: type, durationSeconds: set.durationSeconds ?? null, distanceMeters: set.distanceMeters ?? null };
    });
}

export function toSharedWorkout(session: SessionRecord, sets: readonly SetRecord[]): SharedWorkout {
  const exerciseIds = session.exerciseIds ?? [];
  return {
    sessionId: session.id,
    name: session.name,
    durationMinutes: session.duration ?? 0,
    totalVolume: volumeHundredths(sets) / WEIGHT_SCALE,
    exerciseCount: new Set([...exerciseIds, ...sets.map((set) => set.exerciseId)]).size,
    setCount: sets.filter(isWorkingSet).length,
    bestSets: bestSetsOf(sets, exerciseIds),
    personalRecordCount: session.personalRecords?.length ?? 0,
  };
}
