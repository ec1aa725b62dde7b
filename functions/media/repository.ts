/**
 * The only module of the media domain that talks to DynamoDB (docs/data-model.md): upload records, one item each,
 * looked up by id (and listed per person through GSI1 by the account deletion job, ./account-deletion.ts). They expire a day after the upload began; a claimed photo lives on in its profile or post.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UploadPurpose } from '../../shared/media';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import { uploadKey, uploadsByUserKey } from './keys';
import { stripKeys } from '../lib/db/transact';
import type { UploadRecord } from './records';

/** An upload record is kept this long: time to upload, be processed and be posted. */
const UPLOAD_RECORD_SECONDS = 24 * 60 * 60;

export async function putUpload(options: { record: UploadRecord }): Promise<void> {
  const { record } = options;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...uploadKey(record.id),
        ...uploadsByUserKey(record.userId, record.createdAt, record.id),
        entity: 'Upload',
        ...record,
        expiresAt: Math.floor(Date.parse(record.createdAt) / 1000) + UPLOAD_RECORD_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function findUpload(options: { uploadId: string }): Promise<UploadRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: uploadKey(options.uploadId), ConsistentRead: true }));
  return Item ? stripKeys<UploadRecord>(Item) : undefined;
}

/** Settles a pending upload; false when it was settled already (a replayed S3 event) or is gone. */
export async function writeProcessingResult(options: { uploadId: string; status: 'processed' | 'rejected'; reason?: string; processedAt: string }): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKey(options.uploadId),
        UpdateExpression: options.reason === undefined ? 'SET #status = :status, processedAt = :at' : 'SET #status = :status, processedAt = :at, reason = :reason',
        ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': options.status,
          ':at': options.processedAt,
          ':pending': 'pending',
          ...(options.reason === undefined ? {} : { ':reason': options.reason }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Marks the person's processed upload as taken by one profile or post; false when it is not theirs, not ready or taken. */
export async function writeClaim(options: { uploadId: string; userId: string; purpose: UploadPurpose; claimedAt: string }): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKey(options.uploadId),
        UpdateExpression: 'SET claimedAt = :at',
        ConditionExpression: 'userId = :userId AND purpose = :purpose AND #status = :processed AND attribute_not_exists(claimedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': options.claimedAt, ':userId': options.userId, ':purpose': options.purpose, ':processed': 'processed' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
