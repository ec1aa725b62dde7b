/**
 * The writes that complete a workout (docs/data-model.md, patterns 6a, 6d, 25 and 25e): a finish, a workout
 * logged already finished, an Apple Health or CSV import (each once, by its claim), and a session's details (name,
 * notes, visibility: the save step). The history entries and records a completion computed go in the same
 * transaction, conditioned on the versions read.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonalRecord } from '../../../shared/api-types';
import type { SessionVisibility } from '../../../shared/schemas/sessions';
import { tableName } from '../../lib/config';
import { batchGetAll } from '../../lib/db/batch-get';
import { writeAllItems } from '../../lib/db/batch-write';
import { db } from '../../lib/db/client';
import { StaleWrite, stripKeys, transact, transactConditions, type TransactItem } from '../../lib/db/transact';
import { withRetries } from '../../lib/retries';
import type { RecordsWrite } from '../insights';
import { exerciseRecordsItem, historyEntryItem, sessionItem, setItem } from '../items';
import {
  activeSessionPointerKey,
  completedIndexKey,
  healthImportClaimKey,
  HISTORY_SK_PREFIX,
  sessionKey,
  sessionPartition,
  userStatsKey,
  workoutImportClaimKey,
} from '../keys';
import type { HistoryEntryRecord, SessionRecord, SetRecord } from '../records';
import { deleteSets } from '../repository';

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

/** What a finish writes besides the session (functions/sessions/insights.ts). */
export interface InsightWrites {
  history: readonly HistoryEntryRecord[];
  records: readonly RecordsWrite[];
  personalRecords: readonly PersonalRecord[];
}

/**
 * A finish's insight writes as transaction items (each records item conditioned on the version read, so a finish
 * racing another finish of the same person fails and is computed again), within `room` items: the records first,
 * then as many history entries as fit. The rest (only past ~48 exercises with completed sets) are put after the
 * transaction commits (`afterCommit`).
 */
function insightItems(insights: InsightWrites | undefined, room: number): { items: TransactItem[]; afterCommit: Record<string, unknown>[] } {
  if (!insights) return { items: [], afterCommit: [] };
  const TableName = tableName();
  const records = insights.records.map(({ record, readVersion }): TransactItem => ({
    Put: {
      TableName,
      Item: exerciseRecordsItem(record),
      ...(readVersion === undefined
        ? { ConditionExpression: 'attribute_not_exists(PK)' }
        : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': readVersion } }),
    },
  }));
  const historyRoom = Math.max(0, room - records.length);
  const history = insights.history.map(historyEntryItem);
  return {
    items: [...records, ...history.slice(0, historyRoom).map((Item): TransactItem => ({ Put: { TableName, Item } }))],
    afterCommit: history.slice(historyRoom),
  };
}

/** What a PUT may change besides the status: the name, notes and visibility (issue 27's save step). */
export interface SessionDetails {
  name?: string;
  notes?: string | null;
  visibility?: SessionVisibility;
}

/**
 * Changes the name, notes or visibility of a session of `userId` (active or completed); undefined when there is no
 * such session of theirs.
 */
export async function updateSessionDetails(options: { sessionId: string; userId: string; details: SessionDetails }): Promise<SessionRecord | undefined> {
  const fields = Object.entries(options.details).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(options.sessionId),
        UpdateExpression: `SET ${fields.map(([field]) => `#${field} = :${field}`).join(', ')}${fields.length ? ', ' : ''}version = version + :one`,
        ConditionExpression: 'attribute_exists(PK) AND userId = :userId',
        ...(fields.length ? { ExpressionAttributeNames: Object.fromEntries(fields.map(([field]) => [`#${field}`, field])) } : {}),
        ExpressionAttributeValues: { ...Object.fromEntries(fields.map(([field, value]) => [`:${field}`, value])), ':userId': options.userId, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? stripKeys<SessionRecord>(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Gives a finished session's history entries its new name: one Query of the session's `HISTORY#` items (keys only),
 * then one Update each (≤ 50, in parallel), each only if the entry still exists (a discard may be deleting them).
 */
export async function renameHistoryEntries(options: { sessionId: string; name: string }): Promise<void> {
  const TableName = tableName();
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :history)',
      ExpressionAttributeValues: { ':pk': sessionPartition(options.sessionId), ':history': HISTORY_SK_PREFIX },
      ProjectionExpression: 'PK, SK',
      ConsistentRead: true,
    }),
  );
  await Promise.all(
    Items.map(async (key) => {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: { PK: key.PK, SK: key.SK },
            UpdateExpression: 'SET sessionName = :name',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':name': options.name },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }),
  );
}

