import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config';
import { BadRequest } from '../errors';
import { cursorParts, decodeCursor, encodeCursor, INVALID_CURSOR, type CursorShape, type Page } from '../pagination';
import { db } from './client';
import { stripKeys } from './transact';

/** A sort key condition: entries starting with a prefix, or at or after a value (DynamoDB allows one). */
type SortKeyCondition = { beginsWith?: string; from?: never } | { from?: string; beginsWith?: never };

export type QueryPageOptions = SortKeyCondition & {
  /** The index queried; omitted, the table itself. */
  index?: 'GSI1' | 'GSI2';
  partition: string;
  newestFirst: boolean;
  limit: number;
  cursor?: string;
  /**
   * What the listed items' own table keys (PK, SK) must be for a cursor to be accepted, beyond what the query
   * already fixes: the partition queried, and the `beginsWith` prefix of the sort key queried.
   */
  itemKey?: Pick<CursorShape, 'fixed' | 'prefixes'>;
};

/**
 * The key a cursor must be for this query: the partition queried; a sort key with the query's prefix then an id on
 * the table, `<instant>#<id>` on an index (every index sort key is one), at or after `from`; `itemKey` for the rest.
 */
function startKeyOf(options: QueryPageOptions, attributes: string[], pk: string, sk: string): Record<string, string> | undefined {
  const key = decodeCursor(options.cursor, {
    attributes,
    fixed: { ...options.itemKey?.fixed, [pk]: options.partition },
    prefixes: { ...options.itemKey?.prefixes, ...(options.beginsWith ? { [sk]: options.beginsWith } : {}) },
    rests: options.index ? { [sk]: cursorParts.instantAndId } : {},
  });
  // DynamoDB refuses a start outside the key condition (a 500 otherwise).
  if (key && options.from !== undefined && (key[sk] ?? '') < options.from) throw new BadRequest(INVALID_CURSOR);
  return key;
}

/**
 * One page of a partition of the table or an index: one Query of `limit + 1` entries, the extra one only telling
 * whether another page exists, so the last page has no cursor. A cursor must be a key this query could have
 * stopped at (its partition, its prefix, `itemKey`); anything else is refused (400) before it reaches DynamoDB.
 */
export async function queryPage<T>(options: QueryPageOptions): Promise<Page<T>> {
  const { index, limit } = options;
  const pk = index ? `${index}PK` : 'PK';
  const sk = index ? `${index}SK` : 'SK';
  const values: Record<string, unknown> = { ':pk': options.partition };
  let condition = `${pk} = :pk`;
  if (options.beginsWith) {
    condition += ` AND begins_with(${sk}, :prefix)`;
    values[':prefix'] = options.beginsWith;
  } else if (options.from) {
    condition += ` AND ${sk} >= :from`;
    values[':from'] = options.from;
  }
  const attributes = index ? ['PK', 'SK', pk, sk] : ['PK', 'SK'];
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: condition,
      ExpressionAttributeValues: values,
      ScanIndexForward: !options.newestFirst,
      Limit: limit + 1,
      ExclusiveStartKey: startKeyOf(options, attributes, pk, sk),
    }),
  );
  const items = result.Items ?? [];
  const page = items.slice(0, limit);
  const last = page.at(-1);
  // More exist when the extra item came back, or when DynamoDB stopped early at its 1 MB page size.
  const hasMore = items.length > limit || result.LastEvaluatedKey !== undefined;
  return {
    items: page.map((item) => stripKeys<T>(item)),
    cursor: hasMore && last ? encodeCursor(Object.fromEntries(attributes.map((name) => [name, last[name]]))) : undefined,
  };
}
