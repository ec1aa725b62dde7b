/** Issue 30, deliverable 6: a person's pending rest alert, one item (keys in ../keys.ts restAlertKey). */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lib/config';
import { db } from '../../lib/db/client';
import { restAlertKey } from '../keys';

export interface PendingRestAlert {
  userId: string;
  token: string;
  sessionId: string;
  dueAt: number;
  exerciseName?: string;
}

/** An alert nobody cancelled is gone a day after it was due (TTL), when its message is long done. */
const KEPT_AFTER_DUE_SECONDS = 24 * 60 * 60;

/** Stores the person's alert, replacing the one before (whose message then finds another token and pushes nothing). */
export async function savePendingRestAlert(alert: PendingRestAlert): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...restAlertKey(alert.userId), entity: 'RestAlert', ...alert, expiresAt: Math.floor(alert.dueAt / 1000) + KEPT_AFTER_DUE_SECONDS },
    }),
  );
}

/** Removes the person's alert (of that session only, when named): nothing is pushed for it. */
export async function deletePendingRestAlert(options: { userId: string; sessionId?: string }): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: restAlertKey(options.userId),
        ...(options.sessionId !== undefined && { ConditionExpression: 'sessionId = :sessionId', ExpressionAttributeValues: { ':sessionId': options.sessionId } }),
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Whether the alert `token` names is still the person's (a long rest's message, before it is sent on). */
export async function isRestAlertPending(options: { userId: string; token: string }): Promise<boolean> {
  const result = await db.send(new GetCommand({ TableName: tableName(), Key: restAlertKey(options.userId), ConsistentRead: true }));
  return result.Item?.token === options.token;
}

/**
 * Takes the alert `token` names, if it is still the person's: a conditional Delete, so a message delivered twice
 * pushes once, and a cancelled or replaced alert not at all. Answers the alert taken, or undefined.
 */
export async function claimPendingRestAlert(options: { userId: string; token: string }): Promise<PendingRestAlert | undefined> {
  try {
    const result = await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: restAlertKey(options.userId),
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': options.token },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const item = result.Attributes;
    if (!item) return undefined;
    return {
      userId: options.userId,
      token: options.token,
      sessionId: String(item.sessionId),
      dueAt: Number(item.dueAt),
      exerciseName: typeof item.exerciseName === 'string' ? item.exerciseName : undefined,
    };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