/**
 * Finishes an active session in one transaction: the session becomes completed (and enters the completed
 * index, with the personal records it set), the active pointer goes, the user's counters grow, the history
 * entries are put and the records it beat are written. Conditioned on the version read while the session was
 * still active (and on each records item's version read), so a double finish can never count twice and a finish
 * racing another never loses a record. StaleWrite when a condition failed: the caller reads everything again.
 */
export async function completeSession(options: {
  session: SessionRecord;
  completed: SessionRecord;
  volumeHundredths: number;
  insights?: InsightWrites;
}): Promise<void> {
  const { session, completed } = options;
  const TableName = tableName();
  const completedAt = completed.completedAt ?? '';
  const insights = insightItems(options.insights, MAX_TRANSACTION_ITEMS - 3);
  await transact([
    {
      Update: {
        TableName,
        Key: sessionKey(session.id),
        UpdateExpression:
          'SET #status = :completed, isActive = :false, endTime = :endTime, completedAt = :completedAt, #duration = :duration, ' +
          'totalWeight = :totalWeight, #name = :name, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk, version = :next, personalRecords = :records, ' +
          // The save step's notes and visibility (issue 27) travel with the finish.
          '#notes = :notes' + (completed.visibility ? ', #visibility = :visibility' : ''),
        ConditionExpression: 'version = :version AND #status = :active',
        ExpressionAttributeNames: {
          '#status': 'status',
          '#duration': 'duration',
          '#name': 'name',
          '#notes': 'notes',
          ...(completed.visibility ? { '#visibility': 'visibility' } : {}),
        },
        ExpressionAttributeValues: {
          ':completed': 'completed',
          ':active': 'active',
          ':false': false,
          ':endTime': completed.endTime,
          ':completedAt': completedAt,
          ':duration': completed.duration,
          ':totalWeight': completed.totalWeight,
          ':name': completed.name,
          ':gsi2pk': completedIndexKey(session.userId, completedAt, session.id).GSI2PK,
          ':gsi2sk': completedIndexKey(session.userId, completedAt, session.id).GSI2SK,
          ':version': session.version,
          ':next': completed.version,
          ':records': options.insights?.personalRecords ?? [],
          ':notes': completed.notes ?? null,
          ...(completed.visibility ? { ':visibility': completed.visibility } : {}),
        },
      },
    },
    {
      Delete: {
        TableName,
        Key: activeSessionPointerKey(session.userId),
        ConditionExpression: 'attribute_not_exists(PK) OR sessionId = :sessionId',
        ExpressionAttributeValues: { ':sessionId': session.id },
      },
    },
    {
      Update: {
        TableName,
        Key: userStatsKey(session.userId),
        UpdateExpression: 'SET entity = :entity, userId = :userId ADD totalWorkouts :one, totalVolumeHundredths :volume',
        ExpressionAttributeValues: { ':entity': 'UserStats', ':userId': session.userId, ':one': 1, ':volume': options.volumeHundredths },
      },
    },
    ...insights.items,
  ]);
  if (insights.afterCommit.length > 0) await writeAllItems({ client: db, tableName: TableName, items: insights.afterCommit });
}

/**
 * Stores a workout that was logged already finished: its sets are batch-written into the new session's partition
 * (more than a transaction holds), then one transaction puts the completed session (in the completed index) and
 * grows the user's counters, with the history entries and records of `insights` (computed afresh for each attempt,
 * from the records read then). When the transaction fails the sets are deleted again; the active session, if
 * any, is untouched.
 *
 * A workout imported from Apple Health (`session.health`) has no sets; the same transaction puts its claim
 * `USER#<id>`/`HEALTH_IMPORT#<appleHealthId>` with `attribute_not_exists`, so the same workout is stored once
 * however many times (and however concurrently) it is sent: `inserted: false` when the claim already existed
 * (nothing was written).
 */
