import type { Workout } from '../../../../../shared/api-types';
import { useStartSessionFrom } from '../../../lib/live-session/use-start-session-from';

/** Start on a workout: a live session holding its exercises and sets, or the workout already running. */
export const useStartWorkout = () => useStartSessionFrom('Failed to start workout. Please try again.');

export const workoutSource = (workout: Pick<Workout, 'id' | 'name' | 'planId'>) => ({
  name: workout.name,
  workoutId: workout.id,
  workoutPlanId: workout.planId,
});
