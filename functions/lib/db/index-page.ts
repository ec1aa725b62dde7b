import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config';
import { decodeCursor, encodeCursor, type Page } from '../pagination';
import { db } from './client';
import { stripKeys } from './transact';

/**
 * One page of an index partition, newest first (a person's plans, workouts, completed workouts): one Query of
 * `limit + 1` entries, the extra one only telling whether another page exists, so the last page has no cursor.
 * A cursor must be a key of this partition whose item has the sort key `itemSortKey` and a partition key starting
 * with `itemPartitionPrefix`; anything else is refused (400) before it reaches DynamoDB.
 */
export async function queryIndexPage<T>(options: {
  index: 'GSI1' | 'GSI2';
  partition: string;
  /** Only entries whose index sort key is at or after this value. */
  from?: string;
  limit: number;
  cursor?: string;
  itemSortKey: string;
  itemPartitionPrefix: string;
}): Promise<Page<T>> {
  const { index, limit } = options;
  const pk = `${index}PK`;
  const sk = `${index}SK`;
  const values: Record<string, unknown> = { ':pk': options.partition };
  let condition = `${pk} = :pk`;
  if (options.from) {
    condition += ` AND ${sk} >= :from`;
    values[':from'] = options.from;
  }
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: condition,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attributes: ['PK', 'SK', pk, sk],
        fixed: { SK: options.itemSortKey, [pk]: options.partition },
        prefixes: { PK: options.itemPartitionPrefix },
      }),
    }),
  );
  const items = result.Items ?? [];
  const page = items.slice(0, limit);
  const last = page.at(-1);
  // More exist when the extra item came back, or when DynamoDB stopped early at its 1 MB page size.
  const hasMore = items.length > limit || result.LastEvaluatedKey !== undefined;
  return {
    items: page.map((item) => stripKeys<T>(item)),
    cursor: hasMore && last ? encodeCursor({ PK: last.PK, SK: last.SK, [pk]: last[pk], [sk]: last[sk] }) : undefined,
  };
}
