import type { WorkoutExercise } from '../api-types';

/** One exercise entry as validated by shared/schemas/plans.ts (defaults applied). */
export interface ExerciseEntryInput {
  exerciseId: string;
  sets: number;
  reps: string;
  weight: number | null;
  restSeconds: number;
  warmupSets: number;
  notes: string | null;
  orderIndex?: number | null;
  supersetGroup: string | null;
}

/**
 * The stored entries of a workout (the server's, and the phone's copy of a routine, plan workout or workout built
 * offline, issue 30): in orderIndex order (an entry without one keeps its place in the list;
 * ties keep the order sent), renumbered 0..n-1, each with the exercise's name and the id `<workoutId>.<orderIndex>`.
 */
export function toWorkoutExercises(options: {
  workoutId: string;
  entries: readonly ExerciseEntryInput[];
  exerciseNames: ReadonlyMap<string, string>;
}): WorkoutExercise[] {
  const { workoutId, exerciseNames } = options;
  return options.entries
    .map((entry, position) => ({ entry, position, sortKey: entry.orderIndex ?? position }))
    .sort((a, b) => a.sortKey - b.sortKey || a.position - b.position)
    .map(({ entry }, orderIndex) => ({
      id: `${workoutId}.${orderIndex}`,
      workoutPlanId: workoutId,
      exerciseId: entry.exerciseId,
      exerciseName: exerciseNames.get(entry.exerciseId) ?? entry.exerciseId,
      sets: entry.sets,
      reps: entry.reps,
      weight: entry.weight,
      restSeconds: entry.restSeconds,
      notes: entry.notes,
      orderIndex,
      supersetGroup: entry.supersetGroup,
      warmupSets: entry.warmupSets,
    }));
}
