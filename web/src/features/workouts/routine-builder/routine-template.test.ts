import { describe, expect, it } from 'vitest';
import type { PlanWithWorkouts, WorkoutExercise } from '../../../../../shared/api-types';
import { routineExerciseOf, routineTemplateOf } from './routine-template';

// The shared template behaviour (order, warm-up rows, typed targets) is tested with templateOf in plans.
const entry = (exerciseId: string, orderIndex = 0) => ({ exerciseId, exerciseName: exerciseId, sets: 1, warmupSets: 0, reps: '8-12', weight: null, restSeconds: 60, orderIndex }) as WorkoutExercise;
const planWith = (...workouts: WorkoutExercise[][]) => ({ workouts: workouts.map((exercises) => ({ exercises })) }) as PlanWithWorkouts;

describe('routineExerciseOf', () => {
  it('starts with one normal set and the routine defaults', () => {
    const exercise = routineExerciseOf({ id: 'squat', name: 'Squat' });
    expect(exercise).toEqual({ exerciseId: 'squat', name: 'Squat', sets: [{ id: expect.any(String), isWarmup: false }], reps: '8-12', restSeconds: 60, supersetGroup: null });
  });
});

describe('routineTemplateOf', () => {
  it("shows the first workout's exercises, with their reps, rest and superset and no other fields", () => {
    const template = routineTemplateOf(planWith([entry('row', 1), entry('bench')], [entry('squat')]));

    expect(template.exercises.map((exercise) => exercise.exerciseId)).toEqual(['bench', 'row']);
    expect(Object.keys(template.exercises[0] ?? {}).sort()).toEqual(['exerciseId', 'name', 'reps', 'restSeconds', 'sets', 'supersetGroup']);
  });

  it('is empty for a routine without workouts', () => {
    expect(routineTemplateOf(planWith())).toEqual({ exercises: [], entries: {} });
  });
});
