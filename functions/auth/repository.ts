/**
 * The only module of the auth domain that talks to DynamoDB: the attempt counters of sign-in and sign-up
 * (functions/auth/login-throttle.ts), fixed-window counters and the recent attempts of rolling limits. Accounts
 * belong to the users domain.
 */
import { ConditionalCheckFailedException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import { recentAttemptsKey, throttleCounterKey, type FixedWindowScope, type RollingScope } from './throttle-keys';

export interface CounterWindow {
  scope: FixedWindowScope;
  subjectHash: string;
  /** Epoch seconds. */
  windowStart: number;
  /** Epoch seconds: when TTL may remove the counter (after its window ended). */
  expiresAt: number;
}

/**
 * Counts one attempt in its window unless the window holds `limit` already (then false and nothing changes): one
 * conditional UpdateItem, so concurrent attempts can never pass the limit together.
 */
export async function countAttempt(options: CounterWindow & { limit: number }): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: throttleCounterKey(options.scope, options.subjectHash, options.windowStart),
        UpdateExpression: 'SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expiresAt) ADD attempts :one',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: { ':entity': 'AuthThrottleWindow', ':expiresAt': options.expiresAt, ':one': 1, ':limit': options.limit },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Takes one counted attempt back (it succeeded); a window already gone stays gone. */
export async function uncountAttempt(options: Omit<CounterWindow, 'expiresAt'>): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: throttleCounterKey(options.scope, options.subjectHash, options.windowStart),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Forgets a window's attempts (a successful sign-in clears its own account and address pair). */
export async function clearAttempts(options: Omit<CounterWindow, 'expiresAt'>): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: throttleCounterKey(options.scope, options.subjectHash, options.windowStart) }));
}

/** The times (epoch ms) of a rolling limit's recent attempts for a subject, read consistently. */
export async function findRecentAttempts(options: { scope: RollingScope; subjectHash: string }): Promise<number[]> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: recentAttemptsKey(options.scope, options.subjectHash), ConsistentRead: true }),
  );
  return (Item?.attempts as number[] | undefined) ?? [];
}

/** The stored times in a failed condition's item (as DynamoDB sends it: the document client does not convert it). */
const attemptsOf = (item: Record<string, AttributeValue> | undefined): number[] => (item?.attempts?.L ?? []).map((value) => Number(value.N));

/**
 * Appends `at` to the recent attempts unless `limit` are stored already: one conditional UpdateItem, so concurrent
 * attempts can never pass the limit together. Answers undefined when appended, else the times stored (from the
 * failed condition itself, no second read).
 */
export async function appendRecentAttempt(options: {
  scope: RollingScope;
  subjectHash: string;
  at: number;
  limit: number;
  /** Epoch seconds: when TTL may remove the item (its newest attempt left the window). */
  expiresAt: number;
}): Promise<number[] | undefined> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: recentAttemptsKey(options.scope, options.subjectHash),
        UpdateExpression: 'SET entity = :entity, attempts = list_append(if_not_exists(attempts, :none), :at), expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(attempts) OR size(attempts) < :limit',
        ExpressionAttributeValues: { ':entity': 'AuthRecentAttempts', ':none': [], ':at': [options.at], ':expiresAt': options.expiresAt, ':limit': options.limit },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return attemptsOf(error.Item);
    throw error;
  }
}

/**
 * Removes these entries of the recent attempts if each still holds the time read (indexes shift when another
 * removal lands first); false, with nothing removed, when the list changed meanwhile.
 */
export async function removeRecentAttempts(options: { scope: RollingScope; subjectHash: string; entries: { index: number; at: number }[] }): Promise<boolean> {
  if (options.entries.length === 0) return true;
  const values = Object.fromEntries(options.entries.map(({ at }, position) => [`:at${position}`, at]));
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: recentAttemptsKey(options.scope, options.subjectHash),
        UpdateExpression: `REMOVE ${options.entries.map(({ index }) => `attempts[${index}]`).join(', ')}`,
        ConditionExpression: options.entries.map(({ index }, position) => `attempts[${index}] = :at${position}`).join(' AND '),
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
