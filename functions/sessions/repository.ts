/**
 * The reads of a session's partition that every part of the sessions domain shares (live editing, completion,
 * history and the records rebuild), and the clean-up of sets written ahead of a transaction that failed. Each part
 * has its own repository for its own access patterns: live/repository.ts, completion/repository.ts and
 * history/repository.ts (docs/data-model.md, patterns 7 and 26a).
 *
 * Concurrency: every change to a session or its sets is one transaction whose session update is conditioned
 * on the `version` that was read (and bumps it). A change computed from a stale read fails with `StaleWrite`
 * and the caller reads again and retries; so set numbers, the exercise order and the totals computed when a
 * workout is finished always agree with what is stored.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { batchGetAll } from '../lib/db/batch-get';
import { deleteAllKeys } from '../lib/db/batch-write';
import { db } from '../lib/db/client';
import { stripKeys } from '../lib/db/transact';
import { exerciseRecordsKey, HISTORY_SK_PREFIX, SESSION_SK, sessionKey, sessionPartition, SET_SK_PREFIX, setKey } from './keys';
import type { ExerciseRecordsRecord, HistoryEntryRecord, SessionRecord, SetRecord } from './records';

/** One session by id (one GetItem); ownership is the caller's check. */
export async function findSession(options: { sessionId: string }): Promise<SessionRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: sessionKey(options.sessionId), ConsistentRead: true }));
  return Item ? stripKeys<SessionRecord>(Item) : undefined;
}

/**
 * A session and all its sets (and, once finished, its history entries): one Query of the session's partition (more
 * pages only past 1 MB, which the per-session set limit keeps out of reach in practice).
 *
 * The partition is read in key order, `HISTORY#…`, `SESSION`, then `SET#…`: the session before its sets, on purpose.
 * Every set change bumps the session's version, so a set read after the session can only be newer than that version,
 * and a write based on both fails its version check instead of undoing a concurrent toggle.
 */
export async function findSessionWithSets(
  options: { sessionId: string },
): Promise<{ session: SessionRecord; sets: SetRecord[]; history: HistoryEntryRecord[] } | undefined> {
  let session: SessionRecord | undefined;
  const sets: SetRecord[] = [];
  const history: HistoryEntryRecord[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': sessionPartition(options.sessionId) },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.SK === SESSION_SK) session = stripKeys<SessionRecord>(item);
      else if (String(item.SK).startsWith(SET_SK_PREFIX)) sets.push(stripKeys<SetRecord>(item));
      else if (String(item.SK).startsWith(HISTORY_SK_PREFIX)) history.push(stripKeys<HistoryEntryRecord>(item));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return session ? { session, sets, history } : undefined;
}

/** My records of one exercise (one consistent GetItem: a finish may have just written them), if I have any. */
export async function findExerciseRecords(options: { userId: string; exerciseId: string }): Promise<ExerciseRecordsRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: exerciseRecordsKey(options.userId, options.exerciseId), ConsistentRead: true }),
  );
  return Item ? stripKeys<ExerciseRecordsRecord>(Item) : undefined;
}

/**
 * My records of several exercises (one consistent BatchGet: a session has at most 50 exercises, and BatchGetItem
 * takes 100 keys), by exercise id. Consistent, as a finish writes them conditioned on the version read.
 */
export async function findRecordsOfExercises(options: { userId: string; exerciseIds: readonly string[] }): Promise<Map<string, ExerciseRecordsRecord>> {
  if (options.exerciseIds.length === 0) return new Map();
  const items = await batchGetAll({
    client: db,
    tableName: tableName(),
    keys: options.exerciseIds.map((exerciseId) => exerciseRecordsKey(options.userId, exerciseId)),
    consistentRead: true,
  });
  return new Map(items.map((item) => {
    const record = stripKeys<ExerciseRecordsRecord>(item);
    return [record.exerciseId, record];
  }));
}

/** Deletes sets written ahead of a transaction that did not commit (a start or a logged workout that failed). */
export function deleteSets(options: { sessionId: string; localIds: string[] }): Promise<void> {
  return deleteAllKeys({ client: db, tableName: tableName(), keys: options.localIds.map((localId) => setKey(options.sessionId, localId)) });
}
