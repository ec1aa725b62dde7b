/**
 * The only module of the plans domain that talks to DynamoDB (docs/data-model.md, access patterns 10-12a).
 *
 * Concurrency: a plan's `version` is bumped by every write of the plan, and every write is conditioned on the
 * version that was read; a workout write is conditioned on the `planId` that was read. So a change computed
 * from a stale read (a workout moved meanwhile, a list reordered) fails with `StaleWrite` and the caller
 * reads again and retries: a plan's `workoutIds` and its workouts' `planId` always agree.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { batchGetAll, type BatchGetOptions } from '../lib/db/batch-get';
import { db } from '../lib/db/client';
import { queryPage } from '../lib/db/query-page';
import { PLAN_SK, planKey, planPartition, plansIndexKey, plansPartition } from '../lib/db/keys/plan';
import { WORKOUT_SK, workoutKey, workoutPartition, workoutsIndexKey, workoutsPartition } from '../lib/db/keys/workout';
import { stripKeys, transact, type TransactItem } from '../lib/db/transact';
import type { Page } from '../lib/pagination';
import type { PlanRecord, WorkoutRecord } from './records';

/** The stored item of a plan (also used to seed benchmarks with exactly the shape this module writes). */
export function planItem(plan: PlanRecord) {
  return { ...planKey(plan.id), ...plansIndexKey(plan.userId, plan.createdAt, plan.id), entity: 'Plan', ...plan };
}

/** The stored item of a workout. */
export function workoutItem(workout: WorkoutRecord) {
  return { ...workoutKey(workout.id), ...workoutsIndexKey(workout.userId, workout.createdAt, workout.id), entity: 'Workout', ...workout };
}

// ------------------------------------------------------------------------------------------------- reads

export async function findPlan(options: { planId: string }): Promise<PlanRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: planKey(options.planId), ConsistentRead: true }));
  return Item ? stripKeys<PlanRecord>(Item) : undefined;
}

export async function findWorkout(options: { workoutId: string }): Promise<WorkoutRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: workoutKey(options.workoutId), ConsistentRead: true }));
  return Item ? stripKeys<WorkoutRecord>(Item) : undefined;
}

/** Every item of these keys that exists (consistent BatchGets). */
const getAll = (keys: readonly Record<string, string>[], projection?: BatchGetOptions['projection']) =>
  batchGetAll({ client: db, tableName: tableName(), keys, consistentRead: true, projection });

/** The workouts with these ids, in the order given (ids without a workout are left out). */
export async function findWorkouts(options: { workoutIds: readonly string[] }): Promise<WorkoutRecord[]> {
  const ids = [...new Set(options.workoutIds)];
  const items = await getAll(ids.map(workoutKey));
  const byId = new Map(items.map((item) => [String(item.id), stripKeys<WorkoutRecord>(item)]));
  return options.workoutIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The exercise names of each of these workouts, in entry order: the items are projected to the names
 * (one document path per possible entry), so a page of routine cards reads little.
 */
export async function findExerciseNamesOfWorkouts(options: {
  workoutIds: readonly string[];
  maxExercises: number;
}): Promise<Map<string, string[]>> {
  const paths = Array.from({ length: options.maxExercises }, (_unused, index) => `#exercises[${index}].#exerciseName`);
  const items = await getAll([...new Set(options.workoutIds)].map(workoutKey), {
    ProjectionExpression: ['#id', ...paths].join(', '),
    ExpressionAttributeNames: { '#id': 'id', '#exercises': 'exercises', '#exerciseName': 'exerciseName' },
  });
  return new Map(
    items.map((item) => [
      String(item.id),
      ((item.exercises ?? []) as { exerciseName?: string }[]).map((exercise) => exercise.exerciseName ?? ''),
    ]),
  );
}

/** A person's plans, newest first (GSI1). */
export function listPlans(options: { userId: string; limit: number; cursor?: string }): Promise<Page<PlanRecord>> {
  const { userId, ...page } = options;
  return queryPage({ ...page, index: 'GSI1', partition: plansPartition(userId), newestFirst: true, itemKey: { fixed: { SK: PLAN_SK }, prefixes: { PK: planPartition('') } } });
}

/** A person's workouts, newest first (GSI1). */
export function listWorkouts(options: { userId: string; limit: number; cursor?: string }): Promise<Page<WorkoutRecord>> {
  const { userId, ...page } = options;
  return queryPage({ ...page, index: 'GSI1', partition: workoutsPartition(userId), newestFirst: true, itemKey: { fixed: { SK: WORKOUT_SK }, prefixes: { PK: workoutPartition('') } } });
}

// ------------------------------------------------------------------------------------------------ writes

/** A plan to write: `read` is the plan as read (its version is the condition), absent for a new plan. */
export interface PlanWrite {
  read?: PlanRecord;
  next: PlanRecord;
}

/** A workout to write: `readPlanId` is its planId as read (the condition), absent for a new workout. */
interface WorkoutWrite {
  readPlanId?: string | null;
  next: WorkoutRecord;
}

interface PlanChange {
  putPlans?: PlanWrite[];
  putWorkouts?: WorkoutWrite[];
  deletePlans?: PlanRecord[];
  /** `readPlanId` absent: deleted whatever it holds (a plan's own workouts, guarded by the plan's version). */
  deleteWorkouts?: { workoutId: string; readPlanId?: string | null }[];
}

/** `planId` is still what was read (a stored null is the NULL type, which `=` does not compare). */
function planIdCondition(readPlanId: string | null): { ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> } {
  return readPlanId === null
    ? { ConditionExpression: 'attribute_type(planId, :null)', ExpressionAttributeValues: { ':null': 'NULL' } }
    : { ConditionExpression: 'planId = :planId', ExpressionAttributeValues: { ':planId': readPlanId } };
}

function versionCondition(plan: PlanRecord) {
  return { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': plan.version } };
}

/**
 * Writes plans and workouts in one transaction (at most 21 items: a plan and its 20 workouts). New items must
 * not exist; existing ones must be as read. Throws `StaleWrite` when anything changed since it was read.
 */
export async function writePlanChange(change: PlanChange): Promise<void> {
  const TableName = tableName();
  const items: TransactItem[] = [
    ...(change.putPlans ?? []).map(({ read, next }): TransactItem => ({
      Put: { TableName, Item: planItem(next), ...(read ? versionCondition(read) : { ConditionExpression: 'attribute_not_exists(PK)' }) },
    })),
    ...(change.deletePlans ?? []).map((plan): TransactItem => ({ Delete: { TableName, Key: planKey(plan.id), ...versionCondition(plan) } })),
    ...(change.putWorkouts ?? []).map(({ readPlanId, next }): TransactItem => ({
      Put: {
        TableName,
        Item: workoutItem(next),
        ...(readPlanId === undefined ? { ConditionExpression: 'attribute_not_exists(PK)' } : planIdCondition(readPlanId)),
      },
    })),
    ...(change.deleteWorkouts ?? []).map(({ workoutId, readPlanId }): TransactItem => ({
      Delete: { TableName, Key: workoutKey(workoutId), ...(readPlanId === undefined ? {} : planIdCondition(readPlanId)) },
    })),
  ];
  await transact(items);
}
