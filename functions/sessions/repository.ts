/**
 * The only module of the sessions domain that talks to DynamoDB (docs/data-model.md, access patterns 5-9).
 *
 * Concurrency: every change to a session or its sets is one transaction whose session update is conditioned
 * on the `version` that was read (and bumps it). A change computed from a stale read fails with `StaleWrite`
 * and the caller reads again and retries; so set numbers, the exercise order and the totals computed when a
 * workout is finished always agree with what is stored.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { WEIGHT_SCALE } from '../../shared/constants';
import { tableName } from '../lib/config';
import { deleteAllKeys, writeAllItems } from '../lib/db/batch-write';
import { db } from '../lib/db/client';
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
} from '../lib/db/keys/session';
import { SET_SK_PREFIX, setKey } from '../lib/db/keys/set';
import { userStatsKey } from '../lib/db/keys/stats';
import type { Page } from '../lib/pagination';
import { withRetries } from '../lib/retries';
import type { SessionRecord, SetRecord } from './records';
import type { SessionChange, SetChanges } from './set-changes';

/** The stored item of a session (also used to seed benchmarks with exactly the shape this module writes). */
export function sessionItem(session: SessionRecord) {
  return { ...sessionKey(session.id), ...sessionsIndexKey(session.userId, session.startTime, session.id), entity: 'WorkoutSession', ...session };
}

/** The stored item of a set. */
export function setItem(set: SetRecord) {
  return { ...setKey(set.sessionId, set.localId), entity: 'WorkoutSet', ...set };
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
export async function startActiveSession(options: { session: SessionRecord; sets?: readonly SetRecord[] }): Promise<{ started: boolean }> {
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

/** One session by id (one GetItem); ownership is the caller's check. */
export async function findSession(options: { sessionId: string }): Promise<SessionRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: sessionKey(options.sessionId), ConsistentRead: true }));
  return Item ? stripKeys<SessionRecord>(Item) : undefined;
}

/**
 * A session and all its sets: one Query of the session's partition (more pages only past 1 MB, which the
 * per-session set limit keeps out of reach in practice).
 */
export async function findSessionWithSets(options: { sessionId: string }): Promise<{ session: SessionRecord; sets: SetRecord[] } | undefined> {
  let session: SessionRecord | undefined;
  const sets: SetRecord[] = [];
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
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return session ? { session, sets } : undefined;
}

/**
 * A set and its session, by the two keys the set id names. The session is read first, on purpose: every
 * set change bumps the session's version, so a set read after the session can only be newer than that
 * version, and a write based on both fails its version check instead of undoing a concurrent toggle.
 */
export async function findSetWithSession(options: {
  sessionId: string;
  localId: string;
}): Promise<{ session?: SessionRecord; set?: SetRecord }> {
  const session = await findSession({ sessionId: options.sessionId });
  if (!session) return {};
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: setKey(options.sessionId, options.localId), ConsistentRead: true }),
  );
  return { session, set: Item ? stripKeys<SetRecord>(Item) : undefined };
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
    ...(change.updateSets ?? []).filter(({ changes }) => Object.keys(changes).length > 0).map(({ localId, changes }) => setUpdate(session.id, localId, changes)),
    ...(change.deleteSets ?? []).map((localId): TransactItem => ({ Delete: { TableName, Key: setKey(session.id, localId) } })),
  ];
  await transact(items);
}

/** Renames a session of `userId` (active or completed); undefined when there is no such session of theirs. */
export async function renameSession(options: { sessionId: string; userId: string; name: string }): Promise<SessionRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(options.sessionId),
        UpdateExpression: 'SET #name = :name, version = version + :one',
        ConditionExpression: 'attribute_exists(PK) AND userId = :userId',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': options.name, ':userId': options.userId, ':one': 1 },
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
 * index), the active pointer goes, and the user's counters grow. Conditioned on the version read while the
 * session was still active, so a double finish can never count twice.
 */
export async function completeSession(options: { session: SessionRecord; completed: SessionRecord; volumeHundredths: number }): Promise<void> {
  const { session, completed } = options;
  const TableName = tableName();
  const completedAt = completed.completedAt ?? '';
  await transact([
    {
      Update: {
        TableName,
        Key: sessionKey(session.id),
        UpdateExpression:
          'SET #status = :completed, isActive = :false, endTime = :endTime, completedAt = :completedAt, #duration = :duration, ' +
          'totalWeight = :totalWeight, #name = :name, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk, version = :next',
        ConditionExpression: 'version = :version AND #status = :active',
        ExpressionAttributeNames: { '#status': 'status', '#duration': 'duration', '#name': 'name' },
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
  ]);
}

/**
 * Stores a workout that was logged already finished: its sets are batch-written into the new session's partition
 * (more than a transaction holds), then one transaction puts the completed session (in the completed index) and
 * grows the user's counters. When the transaction fails the sets are deleted again; the active session, if
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
}): Promise<{ inserted: boolean }> {
  const { session, sets } = options;
  const TableName = tableName();
  const completedAt = session.completedAt ?? session.startTime;
  const items: TransactItem[] = [
    {
      Put: {
        TableName,
        Item: { ...sessionItem(session), ...completedIndexKey(session.userId, completedAt, session.id) },
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
  ];
  const claimIndex = items.length;
  if (session.health) {
    items.push({
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
    });
  }
  await writeAllItems({ client: db, tableName: TableName, items: sets.map(setItem) });
  try {
    // The session's id is new, so only the counters can race (with a finish): such a loss is simply sent again.
    // A failed claim is no race: the workout was imported before.
    const failed = await withRetries(
      async () => {
        const index = await transactConditions(items);
        if (index !== undefined && index !== claimIndex) throw new StaleWrite();
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
 * Deletes a session: its sets first, in batches, then in one transaction the session, the active pointer
 * when it names this session, and (for a completed one) its share of the user's counters. Sets go first so a
 * failure part-way leaves the session in place and a retried discard finishes the job (sets are reachable
 * only through their session). A set added meanwhile bumps the version, so the transaction fails and the
 * caller reads again.
 */
export async function deleteSession(options: { session: SessionRecord; sets: readonly SetRecord[] }): Promise<void> {
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
    items.push({
      Update: {
        TableName,
        Key: userStatsKey(session.userId),
        UpdateExpression: 'ADD totalWorkouts :minusOne, totalVolumeHundredths :minusVolume',
        ExpressionAttributeValues: { ':minusOne': -1, ':minusVolume': -Math.round((session.totalWeight ?? 0) * WEIGHT_SCALE) },
      },
    });
  }
  await deleteSets({ sessionId: session.id, localIds: options.sets.map((set) => set.localId) });
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
