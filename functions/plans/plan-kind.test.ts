import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../shared/ids';
import { isRoutineWorkout, kindOfPlan } from './plan-kind';

const at = (ms: number) => timeOrderedId(new Date(ms));

describe('kindOfPlan', () => {
  it('answers the stored kind', () => {
    expect(kindOfPlan({ id: at(1), kind: 'plan', workoutIds: [at(1)] })).toBe('plan');
    expect(kindOfPlan({ id: at(1), kind: 'routine', workoutIds: [] })).toBe('routine');
  });

  it('tells an older routine by its first workout made at the same instant', () => {
    const now = Date.UTC(2026, 0, 5);
    expect(kindOfPlan({ id: at(now), workoutIds: [at(now)] })).toBe('routine');
  });

  it('takes an older item whose workouts came later, or that has none, for a training plan', () => {
    const now = Date.UTC(2026, 0, 5);
    expect(kindOfPlan({ id: at(now), workoutIds: [at(now + 1), at(now)] })).toBe('plan');
    expect(kindOfPlan({ id: at(now), workoutIds: [] })).toBe('plan');
  });
});

describe('isRoutineWorkout', () => {
  it('answers the stored flag, else whether it was made with its plan', () => {
    const now = Date.UTC(2026, 0, 5);
    expect(isRoutineWorkout({ id: at(now), planId: at(now), inRoutine: false })).toBe(false);
    expect(isRoutineWorkout({ id: at(now), planId: null, inRoutine: true })).toBe(true);
    expect(isRoutineWorkout({ id: at(now), planId: at(now) })).toBe(true);
    expect(isRoutineWorkout({ id: at(now + 5), planId: at(now) })).toBe(false);
    expect(isRoutineWorkout({ id: at(now), planId: null })).toBe(false);
  });
});
