import { describe, expect, it } from 'vitest';
import type { PlanWithWorkouts, WorkoutExercise } from '../../../../../shared/api-types';
import { entryValue } from '../../../../../shared/workout/entry-copying';
import { routineExerciseOf, routineTemplateOf } from './routine-template';

const saved = (overrides: Partial<WorkoutExercise>): WorkoutExercise => ({
  id: 'w1.0',
  workoutPlanId: 'w1',
  exerciseId: 'bench',
  exerciseName: 'Bench Press',
  sets: 3,
  reps: '8-12',
  weight: null,
  restSeconds: 60,
  notes: null,
  orderIndex: 0,
  supersetGroup: null,
  warmupSets: 0,
  ...overrides,
});

const planWith = (exercises: WorkoutExercise[]) => ({ workouts: [{ exercises }] }) as PlanWithWorkouts;

describe('routineExerciseOf', () => {
  it('starts with one normal set and the routine defaults', () => {
    const exercise = routineExerciseOf({ id: 'squat', name: 'Squat' });
    expect(exercise).toMatchObject({ exerciseId: 'squat', name: 'Squat', reps: '8-12', restSeconds: 60 });
    expect(exercise.sets).toEqual([{ id: expect.any(String), isWarmup: false }]);
  });
});

describe('routineTemplateOf', () => {
  it("shows the first workout's exercises in order with their warm-up rows first", () => {
    const template = routineTemplateOf(planWith([saved({ exerciseId: 'row', exerciseName: 'Row', orderIndex: 1 }), saved({ sets: 2, warmupSets: 2 })]));

    expect(template.exercises.map((exercise) => exercise.name)).toEqual(['Bench Press', 'Row']);
    expect(template.exercises[0]?.sets.map((set) => set.isWarmup)).toEqual([true, true, false, false]);
  });

  it('types the saved weight and whole reps into the normal sets, not the warm-ups', () => {
    const template = routineTemplateOf(planWith([saved({ sets: 2, warmupSets: 1, weight: 13500, reps: '10' })]));
    const [warmup, first, second] = template.exercises[0]?.sets ?? [];

    expect(entryValue(template.entries, warmup?.id ?? '', 'weight')).toBe('');
    expect(entryValue(template.entries, first?.id ?? '', 'weight')).toBe('135');
    expect(entryValue(template.entries, second?.id ?? '', 'reps')).toBe('10');
  });

  it('is empty for a routine without workouts', () => {
    expect(routineTemplateOf({ workouts: [] } as unknown as PlanWithWorkouts)).toEqual({ exercises: [], entries: {} });
  });
});
