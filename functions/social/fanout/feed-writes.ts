/** The fan-out's reads and writes of the social domain's items (the rest of the domain's are in ../repository). */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lib/config';
import { writeAllItems } from '../../lib/db/batch-write';
import { db } from '../../lib/db/client';
import { authorPostsPartition, largeAccountKey } from '../keys';
import { feedEntryItem } from '../records';
import type { NewPost } from './post-record';

export type FeedEntry = ReturnType<typeof feedEntryItem>;

/** Puts feed entries, 25 a BatchWriteItem, a few batches in parallel, unprocessed ones retried with backoff. */
export function writeFeedEntries(entries: readonly FeedEntry[]): Promise<void> {
  return writeAllItems({ client: db, tableName: tableName(), items: entries });
}

/** Marks an author whose posts readers pull at read time instead of receiving them (one small item, same on replay). */
export async function registerLargeAccount(userId: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...largeAccountKey(userId), entity: 'LargeAccount', userId } }));
}

/** A person's newest posts (GSI1, one Query), as the fan-out sees them. */
export async function listLatestPosts(options: { authorId: string; limit: number }): Promise<NewPost[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': authorPostsPartition(options.authorId) },
      ProjectionExpression: 'id, userId, createdAt',
      ScanIndexForward: false,
      Limit: options.limit,
    }),
  );
  return Items.map((item) => ({ postId: String(item.id), authorId: String(item.userId), createdAt: String(item.createdAt) }));
}
