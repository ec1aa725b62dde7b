import type { WorkoutSet } from '../../../../../shared/api-types';
import { missingValues, neededValues } from '../../../../../shared/workout/set-completion';
import { missingMeasures, typedValues } from '../../../../../shared/exercise-types/set-measures';
import { exerciseTypeOrDefault, type SetMeasure } from '../../../../../shared/exercise-types/types';
import { compareSets, setLabels, type SetLabel } from '../../../../../shared/workout/set-numbering';

/** A set the save step warns about: it holds a value but is not ticked, so it would not count. */
export interface UntickedSet {
  set: WorkoutSet;
  /** W or its number among its exercise's working sets, as its row shows it. */
  label: SetLabel;
  /** Needed values it lacks: it cannot be completed until they are entered (it can still be dropped). */
  missing: SetMeasure[];
}

/**
 * Sets that hold a weight, reps, a time or a distance but are not ticked (issue 27), in the workout's order. `equipmentOf` says what an
 * exercise's sets need to be completed (shared/workout/set-completion.ts); unknown equipment needs weight and reps.
 */
export function untickedSetsWithValues(sets: readonly WorkoutSet[], equipmentOf: (exerciseId: string) => string | null | undefined): UntickedSet[] {
  const ordered = [...sets].sort((a, b) => a.exerciseOrder - b.exerciseOrder || compareSets(a, b));
  const labels = new Map<string, SetLabel>();
  for (const exerciseId of new Set(ordered.map((set) => set.exerciseId))) {
    const exerciseSets = ordered.filter((set) => set.exerciseId === exerciseId);
    const exerciseLabels = setLabels(exerciseSets);
    exerciseSets.forEach((set, index) => labels.set(set.id, exerciseLabels[index] ?? 1));
  }
  return ordered
    .filter((set) => !set.isCompleted && Object.values(typedValues(set)).some((value) => value !== null))
    .map((set) => ({ set, label: labels.get(set.id) ?? 1, missing: missingOf(set, equipmentOf) }));
}

/** Issue 29: a set of another type needs its type's measures (a plank its time); weight & reps keep the equipment rule. */
function missingOf(set: WorkoutSet, equipmentOf: (exerciseId: string) => string | null | undefined): SetMeasure[] {
  const type = exerciseTypeOrDefault(set.exerciseType);
  if (type !== 'weight_reps') return missingMeasures(type, typedValues(set));
  return missingValues(set, neededValues(equipmentOf(set.exerciseId)));
}
