import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';
import { exerciseOrderOf } from '../../../../shared/workout/exercise-order';
import { compareSets } from '../../../../shared/workout/set-numbering';
import { withoutLoneGroups } from '../../../../shared/workout/session-supersets';

/** One exercise of the live workout with its sets in display order, and the plan's note and superset letter. */
export interface ExerciseBlock {
  exerciseId: string;
  name: string;
  sets: WorkoutSet[];
  note?: string;
  supersetGroup?: string;
}

/** The session's exercises in order, each with its sorted sets; names from the sets, else the exercise list. */
export function buildBlocks(
  session: Pick<WorkoutSession, 'exerciseIds' | 'exerciseNotes' | 'supersetGroups'> | undefined,
  sets: readonly WorkoutSet[],
  exerciseNames: ReadonlyMap<string, string>,
): ExerciseBlock[] {
  const order = exerciseOrderOf(session?.exerciseIds, sets);
  // Issue 29: a letter left on one exercise (stored before supersets were kept to two or more) is drawn as no group.
  const supersets = withoutLoneGroups(session?.supersetGroups, order);
  return order.map((exerciseId) => {
    const own = sets.filter((set) => set.exerciseId === exerciseId).sort(compareSets);
    return {
      exerciseId,
      name: own[0]?.exerciseName || exerciseNames.get(exerciseId) || 'Exercise',
      sets: own,
      note: session?.exerciseNotes?.[exerciseId],
      supersetGroup: supersets[exerciseId],
    };
  });
}

/** Recomputes each set's exerciseOrder from a new exercise order. */
export function reorderSets(sets: readonly WorkoutSet[], exerciseIds: readonly string[]): WorkoutSet[] {
  return sets.map((set) => {
    const index = exerciseIds.indexOf(set.exerciseId);
    return { ...set, exerciseOrder: index === -1 ? exerciseIds.length : index };
  });
}
