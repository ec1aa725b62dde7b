/**
 * The only module of the sessions domain that talks to DynamoDB (docs/data-model.md, access patterns 5-9 and 26).
 *
 * Concurrency: every change to a session or its sets is one transaction whose session update is conditioned
 * on the `version` that was read (and bumps it). A change computed from a stale read fails with `StaleWrite`
 * and the caller reads again and retries; so set numbers, the exercise order and the totals computed when a
 * workout is finished always agree with what is stored.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonalRecord } from '../../shared/api-types';
import { WEIGHT_SCALE } from '../../shared/constants';
import type { SessionVisibility } from '../../shared/schemas/sessions';
import { tableName } from '../lib/config';
import { batchGetAll } from '../lib/db/batch-get';
import { deleteAllKeys, writeAllItems } from '../lib/db/batch-write';
import { db } from '../lib/db/client';
import {
  exerciseHistoryIndexKey,
  exerciseHistoryPartition,
  exerciseRecordsKey,
  HISTORY_SK_PREFIX,
  historyEntryKey,
} from '../lib/db/keys/exercise-history';
import { queryPage } from '../lib/db/query-page';
import { isRace, StaleWrite, stripKeys, transact, transactConditions, type TransactItem } from '../lib/db/transact';
import {
  activeSessionPointerKey,
  completedIndexKey,
  completedPartition,
  healthImportClaimKey,
  SESSION_SK,
  sessionKey,
  sessionPartition,
  sessionsIndexKey,
  workoutImportClaimKey,
} from '../lib/db/keys/session';
import { deviceSetClaimKey, SET_SK_PREFIX, setKey } from '../lib/db/keys/set';
import { userStatsKey } from '../lib/db/keys/stats';
import type { Page } from '../lib/pagination';
import { withRetries } from '../lib/retries';
import type { RecordsWrite } from './insights';
import type { ExerciseRecordsRecord, HistoryEntryRecord, SessionRecord, SetRecord } from './records';
import type { SessionChange, SetChanges } from './set-changes';

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

/** The stored item of a session (also used to seed benchmarks with exactly the shape this module writes). */
export function sessionItem(session: SessionRecord) {
  return { ...sessionKey(session.id), ...sessionsIndexKey(session.userId, session.startTime, session.id), entity: 'WorkoutSession', ...session };
}

/** The stored item of a set. */
export function setItem(set: SetRecord) {
  return { ...setKey(set.sessionId, set.localId), entity: 'WorkoutSet', ...set };
}

/** The stored item of a history entry: in its session's partition, listed per person and exercise in GSI1. */
export function historyEntryItem(entry: HistoryEntryRecord) {
  return {
    ...historyEntryKey(entry.sessionId, entry.exerciseId),
    ...exerciseHistoryIndexKey(entry.userId, entry.exerciseId, entry.completedAt, entry.sessionId),
    entity: 'ExerciseHistoryEntry',
    ...entry,
  };
}

/** The stored item of a person's records of one exercise. */
export function exerciseRecordsItem(record: ExerciseRecordsRecord) {
  return { ...exerciseRecordsKey(record.userId, record.exerciseId), entity: 'ExerciseRecords', ...record };
}

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

// ---------------------------------------------------------------------------------------------- sessions

/**
 * Starts a session unless the user already has an active one: the pointer `USER#<id>`/`ACTIVE_SESSION` is
 * put with `attribute_not_exists` in the same transaction as the session, so of two racing starts exactly
 * one writes. Answers `started: false` when the pointer already existed (the caller then reads the winner).
 *
 * The session's first sets (from a routine) are batch-written into its partition before the transaction, as
 * they may be more than a transaction holds; when the session does not start they are deleted again.
 */
export async function startActiveSession(options: { session: SessionRecord; sets?: readonly SetRecord[] }): Promise<{ started: boolean; idInUse?: boolean }> {
  const { session, sets = [] } = options;
  const TableName = tableName();
  if (sets.length > 0) await writeAllItems({ client: db, tableName: TableName, items: sets.map(setItem) });
  let started = false;
  try {
    await db.send(
      new TransactWriteCommand({
        ClientRequestToken: randomUUID(),
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...activeSessionPointerKey(session.userId), entity: 'ActiveSessionPointer', userId: session.userId, sessionId: session.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName, Item: sessionItem(session), ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
      }),
    );
    started = true;
    return { started };
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
      return { started };
    }
    // The pointer was free but a session with this (device-chosen) id exists: someone's, maybe finished.
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
      return { started, idInUse: true };
    }
    if (isRace(error)) throw new StaleWrite();
    throw error;
  } finally {
    if (!started && sets.length > 0) await deleteSets({ sessionId: session.id, localIds: sets.map((set) => set.localId) });
  }
}

/** The id the user's active-session pointer names, if any (one GetItem). */
export async function findActiveSessionId(options: { userId: string }): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: activeSessionPointerKey(options.userId), ConsistentRead: true }),
  );
  return Item ? String(Item.sessionId) : undefined;
}

/** The session of a set whose id was chosen on `userId`'s device, when they claimed that id (one GetItem). */
export async function findDeviceSetSessionId(options: { userId: string; setId: string }): Promise<string | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: deviceSetClaimKey(options.userId, options.setId), ConsistentRead: true }),
  );
  return Item ? String(Item.sessionId) : undefined;
}

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

