import { regroupSuperset, withoutLoneGroups } from '../../../../../shared/workout/session-supersets';

interface Grouped {
  exerciseId: string;
  supersetGroup: string | null;
}

/** Issue 29: the routine's supersets by exercise id, as shown and saved: only letters two or more exercises share. */
export function routineSupersets(exercises: readonly Grouped[]): Record<string, string> {
  const letters = Object.fromEntries(exercises.flatMap((exercise) => (exercise.supersetGroup ? [[exercise.exerciseId, exercise.supersetGroup]] : [])));
  return withoutLoneGroups(letters, exercises.map((exercise) => exercise.exerciseId));
}

/** "Superset with…" in the routine builder, by the live workout's rule (shared/workout/session-supersets.ts). */
export function regroupRoutine<E extends Grouped>(exercises: readonly E[], exerciseId: string, partners: readonly string[]): E[] {
  const { exerciseIds, supersetGroups } = regroupSuperset(
    { exerciseIds: exercises.map((exercise) => exercise.exerciseId), supersetGroups: routineSupersets(exercises) },
    exerciseId,
    partners,
  );
  return exerciseIds.flatMap((id) => {
    const exercise = exercises.find((item) => item.exerciseId === id);
    return exercise ? [{ ...exercise, supersetGroup: supersetGroups[id] ?? null }] : [];
  });
}
