/**
 * Issue 30: routines, training plans and workouts made offline are sent with the id the phone chose, and may be sent
 * again (an answer lost on the way back). What was already made under that id is the answer, so nothing is made twice;
 * an id naming anything else (someone else's, or another kind) is a 409, and nothing of it changes.
 */
import { ID_IN_USE, type Plan, type PlanKind, type PlanWithWorkouts, type Workout } from '../../shared/api-types';
import { StaleWrite } from '../lib/db/transact';
import { Conflict } from '../lib/errors';
import { isRoutineWorkout, kindOfPlan } from './plan-kind';
import { toPlan, toWorkout, type PlanRecord } from './records';
import { findPlan, findWorkout, findWorkouts } from './repository';

async function ownPlanMadeBefore(userId: string, planId: string, kind: PlanKind): Promise<PlanRecord | undefined> {
  const plan = await findPlan({ planId });
  if (!plan) return undefined;
  if (plan.userId !== userId || kindOfPlan(plan) !== kind) throw new Conflict(ID_IN_USE);
  return plan;
}

/** The routine made before under this id, with its workouts. */
export async function routineMadeBefore(userId: string, planId: string): Promise<PlanWithWorkouts | undefined> {
  const plan = await ownPlanMadeBefore(userId, planId, 'routine');
  if (!plan) return undefined;
  const workouts = await findWorkouts({ workoutIds: plan.workoutIds });
  return { ...toPlan(plan), workouts: workouts.map(toWorkout) };
}

/** The training plan made before under this id, as it is now (its later workouts included). */
export async function planMadeBefore(userId: string, planId: string): Promise<Plan | undefined> {
  const plan = await ownPlanMadeBefore(userId, planId, 'plan');
  return plan && toPlan(plan);
}

/** The workout made before under this id (a routine's own workout is not one a workout create could have made). */
export async function workoutMadeBefore(userId: string, workoutId: string): Promise<Workout | undefined> {
  const workout = await findWorkout({ workoutId });
  if (!workout) return undefined;
  if (workout.userId !== userId || isRoutineWorkout(workout)) throw new Conflict(ID_IN_USE);
  return toWorkout(workout);
}

/**
 * Writes a create under a device id; the same create sent twice at once loses the write to the other (a
 * `StaleWrite`), and then answers what the other made.
 */
export async function writeOnce<T>(id: string | undefined, write: () => Promise<T>, madeBefore: (id: string) => Promise<T | undefined>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const made = id && error instanceof StaleWrite ? await madeBefore(id) : undefined;
    if (made === undefined) throw error;
    return made;
  }
}
