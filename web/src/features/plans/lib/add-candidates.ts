import type { Plan, Workout } from '../../../../../shared/api-types';

/**
 * The Add Workout list (spec 001 section 2): the user's own workouts not yet in the plan, in the order given. A
 * routine's own workout is not offered: it belongs to its routine (issue 27).
 */
export function workoutsToAdd(ownWorkouts: readonly Workout[], plan: Pick<Plan, 'id' | 'workoutIds'>): Workout[] {
  const inPlan = new Set(plan.workoutIds);
  return ownWorkouts.filter((workout) => workout.planId !== plan.id && !inPlan.has(workout.id) && !workout.inRoutine);
}
