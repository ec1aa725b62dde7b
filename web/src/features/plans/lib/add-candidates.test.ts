import { describe, expect, it } from 'vitest';
import type { Workout } from '../../../../../shared/api-types';
import { workoutsToAdd } from './add-candidates';

const workout = (id: string, planId: string | null, inRoutine = false) => ({ id, planId, inRoutine }) as Workout;

describe('workoutsToAdd', () => {
  it("leaves out the workouts already in the plan and routines' own workouts", () => {
    const own = [workout('w1', 'p1'), workout('w2', null), workout('w3', 'p2'), workout('w4', null), workout('w5', 'r1', true)];
    expect(workoutsToAdd(own, { id: 'p1', workoutIds: ['w1', 'w4'] }).map((item) => item.id)).toEqual(['w2', 'w3']);
  });
});
