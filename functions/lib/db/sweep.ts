/**
 * Paging helpers for work outside a request (the account deletion job): a page of a partition of the table or an
 * index, with a cursor that is the JSON of `LastEvaluatedKey`, and batch deletes of what was read.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config';
import { deleteAllKeys } from './batch-write';
import { db } from './client';

export type StoredItem = Record<string, unknown>;
export interface ItemPage {
  items: StoredItem[];
  cursor?: string;
}

const encode = (key: StoredItem | undefined) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined);
const decode = (cursor: string | undefined) => (cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as StoredItem) : undefined);

/** One page of a partition (optionally only sort keys starting with `beginsWith`), oldest first. */
export async function queryPartitionPage(options: {
  index?: 'GSI1' | 'GSI2';
  partition: string;
  beginsWith?: string;
  cursor?: string;
  limit: number;
  newestFirst?: boolean;
}): Promise<ItemPage> {
  const pk = options.index ? `${options.index}PK` : 'PK';
  const sk = options.index ? `${options.index}SK` : 'SK';
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: options.index,
      KeyConditionExpression: options.beginsWith ? `${pk} = :pk AND begins_with(${sk}, :prefix)` : `${pk} = :pk`,
      ExpressionAttributeValues: { ':pk': options.partition, ...(options.beginsWith ? { ':prefix': options.beginsWith } : {}) },
      ExclusiveStartKey: decode(options.cursor),
      Limit: options.limit,
      ScanIndexForward: !options.newestFirst,
    }),
  );
  return { items: result.Items ?? [], cursor: encode(result.LastEvaluatedKey) };
}

/** The table key of a stored item. */
export const tableKeyOf = (item: StoredItem) => ({ PK: item.PK, SK: item.SK });

/** Deletes these items by their table keys (BatchWriteItem, retried); deleting a missing key is a no-op. */
export async function deleteItems(items: readonly StoredItem[]): Promise<void> {
  if (items.length > 0) await deleteAllKeys({ client: db, tableName: tableName(), keys: items.map(tableKeyOf) });
}

/** Every item of a partition of the table, page by page (a session's sets, a post's likes): bounded by the caller. */
export async function queryWholePartition(options: { partition: string; beginsWith?: string }): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPartitionPage({ ...options, cursor, limit: 500 });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** A step's page size: small enough that a batch of deletes stays well inside the consumer's timeout. */
export const DELETION_PAGE_SIZE = 100;

/**
 * A deletion step that removes, a page at a time, the items of one partition (of the table or an index) whose sort
 * key starts with `beginsWith`, plus whatever `alsoDelete` answers for each (e.g. a session's whole partition).
 * Deleted items leave the query, so each batch starts from the beginning: a replay finds nothing more.
 */
export function partitionDeletionStep(options: {
  name: string;
  partitionOf: (userId: string) => string;
  index?: 'GSI1' | 'GSI2';
  beginsWith?: string;
  alsoDelete?: (item: StoredItem) => Promise<StoredItem[]>;
}) {
  return {
    name: options.name,
    async run({ userId }: { userId: string }): Promise<{ cursor?: string }> {
      const page = await queryPartitionPage({ index: options.index, partition: options.partitionOf(userId), beginsWith: options.beginsWith, limit: DELETION_PAGE_SIZE });
      const extra = options.alsoDelete ? (await Promise.all(page.items.map(options.alsoDelete))).flat() : [];
      // Dependent items first, the listed item last: a crash in between leaves the item listed, so it is found again.
      await deleteItems(extra);
      await deleteItems(page.items);
      // An index is eventually consistent: another round confirms it is empty rather than trusting one page.
      return page.items.length > 0 ? { cursor: 'more' } : {};
    },
  };
}
