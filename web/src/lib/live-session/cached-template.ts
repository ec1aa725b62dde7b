import type { QueryClient } from '@tanstack/react-query';
import type { PlanWithWorkouts, Workout } from '../../../../shared/api-types';
import type { TemplateEntry } from '../../../../shared/workout/template-copy';
import { planKeys, workoutKeys } from '../queries/plan-queries';

/** What a session started from a routine, plan or workout copies: as the server's findWorkoutTemplate gives it. */
export interface CachedTemplate {
  name: string;
  workoutName: string | null;
  workoutPlanId: string | null;
  workoutId: string | null;
  exercises: TemplateEntry[];
}

const fromWorkout = (workout: Workout): CachedTemplate => ({
  name: workout.name,
  workoutName: workout.name,
  workoutPlanId: workout.planId,
  workoutId: workout.id,
  exercises: workout.exercises,
});

/** Every workout the phone holds: read alone, or in a plan with its workouts. */
function cachedWorkouts(queryClient: QueryClient): Workout[] {
  const alone = queryClient.getQueriesData<Workout>({ queryKey: workoutKeys.all }).map(([, data]) => data);
  const inPlans = queryClient.getQueriesData<PlanWithWorkouts>({ queryKey: planKeys.allWithWorkouts }).flatMap(([, data]) => data?.workouts ?? []);
  return [...alone, ...inPlans].filter((workout): workout is Workout => Boolean(workout && 'exercises' in workout && Array.isArray(workout.exercises)));
}

/**
 * Issue 30: the routine's, plan's or workout's template from the phone's cached reads (kept offline), or undefined
 * when the phone never read it. Like the server: a workout by its id, else the plan's first workout (none: an empty
 * template with the plan's name).
 */
export function cachedTemplate(queryClient: QueryClient, source: { workoutPlanId?: string | null; workoutId?: string | null }): CachedTemplate | undefined {
  const { workoutPlanId, workoutId } = source;
  if (workoutId) {
    const workout = cachedWorkouts(queryClient).find((candidate) => candidate.id === workoutId);
    return workout && fromWorkout(workout);
  }
  if (!workoutPlanId) return undefined;
  const plan = queryClient.getQueryData<PlanWithWorkouts>(planKeys.withWorkouts(workoutPlanId));
  if (!plan) return undefined;
  const [first] = plan.workouts;
  return { name: plan.name, workoutName: first?.name ?? null, workoutPlanId: plan.id, workoutId: first?.id ?? null, exercises: first?.exercises ?? [] };
}