function setUpdate(sessionId: string, localId: string, changes: SetChanges): TransactItem {
  const entries = Object.entries(changes);
  return {
    Update: {
      TableName: tableName(),
      Key: setKey(sessionId, localId),
      UpdateExpression: `SET ${entries.map((_entry, index) => `#f${index} = :f${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([field], index) => [`#f${index}`, field])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value])),
    },
  };
}

/**
 * Writes a change to an active session's exercises or sets, in one transaction with the session's
 * version check. Throws `StaleWrite` when the session changed (or finished, or was deleted) since `session`
 * was read.
 */
export async function writeSessionChange(options: { session: SessionRecord; change: SessionChange }): Promise<void> {
  const { session, change } = options;
  const TableName = tableName();
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':version': session.version, ':next': session.version + 1, ':active': 'active' };
  let update = 'SET version = :next';
  if (change.exerciseIds) {
    update += ', exerciseIds = :exerciseIds';
    values[':exerciseIds'] = change.exerciseIds;
  }
  if (change.exerciseRestSeconds) {
    update += ', exerciseRestSeconds = :exerciseRestSeconds';
    values[':exerciseRestSeconds'] = change.exerciseRestSeconds;
  }
  if (change.exerciseNotes) {
    update += ', exerciseNotes = :exerciseNotes';
    values[':exerciseNotes'] = change.exerciseNotes;
  }
  if (change.supersetGroups) {
    update += ', supersetGroups = :supersetGroups';
    values[':supersetGroups'] = change.supersetGroups;
  }
  const items: TransactItem[] = [
    {
      Update: {
        TableName,
        Key: sessionKey(session.id),
        UpdateExpression: update,
        ConditionExpression: 'version = :version AND #status = :active',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...(change.putSets ?? []).map((set): TransactItem => ({ Put: { TableName, Item: setItem(set), ConditionExpression: 'attribute_not_exists(PK)' } })),
    // A set whose id was chosen on the device (its id is its bare local id) claims that id for its person.
    ...(change.putSets ?? [])
      .filter((set) => set.id === set.localId)
      .map((set): TransactItem => ({
        Put: {
          TableName,
          Item: { ...deviceSetClaimKey(set.userId, set.id), entity: 'DeviceSetClaim', userId: set.userId, sessionId: set.sessionId, setId: set.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      })),
    ...(change.updateSets ?? []).filter(({ changes }) => Object.keys(changes).length > 0).map(({ localId, changes }) => setUpdate(session.id, localId, changes)),
    ...(change.deleteSets ?? []).map((localId): TransactItem => ({ Delete: { TableName, Key: setKey(session.id, localId) } })),
  ];
  await transact(items);
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

/**
 * Deletes a session: its sets and history entries first, in batches, then in one transaction the session, the
 * active pointer when it names this session, and (for a completed one) its share of the user's counters. Sets and
 * entries go first so a failure part-way leaves the session in place and a retried discard finishes the job (they
 * are reachable only through their session). A set added meanwhile bumps the version, so the transaction fails and
 * the caller reads again. The caller then rebuilds the records it held (records-rebuild.ts, issue 27).
 */
export async function deleteSession(options: {
  session: SessionRecord;
  sets: readonly SetRecord[];
  history?: readonly HistoryEntryRecord[];
}): Promise<void> {
  const { session } = options;
  const TableName = tableName();
  const items: TransactItem[] = [
    {
      Delete: {
        TableName,
        Key: sessionKey(session.id),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': session.version },
      },
    },
  ];
  if (session.status === 'active') {
    items.push({
      Delete: {
        TableName,
        Key: activeSessionPointerKey(session.userId),
        ConditionExpression: 'attribute_not_exists(PK) OR sessionId = :sessionId',
        ExpressionAttributeValues: { ':sessionId': session.id },
      },
    });
  } else {
    // An imported workout's claim goes with it, so importing that workout again brings it back (docs/decisions.md).
    if (session.health) items.push({ Delete: { TableName, Key: healthImportClaimKey(session.userId, session.health.appleHealthId) } });
    if (session.importSource) items.push({ Delete: { TableName, Key: workoutImportClaimKey(session.userId, session.importSource.sourceId) } });
    items.push({
      Update: {
        TableName,
        Key: userStatsKey(session.userId),
        UpdateExpression: 'ADD totalWorkouts :minusOne, totalVolumeHundredths :minusVolume',
        ExpressionAttributeValues: { ':minusOne': -1, ':minusVolume': -Math.round((session.totalWeight ?? 0) * WEIGHT_SCALE) },
      },
    });
  }
  await deleteAllKeys({
    client: db,
    tableName: TableName,
    keys: [
      ...options.sets.map((set) => setKey(session.id, set.localId)),
      ...(options.history ?? []).map((entry) => historyEntryKey(session.id, entry.exerciseId)),
    ],
  });
  await transact(items);
}

function deleteSets(options: { sessionId: string; localIds: string[] }): Promise<void> {
  return deleteAllKeys({ client: db, tableName: tableName(), keys: options.localIds.map((localId) => setKey(options.sessionId, localId)) });
}

// ---------------------------------------------------------------------------------------- completed lists

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

// ------------------------------------------------------------------------------------------ training insights

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
