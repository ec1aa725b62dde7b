/**
 * The only module of the health domain that talks to DynamoDB (docs/data-model.md, patterns 25a-25e): import keys,
 * each one item looked up by its id and listed per person through GSI1, and the hourly windows counting each key's
 * imports (removed by TTL). The imported workouts themselves are the sessions domain's (functions/sessions/index.ts).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import { importKeyKey, importKeysIndexKey, importKeysPartition, importRateWindowKey } from './keys';
import { queryPage } from '../lib/db/query-page';
import { stripKeys, type TransactItem } from '../lib/db/transact';
import type { Page } from '../lib/pagination';
import { MAX_IMPORT_KEYS } from '../../shared/schemas/health';

/** The stored key: never the key itself, only the SHA-256 of its secret. */
export interface ImportKeyRecord {
  id: string;
  userId: string;
  name: string;
  secretHash: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Stores a new key; false when its (random) id is taken already, so the caller draws another. */
export async function putImportKey(options: { record: ImportKeyRecord }): Promise<boolean> {
  const { record } = options;
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...importKeyKey(record.id), ...importKeysIndexKey(record.userId, record.createdAt, record.id), entity: 'ImportKey', ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** How many keys the person has, counting at most `limit` (one Query of GSI1, COUNT). */
export async function countImportKeys(options: { userId: string; limit: number }): Promise<number> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': importKeysPartition(options.userId) },
      Select: 'COUNT',
      Limit: options.limit,
    }),
  );
  return page.Count ?? 0;
}

/** The person's keys, newest first (GSI1). */
export function listImportKeysPage(options: { userId: string; limit: number; cursor?: string }): Promise<Page<ImportKeyRecord>> {
  const { userId, ...page } = options;
  const { PK, SK } = importKeyKey('');
  return queryPage({ ...page, index: 'GSI1', partition: importKeysPartition(userId), newestFirst: true, itemKey: { fixed: { SK }, prefixes: { PK } } });
}

/**
 * Deletes of every key the person has (one Query of GSI1, at most MAX_IMPORT_KEYS), for the transaction that removes
 * their account: the keys go in the same step as the profile. A key the index has not shown yet is still refused at
 * use, by its owner's missing profile (verifyImportKey).
 */
export async function importKeyDeletes(options: { userId: string }): Promise<TransactItem[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': importKeysPartition(options.userId) },
      ProjectionExpression: 'PK, SK',
      Limit: MAX_IMPORT_KEYS,
    }),
  );
  return Items.map((item): TransactItem => ({ Delete: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK } } }));
}

/** One key by id (a consistent GetItem: a key revoked a moment ago no longer works). */
export async function findImportKey(options: { keyId: string }): Promise<ImportKeyRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: importKeyKey(options.keyId), ConsistentRead: true }));
  return Item ? stripKeys<ImportKeyRecord>(Item) : undefined;
}

/** Deletes a key of `userId`; false when there is no such key of theirs. */
export async function deleteImportKey(options: { userId: string; keyId: string }): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: importKeyKey(options.keyId),
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': options.userId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Counts one call of a key in its hourly window, unless the window holds `limit` calls already (then false and
 * nothing changes): one conditional UpdateItem, so concurrent calls never exceed the limit.
 */
export async function countImportCall(options: { keyId: string; window: string; limit: number; expiresAt: number }): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importRateWindowKey(options.keyId, options.window),
        UpdateExpression: 'SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expiresAt) ADD calls :one',
        ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
        ExpressionAttributeValues: { ':entity': 'ImportRateWindow', ':expiresAt': options.expiresAt, ':one': 1, ':limit': options.limit },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Records when a key was last used; a key revoked meanwhile is not brought back as a fragment. */
export async function touchImportKey(options: { keyId: string; at: string }): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: importKeyKey(options.keyId),
        UpdateExpression: 'SET lastUsedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': options.at },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
