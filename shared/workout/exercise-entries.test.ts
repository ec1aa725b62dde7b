import { describe, expect, it } from 'vitest';
import { toWorkoutExercises, type ExerciseEntryInput } from './exercise-entries';

const entry = (exerciseId: string, orderIndex?: number | null): ExerciseEntryInput => ({
  exerciseId,
  sets: 3,
  reps: '8-10',
  weight: null,
  restSeconds: 90,
  warmupSets: 0,
  notes: null,
  orderIndex,
  supersetGroup: null,
});

describe('toWorkoutExercises', () => {
  it('orders by orderIndex, keeps ties in the order sent, renumbers from 0 and names each entry', () => {
    const exercises = toWorkoutExercises({
      workoutId: 'w1',
      entries: [entry('c', 7), entry('a', 2), entry('b', 7), entry('d', 0)],
      exerciseNames: new Map([['a', 'A'], ['b', 'B'], ['c', 'C'], ['d', 'D']]),
    });

    expect(exercises.map((exercise) => [exercise.id, exercise.exerciseId, exercise.exerciseName, exercise.orderIndex])).toEqual([
      ['w1.0', 'd', 'D', 0],
      ['w1.1', 'a', 'A', 1],
      ['w1.2', 'c', 'C', 2],
      ['w1.3', 'b', 'B', 3],
    ]);
    expect(exercises.every((exercise) => exercise.workoutPlanId === 'w1')).toBe(true);
  });

  it('keeps entries without an orderIndex at their place in the list', () => {
    const exercises = toWorkoutExercises({ workoutId: 'w', entries: [entry('a'), entry('b'), entry('c')], exerciseNames: new Map() });

    expect(exercises.map((exercise) => exercise.exerciseId)).toEqual(['a', 'b', 'c']);
  });
});
