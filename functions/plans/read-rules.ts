/**
 * The plans domain's read rules: who may read a plan or workout (the owner; when public, anyone the owner's account
 * shows its content to: functions/follows) and who may write one (only the owner: anyone else gets 404).
 */
import type { PlanKind } from '../../shared/api-types';
import { resolveContentAccess } from '../follows/index';
import { Conflict, NotFound } from '../lib/errors';
import { isTimeOrderedId } from '../lib/ids';
import { isRoutineWorkout, kindOfPlan } from './plan-kind';
import type { PlanRecord, WorkoutRecord } from './records';
import { findPlan, findWorkout } from './repository';

export const PLAN_NOT_FOUND = 'Plan not found';
const ROUTINE_NOT_FOUND = 'Routine not found';
const ROUTINE_WORKOUT = "This workout belongs to a routine: change it through the routine.";
const WORKOUT_NOT_FOUND = 'Workout not found';

async function loadPlan(planId: string): Promise<PlanRecord | undefined> {
  return isTimeOrderedId(planId) ? findPlan({ planId }) : undefined;
}

async function loadWorkout(workoutId: string): Promise<WorkoutRecord | undefined> {
  return isTimeOrderedId(workoutId) ? findWorkout({ workoutId }) : undefined;
}

/** The caller's plan; with `kind`, only one of that kind (a routine is not written as a plan, nor a plan as a routine). */
export async function loadOwnPlan(userId: string, planId: string, kind?: PlanKind): Promise<PlanRecord> {
  const plan = await loadPlan(planId);
  const notFound = kind === 'routine' ? ROUTINE_NOT_FOUND : PLAN_NOT_FOUND;
  if (plan?.userId !== userId || (kind && kindOfPlan(plan) !== kind)) throw new NotFound(notFound);
  return plan;
}

/** A routine's own workout is changed through its routine only (PUT /api/workout-plans/{id}). */
export function requireNotRoutineWorkout(workout: WorkoutRecord): void {
  if (isRoutineWorkout(workout)) throw new Conflict(ROUTINE_WORKOUT);
}

/**
 * Whether someone else's public content may be read: not when a block stands either way, nor when the owner's
 * account is private and the reader does not follow it (both answered like a private item: 404).
 */
async function ownerShowsContentTo(userId: string, ownerId: string): Promise<boolean> {
  return (await resolveContentAccess({ viewerId: userId, ownerId })) === 'full';
}

/** The owner's plan, or a public plan of an account whose content the caller may see. */
export async function loadReadablePlan(userId: string, planId: string): Promise<PlanRecord> {
  const plan = await loadPlan(planId);
  if (!plan) throw new NotFound(PLAN_NOT_FOUND);
  if (plan.userId === userId) return plan;
  if (!plan.isPublic || !(await ownerShowsContentTo(userId, plan.userId))) throw new NotFound(PLAN_NOT_FOUND);
  return plan;
}

export async function loadOwnWorkout(userId: string, workoutId: string): Promise<WorkoutRecord> {
  const workout = await loadWorkout(workoutId);
  if (workout?.userId !== userId) throw new NotFound(WORKOUT_NOT_FOUND);
  return workout;
}

/** The owner's workout, or a public workout or any workout of a public plan, of an account whose content the caller may see. */
export async function loadReadableWorkout(userId: string, workoutId: string): Promise<WorkoutRecord> {
  const workout = await loadWorkout(workoutId);
  if (!workout) throw new NotFound(WORKOUT_NOT_FOUND);
  if (workout.userId === userId) return workout;
  const plan = !workout.isPublic && workout.planId ? await findPlan({ planId: workout.planId }) : undefined;
  if (!workout.isPublic && !plan?.isPublic) throw new NotFound(WORKOUT_NOT_FOUND);
  if (!(await ownerShowsContentTo(userId, workout.userId))) throw new NotFound(WORKOUT_NOT_FOUND);
  return workout;
}