export async function insertCompletedSession(options: {
  session: SessionRecord;
  sets: readonly SetRecord[];
  volumeHundredths: number;
  insights?: () => Promise<InsightWrites>;
}): Promise<{ inserted: boolean }> {
  const { session, sets } = options;
  const TableName = tableName();
  const completedAt = session.completedAt ?? session.startTime;
  const claim: TransactItem[] = session.health
    ? [
        {
          Put: {
            TableName,
            Item: {
              ...healthImportClaimKey(session.userId, session.health.appleHealthId),
              entity: 'HealthImportClaim',
              userId: session.userId,
              appleHealthId: session.health.appleHealthId,
              sessionId: session.id,
              createdAt: session.createdAt,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ]
    : session.importSource
      ? [importClaimPut(session, session.importSource.sourceId)]
      : [];
  const claimIndex = claim.length > 0 ? 2 : -1;
  await writeAllItems({ client: db, tableName: TableName, items: sets.map(setItem) });
  try {
    // The session's id is new, so only the counters and the records can race (with a finish): such a loss is read
    // and sent again. A failed claim is no race: the workout was imported before.
    const failed = await withRetries(
      async () => {
        const insights = options.insights ? await options.insights() : undefined;
        const stored: SessionRecord = insights ? { ...session, personalRecords: [...insights.personalRecords] } : session;
        const base: TransactItem[] = [
          {
            Put: {
              TableName,
              Item: { ...sessionItem(stored), ...completedIndexKey(session.userId, completedAt, session.id) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: userStatsKey(session.userId),
              UpdateExpression: 'SET entity = :entity, userId = :userId ADD totalWorkouts :one, totalVolumeHundredths :volume',
              ExpressionAttributeValues: { ':entity': 'UserStats', ':userId': session.userId, ':one': 1, ':volume': options.volumeHundredths },
            },
          },
          ...claim,
        ];
        const extra = insightItems(insights, MAX_TRANSACTION_ITEMS - base.length);
        const index = await transactConditions([...base, ...extra.items]);
        if (index !== undefined && index !== claimIndex) throw new StaleWrite();
        if (index === undefined && extra.afterCommit.length > 0) await writeAllItems({ client: db, tableName: TableName, items: extra.afterCommit });
        return index;
      },
      { conflictMessage: 'The workout could not be saved. Please try again.' },
    );
    if (failed === claimIndex) {
      await deleteSets({ sessionId: session.id, localIds: sets.map((set) => set.localId) });
      return { inserted: false };
    }
    return { inserted: true };
  } catch (error) {
    await deleteSets({ sessionId: session.id, localIds: sets.map((set) => set.localId) });
    throw error;
  }
}

/** The claim of a workout imported from a CSV file (keys/workout-import.ts), put with the session it created. */
function importClaimPut(session: SessionRecord, sourceId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...workoutImportClaimKey(session.userId, sourceId), entity: 'WorkoutImportClaim', userId: session.userId, sourceId, sessionId: session.id, createdAt: session.createdAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The session a CSV-imported workout became, if this person imported it (one consistent GetItem). */
export async function findWorkoutImportSessionId(options: { userId: string; sourceId: string }): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: workoutImportClaimKey(options.userId, options.sourceId), ConsistentRead: true, ProjectionExpression: 'sessionId' }),
  );
  return Item ? String(Item.sessionId) : undefined;
}

/**
 * The sessions these source ids were imported as, by source id (issue 29, deliverable 9: a batch's claims in one
 * consistent BatchGet, not two GetItems per workout).
 */
export async function findWorkoutImportSessionIds(options: { userId: string; sourceIds: readonly string[] }): Promise<Map<string, string>> {
  const items = await batchGetAll({
    client: db,
    tableName: tableName(),
    keys: options.sourceIds.map((sourceId) => workoutImportClaimKey(options.userId, sourceId)),
    consistentRead: true,
    projection: { ProjectionExpression: 'SK, sessionId' },
  });
  const prefix = workoutImportClaimKey(options.userId, '').SK;
  return new Map(items.map((item) => [String(item.SK).slice(prefix.length), String(item.sessionId)]));
}

/** The session an Apple Health workout was imported as, if this person imported it (one consistent GetItem). */
export async function findHealthImportSessionId(options: { userId: string; appleHealthId: string }): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: healthImportClaimKey(options.userId, options.appleHealthId),
      ConsistentRead: true,
      ProjectionExpression: 'sessionId',
    }),
  );
  return Item ? String(Item.sessionId) : undefined;
}
