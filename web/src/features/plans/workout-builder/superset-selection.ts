import { groupIntoSuperset, removeFromSuperset } from '../../../../../shared/workout/superset';

/** Superset mode of the workout builder (spec 001 section 4), on exercises known by their id. */
interface Grouped {
  exerciseId: string;
  supersetGroup: string | null;
}

export function toggleSelected(selected: readonly string[], exerciseId: string): string[] {
  return selected.includes(exerciseId) ? selected.filter((id) => id !== exerciseId) : [...selected, exerciseId];
}

/** The selected exercises share the next letter; fewer than two is refused with the spec's message. */
export function saveSuperset<T extends Grouped>(exercises: readonly T[], selected: readonly string[]): { exercises: T[] } | { error: string } {
  const indexes = exercises.flatMap((exercise, index) => (selected.includes(exercise.exerciseId) ? [index] : []));
  const result = groupIntoSuperset(exercises, indexes);
  return 'error' in result ? result : { exercises: result.entries };
}

export function leaveSuperset<T extends Grouped>(exercises: readonly T[], exerciseId: string): T[] {
  return removeFromSuperset(
    exercises,
    exercises.findIndex((exercise) => exercise.exerciseId === exerciseId),
  );
}
