/**
 * The only module of the auth domain that talks to DynamoDB: the attempt counters of sign-in and sign-up
 * (functions/auth/login-throttle.ts). Accounts belong to the users domain.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import { throttleCounterKey, type ThrottleScope } from './throttle-keys';

export interface CounterWindow {
  scope: ThrottleScope;
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
