import type { WorkoutExercise } from '../../../../../shared/api-types';

/** Test data: a saved exercise entry (Bench Press, 3 × '8-10', 90 s rest, no weight), with `overrides`. */
export const savedExercise = (overrides: Partial<WorkoutExercise> = {}): WorkoutExercise => ({
  id: 'w1.0',
  workoutPlanId: 'w1',
  exerciseId: 'bench',
  exerciseName: 'Bench Press',
  sets: 3,
  reps: '8-10',
  weight: null,
  restSeconds: 90,
  notes: null,
  orderIndex: 0,
  supersetGroup: null,
  warmupSets: 0,
  ...overrides,
});
