import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Exercise } from '../../shared/api-types';
import { MAX_CUSTOM_EXERCISES } from '../../shared/constants';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import {
  CATALOGUE_PARTITION,
  CUSTOM_EXERCISE_ID_PREFIX,
  EXERCISE_SORT_KEY_PREFIX,
  catalogueExerciseKey,
  customExerciseCountKey,
  customExerciseKey,
  customExerciseNameClaimKey,
  customExercisesPartition,
} from './keys';
import { Conflict } from '../lib/errors';
import { customExerciseItem, toExercise, type ExerciseItem } from './exercise-item';

export const DUPLICATE_EXERCISE_NAME = 'You already have an exercise with this name.';
export const TOO_MANY_CUSTOM_EXERCISES = `You can create at most ${MAX_CUSTOM_EXERCISES} custom exercises.`;

/** Every exercise of one partition, page after page (the catalogue is ~873 small items: one or two pages). */
async function queryExercises(partition: string): Promise<Exercise[]> {
  const exercises: Exercise[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partition, ':prefix': EXERCISE_SORT_KEY_PREFIX },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) exercises.push(toExercise(item as ExerciseItem));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return exercises;
}

export function listCatalogueExercises(): Promise<Exercise[]> {
  return queryExercises(CATALOGUE_PARTITION);
}

export function listCustomExercises(options: { userId: string }): Promise<Exercise[]> {
  return queryExercises(customExercisesPartition(options.userId));
}

/**
 * A catalogue exercise, or one of this user's own custom exercises; never another user's custom one.
 * One GetItem: the id's prefix says which partition holds it.
 */
export async function findExercise(options: { exerciseId: string; userId: string }): Promise<Exercise | undefined> {
  const { exerciseId, userId } = options;
  const Key = exerciseId.startsWith(CUSTOM_EXERCISE_ID_PREFIX)
    ? customExerciseKey(userId, exerciseId)
    : catalogueExerciseKey(exerciseId);
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key }));
  return Item ? toExercise(Item as ExerciseItem) : undefined;
}

/**
 * Writes the exercise with a claim on its name in the owner's partition, in one transaction:
 * of two racing creations with the same name (any case), exactly one succeeds.
 */
export async function createCustomExercise(options: { exercise: Exercise & { userId: string } }): Promise<void> {
  await createCustomExercises({ userId: options.exercise.userId, exercises: [options.exercise] });
}

/** Two items per exercise and the count: DynamoDB's 100 items per transaction. */
export const MAX_EXERCISES_PER_CREATE = 49;

/**
 * Up to MAX_EXERCISES_PER_CREATE custom exercises of one person in one transaction: each name claimed, each item put,
 * the person's count raised by as many (an import's new exercises; the count item would make parallel creations
 * cancel each other). All or none: a name already taken fails it with DUPLICATE_EXERCISE_NAME.
 */
export async function createCustomExercises(options: { userId: string; exercises: readonly Exercise[] }): Promise<void> {
  const { userId, exercises } = options;
  if (exercises.length === 0) return;
  if (exercises.length > MAX_EXERCISES_PER_CREATE) throw new Error(`At most ${MAX_EXERCISES_PER_CREATE} exercises per transaction`);
  const TableName = tableName();
  const createdAt = new Date().toISOString();
  const puts = exercises.flatMap((exercise) => [
    {
      Put: {
        TableName,
        Item: { ...customExerciseNameClaimKey(userId, exercise.name), entity: 'ExerciseNameClaim', exerciseId: exercise.id, createdAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Put: { TableName, Item: customExerciseItem({ ...exercise, userId }, createdAt), ConditionExpression: 'attribute_not_exists(PK)' } },
  ]);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...puts,
          {
            Update: {
              TableName,
              Key: customExerciseCountKey(userId),
              UpdateExpression: 'SET entity = :entity ADD #count :added',
              ConditionExpression: 'attribute_not_exists(#count) OR #count <= :most',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':entity': 'CustomExerciseCount', ':added': exercises.length, ':most': MAX_CUSTOM_EXERCISES - exercises.length },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons.some((reason, index) => index < puts.length && index % 2 === 0 && reason.Code === 'ConditionalCheckFailed')) throw new Conflict(DUPLICATE_EXERCISE_NAME);
    if (reasons[puts.length]?.Code === 'ConditionalCheckFailed') throw new Conflict(TOO_MANY_CUSTOM_EXERCISES);
    throw new Conflict('Another change to your exercises is in progress. Please try again.');
  }
}
