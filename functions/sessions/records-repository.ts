/**
 * The DynamoDB access of a records rebuild (issue 27, records-rebuild.ts), beside repository.ts: one exercise's whole
 * history from its index (GSI1, oldest first, Query pages; never a Scan), and the conditional writes that put its
 * flags and records right. Items and keys are the ones repository.ts defines.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonalRecord, RecordKind, SetRecordKind } from '../../shared/api-types';
import { tableName } from '../lib/config';
import { db } from '../lib/db/client';
import { exerciseHistoryIndexKey, exerciseHistoryPartition, exerciseRecordsKey, historyEntryKey, sessionKey } from './keys';
import { StaleWrite, stripKeys } from '../lib/db/transact';
import type { ExerciseRecordsRecord, HistoryEntryRecord, SessionRecord } from './records';
import { exerciseRecordsItem } from './items';

/**
 * One person's whole history of one exercise, oldest first: Query pages of GSI1 (1 MB each, about a thousand entries)
 * until the last. GSI1 is eventually consistent: the caller checks that what it must see is there.
 */
export async function listWholeExerciseHistory(options: { userId: string; exerciseId: string }): Promise<{ entries: HistoryEntryRecord[]; queries: number }> {
  const entries: HistoryEntryRecord[] = [];
  let queries = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': exerciseHistoryPartition(options.userId, options.exerciseId) },
        ScanIndexForward: true,
        ExclusiveStartKey,
      }),
    );
    queries += 1;
    entries.push(...(page.Items ?? []).map((item) => stripKeys<HistoryEntryRecord>(item)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { entries, queries };
}

/**
 * The sessions of the person's entries of an exercise completed after the given entry, at most `limit` (one Query of
 * GSI1, keys only): whether a history change lands before later sessions, whose flags it may change.
 */
export async function listSessionsDoneAfter(options: {
  userId: string;
  exerciseId: string;
  completedAt: string;
  sessionId: string;
  limit: number;
}): Promise<string[]> {
  const { GSI1PK, GSI1SK } = exerciseHistoryIndexKey(options.userId, options.exerciseId, options.completedAt, options.sessionId);
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK > :sk',
      ExpressionAttributeValues: { ':pk': GSI1PK, ':sk': GSI1SK },
      ProjectionExpression: 'sessionId',
      Limit: options.limit,
    }),
  );
  return Items.map((item) => String(item.sessionId));
}

/**
 * Puts a history entry's flags right (and its sets, with their ids); only while the entry exists, so an entry its
 * workout's deletion removed meanwhile does not come back. Answers whether it was written.
 */
export async function writeEntryFlags(options: {
  entry: HistoryEntryRecord;
  setRecords: Record<string, SetRecordKind[]>;
  personalRecords: RecordKind[];
}): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: historyEntryKey(options.entry.sessionId, options.entry.exerciseId),
        UpdateExpression: 'SET personalRecords = :kinds, setRecords = :setRecords, #sets = :sets',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#sets': 'sets' },
        ExpressionAttributeValues: { ':kinds': options.personalRecords, ':setRecords': options.setRecords, ':sets': options.entry.sets },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Replaces a finished session's records (WorkoutSession.personalRecords, which its completed-list row counts),
 * conditioned on the version read and bumping it, as every change to a session does. StaleWrite when it changed.
 */
export async function writeSessionRecords(options: { session: SessionRecord; personalRecords: PersonalRecord[] }): Promise<void> {
  const { session } = options;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(session.id),
        UpdateExpression: 'SET personalRecords = :records, version = :next',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':records': options.personalRecords, ':version': session.version, ':next': session.version + 1 },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWrite();
    throw error;
  }
}

/**
 * Writes an exercise's records as rebuilt (`record`), or deletes them when no set counts any more (undefined),
 * conditioned on the version read (`readVersion`; undefined: there was none). StaleWrite when a finish wrote them
 * meanwhile: the caller rebuilds again from fresh reads.
 */
export async function replaceExerciseRecords(options: {
  userId: string;
  exerciseId: string;
  record: ExerciseRecordsRecord | undefined;
  readVersion: number | undefined;
}): Promise<void> {
  const { record, readVersion } = options;
  const condition =
    readVersion === undefined
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': readVersion } };
  try {
    if (record) await db.send(new PutCommand({ TableName: tableName(), Item: exerciseRecordsItem(record), ...condition }));
    else if (readVersion !== undefined) {
      await db.send(new DeleteCommand({ TableName: tableName(), Key: exerciseRecordsKey(options.userId, options.exerciseId), ...condition }));
    }
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new StaleWrite();
    throw error;
  }
}
