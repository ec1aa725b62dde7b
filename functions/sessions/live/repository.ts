/**
 * The live workout's writes (docs/data-model.md, patterns 5, 6, 6b and 6c): starting the one active session, changing its
 * exercises and sets, and discarding a session. Every change is one transaction conditioned on the session's
 * `version` read (../repository.ts); a lost race throws `StaleWrite` and the service reads again.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { WEIGHT_SCALE } from '../../../shared/constants';
import { tableName } from '../../lib/config';
import { deleteAllKeys, writeAllItems } from '../../lib/db/batch-write';
import { db } from '../../lib/db/client';
import { isRace, StaleWrite, transact, type TransactItem } from '../../lib/db/transact';
import { sessionItem, setItem } from '../items';
import {
  activeSessionPointerKey,
  deviceSetClaimKey,
  healthImportClaimKey,
  historyEntryKey,
  sessionKey,
  setKey,
  userStatsKey,
  workoutImportClaimKey,
} from '../keys';
import type { HistoryEntryRecord, SessionRecord, SetRecord } from '../records';
import { deleteSets } from '../repository';
import type { SessionChange, SetChanges } from './set-changes';

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
