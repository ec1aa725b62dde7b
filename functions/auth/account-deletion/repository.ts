/** The auth domain's account deletion job items (docs/data-model.md): read, created, advanced. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lib/config';
import { db } from '../../lib/db/client';
import { accountDeletionJobKey } from './keys';
import { stripKeys, type TransactItem } from '../../lib/db/transact';
import { JOB_ENTITY, type DeletionJob } from './job-record';

/** A finished job is kept this long, for the operator to see, then expires. */
const DONE_JOB_KEPT_SECONDS = 30 * 24 * 60 * 60;

const jobItem = (job: DeletionJob) => ({
  ...accountDeletionJobKey(job.userId),
  entity: JOB_ENTITY,
  ...job,
  ...(job.status === 'done' ? { expiresAt: Math.floor(Date.now() / 1000) + DONE_JOB_KEPT_SECONDS } : {}),
});

/** The new job's Put, for the transaction that removes the account; fails if a job exists. */
export const newJobWrite = (job: DeletionJob): TransactItem => ({
  Put: { TableName: tableName(), Item: jobItem(job), ConditionExpression: 'attribute_not_exists(PK)' },
});

export async function findDeletionJob(options: { userId: string }): Promise<DeletionJob | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: accountDeletionJobKey(options.userId), ConsistentRead: true }));
  return Item ? stripKeys<DeletionJob>(Item) : undefined;
}

/** Writes the job's progress if nobody advanced it since `readVersion`; answers whether it was written. */
export async function writeJobProgress(options: { job: DeletionJob; readVersion: number }): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: jobItem(options.job),
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: { ':read': options.readVersion },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
