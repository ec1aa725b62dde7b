/**
 * The history's reads (docs/data-model.md, patterns 8, 9, 26 and 26b): completed workouts newest first, the
 * counters and this week's count, one exercise's history, and the days a month's workouts were done on.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lib/config';
import { db } from '../../lib/db/client';
import { queryPage } from '../../lib/db/query-page';
import type { Page } from '../../lib/pagination';
import { completedPartition, exerciseHistoryPartition, HISTORY_SK_PREFIX, SESSION_SK, sessionPartition, userStatsKey } from '../keys';
import type { HistoryEntryRecord, SessionRecord } from '../records';

/** My completed workouts, newest first (GSI2), optionally only those completed at or after `from`. */
export function listCompletedWorkouts(options: { userId: string; limit: number; cursor?: string; from?: string }): Promise<Page<SessionRecord>> {
  const { userId, ...page } = options;
  return queryPage({
    ...page,
    index: 'GSI2',
    partition: completedPartition(userId),
    newestFirst: true,
    itemKey: { fixed: { SK: SESSION_SK }, prefixes: { PK: sessionPartition('') } },
  });
}

/** How many workouts the user completed at or after `since`, counting at most `limit` (one Query, COUNT). */
export async function countCompletedSince(options: { userId: string; since: string; limit: number }): Promise<number> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :since',
      ExpressionAttributeValues: { ':pk': completedPartition(options.userId), ':since': options.since },
      Select: 'COUNT',
      Limit: options.limit,
    }),
  );
  return page.Count ?? 0;
}

/** The user's counters (one GetItem); zeros before their first finished workout. */
export async function findUserCounters(options: { userId: string }): Promise<{ totalWorkouts: number; totalVolumeHundredths: number }> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: userStatsKey(options.userId),
      ProjectionExpression: 'totalWorkouts, totalVolumeHundredths',
    }),
  );
  return { totalWorkouts: Number(Item?.totalWorkouts ?? 0), totalVolumeHundredths: Number(Item?.totalVolumeHundredths ?? 0) };
}

/** My history of one exercise, newest first: one Query of GSI1 (`Limit` = page size + 1). */
export function listExerciseHistory(options: { userId: string; exerciseId: string; limit: number; cursor?: string }): Promise<Page<HistoryEntryRecord>> {
  const { userId, exerciseId, ...page } = options;
  return queryPage({
    ...page,
    index: 'GSI1',
    partition: exerciseHistoryPartition(userId, exerciseId),
    newestFirst: true,
    itemKey: { fixed: { SK: `${HISTORY_SK_PREFIX}${exerciseId}` }, prefixes: { PK: sessionPartition('') } },
  });
}

/**
 * When my workouts completed in [from, to) (ISO instants), oldest first: one Query of the completed index (GSI2),
 * `Limit` entries, projected to `completedAt`. `more` says the range holds more than were read.
 */
export async function listCompletionTimes(options: { userId: string; from: string; to: string; limit: number }): Promise<{ times: string[]; more: boolean }> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      // GSI2SK is `<completedAt>#<sessionId>`: every key of an instant before `to` sorts below `to` itself.
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': completedPartition(options.userId), ':from': options.from, ':to': options.to },
      ProjectionExpression: 'completedAt',
      Limit: options.limit,
    }),
  );
  return { times: (result.Items ?? []).map((item) => String(item.completedAt)), more: result.LastEvaluatedKey !== undefined };
}
