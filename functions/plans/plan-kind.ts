/**
 * Routines and training plans are kept apart (issue 27) by a stored `kind`. Items written before it have none; they
 * are told apart by how they were made: POST /api/workout-plans writes a routine and its workout with ids taken at
 * the same instant, while a training plan's workouts are always added by later requests. A time-ordered id starts
 * with 9 characters of its creation time (shared/ids.ts).
 */
import type { PlanKind } from '../../shared/api-types';

const TIME_PART = 9;
const sameInstant = (a: string, b: string) => a.slice(0, TIME_PART) === b.slice(0, TIME_PART);

export function kindOfPlan(plan: { id: string; kind?: PlanKind; workoutIds: readonly string[] }): PlanKind {
  if (plan.kind) return plan.kind;
  const [first] = plan.workoutIds;
  return first !== undefined && sameInstant(first, plan.id) ? 'routine' : 'plan';
}

/** Whether a workout is a routine's own (stored since issue 27; before, made at the same instant as its plan). */
export function isRoutineWorkout(workout: { id: string; planId?: string | null; inRoutine?: boolean }): boolean {
  if (workout.inRoutine !== undefined) return workout.inRoutine;
  return Boolean(workout.planId) && sameInstant(workout.id, workout.planId ?? '');
}
