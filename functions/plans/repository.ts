/**
 * The only module of the plans domain that talks to DynamoDB (docs/data-model.md, access patterns 10-12a).
 *
 * Concurrency: a plan's `version` is bumped by every write of the plan, and every write is conditioned on the
 * version that was read; a workout write is conditioned on the `planId` that was read. So a change computed
 * from a stale read (a workout moved meanwhile, a list reordered) fails with `StaleWrite` and the caller
 * reads again and retries: a plan's `workoutIds` and its workouts' `planId` always agree.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { batchGetAll, type BatchGetOptions } from '../lib/db/batch-get';
import { db } from '../lib/db/client';
import { queryPage } from '../lib/db/query-page';
import {
  ownerPartition,
  PLAN_SK,
  planKey,
  planPartition,
  plansIndexKey,
  plansPartition,
  ROUTINE_FOLDER_ITEMS_PREFIX,
  ROUTINE_FOLDER_SETTINGS_SK,
  ROUTINE_FOLDER_SK_PREFIX,
  routineFolderKey,
  routineFolderSettingsKey,
  routinesIndexKey,
  routinesPartition,
  WORKOUT_SK,
  workoutKey,
  workoutPartition,
  workoutsIndexKey,
  workoutsPartition,
} from './keys';
import { isRace, stripKeys, transact, transactConditions, type TransactItem } from '../lib/db/transact';
import type { Page } from '../lib/pagination';
import type { PlanKind } from '../../shared/api-types';
import { kindOfPlan } from './plan-kind';
import type { PlanRecord, RoutineFolderRecord, RoutineFolderSettingsRecord, WorkoutRecord } from './records';

/**
 * The stored item of a plan (also used to seed benchmarks with exactly the shape this module writes): listed with the
 * person's routines or with their training plans by its kind, so writing an older item files it in its place.
 */
export function planItem(plan: PlanRecord) {
  const kind = kindOfPlan(plan);
  const indexKey = kind === 'routine' ? routinesIndexKey : plansIndexKey;
  return { ...planKey(plan.id), ...indexKey(plan.userId, plan.createdAt, plan.id), entity: 'Plan', ...plan, kind };
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

/** A person's routines or training plans, newest first (GSI1; items written before issue 27 are all with the plans). */
export function listPlans(options: { userId: string; kind: PlanKind; limit: number; cursor?: string }): Promise<Page<PlanRecord>> {
  const { userId, kind, ...page } = options;
  const partition = kind === 'routine' ? routinesPartition(userId) : plansPartition(userId);
  return queryPage({ ...page, index: 'GSI1', partition, newestFirst: true, itemKey: { fixed: { SK: PLAN_SK }, prefixes: { PK: planPartition('') } } });
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

// ------------------------------------------------------------------------------------------ routine folders

/** The person's folders, oldest first, and their folder settings: one Query of at most `maxFolders` + 1 items. */
export async function findRoutineFolders(options: {
  userId: string;
  maxFolders: number;
}): Promise<{ folders: RoutineFolderRecord[]; settings?: RoutineFolderSettingsRecord }> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': ownerPartition(options.userId), ':prefix': ROUTINE_FOLDER_ITEMS_PREFIX },
      ConsistentRead: true,
      Limit: options.maxFolders + 1,
    }),
  );
  const settings = Items.find((item) => item.SK === ROUTINE_FOLDER_SETTINGS_SK);
  return {
    folders: Items.filter((item) => String(item.SK).startsWith(ROUTINE_FOLDER_SK_PREFIX)).map((item) => stripKeys<RoutineFolderRecord>(item)),
    settings: settings ? stripKeys<RoutineFolderSettingsRecord>(settings) : undefined,
  };
}

export async function findRoutineFolder(options: { userId: string; folderId: string }): Promise<RoutineFolderRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: routineFolderKey(options.userId, options.folderId), ConsistentRead: true }));
  return Item ? stripKeys<RoutineFolderRecord>(Item) : undefined;
}

export async function findRoutineFolderSettings(options: { userId: string }): Promise<RoutineFolderSettingsRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: routineFolderSettingsKey(options.userId), ConsistentRead: true }));
  return Item ? stripKeys<RoutineFolderSettingsRecord>(Item) : undefined;
}

/**
 * Puts a new folder and counts it, in one transaction: 'exists' when the id is taken (a change sent again), 'full'
 * when the person already has `maxFolders`.
 */
export async function putRoutineFolder(options: { userId: string; folder: RoutineFolderRecord; maxFolders: number }): Promise<'created' | 'exists' | 'full'> {
  const TableName = tableName();
  const failed = await transactConditions([
    {
      Put: {
        TableName,
        Item: { ...routineFolderKey(options.userId, options.folder.id), entity: 'RoutineFolder', ...options.folder },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName,
        Key: routineFolderSettingsKey(options.userId),
        UpdateExpression: 'SET entity = :entity ADD folderCount :one',
        ConditionExpression: 'attribute_not_exists(folderCount) OR folderCount < :max',
        ExpressionAttributeValues: { ':entity': 'RoutineFolderSettings', ':one': 1, ':max': options.maxFolders },
      },
    },
  ]);
  return failed === undefined ? 'created' : failed === 0 ? 'exists' : 'full';
}

/** Renames a stored folder; false when the person has no such folder. */
export async function renameRoutineFolder(options: { userId: string; folderId: string; name: string; now: Date }): Promise<RoutineFolderRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: routineFolderKey(options.userId, options.folderId),
        UpdateExpression: 'SET #name = :name, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': options.name, ':now': options.now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? stripKeys<RoutineFolderRecord>(Attributes) : undefined;
  } catch (error) {
    if (isRace(error)) return undefined;
    throw error;
  }
}

/** Changes the folder settings (My Routines' name, the older routines filed), creating them when missing. */
export async function updateRoutineFolderSettings(options: { userId: string; myRoutinesName?: string; kindsSorted?: true }): Promise<void> {
  const sets = ['entity = :entity', 'folderCount = if_not_exists(folderCount, :zero)'];
  const values: Record<string, unknown> = { ':entity': 'RoutineFolderSettings', ':zero': 0 };
  if (options.myRoutinesName !== undefined) {
    sets.push('myRoutinesName = :name');
    values[':name'] = options.myRoutinesName;
  }
  if (options.kindsSorted) {
    sets.push('kindsSorted = :sorted');
    values[':sorted'] = true;
  }
  await db.send(
    new UpdateCommand({ TableName: tableName(), Key: routineFolderSettingsKey(options.userId), UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeValues: values }),
  );
}

/** Deletes a folder and uncounts it, in one transaction; false when the person has no such folder. */
export async function deleteRoutineFolder(options: { userId: string; folderId: string }): Promise<boolean> {
  const TableName = tableName();
  const failed = await transactConditions([
    { Delete: { TableName, Key: routineFolderKey(options.userId, options.folderId), ConditionExpression: 'attribute_exists(PK)' } },
    { Update: { TableName, Key: routineFolderSettingsKey(options.userId), UpdateExpression: 'ADD folderCount :minusOne', ExpressionAttributeValues: { ':minusOne': -1 } } },
  ]);
  return failed === undefined;
}
