/**
 * The only module of the users domain that talks to DynamoDB (docs/data-model.md, access patterns 1-3 and 3a-3e):
 * the profile item, the email and username claims, and the people-search entries.
 *
 * Concurrency: every profile edit is one transaction conditioned on the `version` it read, so the search entries
 * of a display name, the email claims and the profile always agree; a lost race reads again and retries.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { tableName } from '../lib/config';
import { batchGetAll } from '../lib/db/batch-get';
import { db } from '../lib/db/client';
import { ACTIVE_PUBLIC_USERS_PARTITION, emailClaimKey, searchEntryKey, userKey, usernameClaimKey } from './keys';
import { isRace, StaleWrite, stripKeys, type TransactItem } from '../lib/db/transact';
import { Conflict } from '../lib/errors';
import type { UserRecord } from './records';
import { searchTermsOf } from './search-terms';

export const EMAIL_TAKEN = 'An account with this email already exists.';

const activityIndexKey = (userId: string, at: string) => ({ GSI2PK: ACTIVE_PUBLIC_USERS_PARTITION, GSI2SK: `${at}#${userId}` });

/** The stored profile item; a public account is also an entry of the active-public-accounts index (GSI2). */
export function profileItem(user: UserRecord) {
  const activity = user.isPrivate ? {} : activityIndexKey(user.id, user.lastActiveAt ?? user.createdAt);
  return { ...userKey(user.id), ...activity, entity: 'User', ...user };
}

/** The person's search entries; each carries all of their terms so a search can show the person once. */
export function searchEntryItems(user: Pick<UserRecord, 'id' | 'username' | 'displayName'>) {
  const terms = searchTermsOf(user);
  return terms.map((term) => ({ ...searchEntryKey(term, user.id), entity: 'UserSearchEntry', userId: user.id, terms }));
}

// ------------------------------------------------------------------------------------------------- reads

export async function findUserRecord(options: { userId: string }): Promise<UserRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: userKey(options.userId), ConsistentRead: true }));
  return Item ? stripKeys<UserRecord>(Item) : undefined;
}

export async function findUserIdByEmail(options: { email: string }): Promise<string | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: emailClaimKey(options.email), ConsistentRead: true }));
  return Item ? String(Item.userId) : undefined;
}

/** A few attributes of one profile (one projected GetItem); undefined when there is no such user. */
export async function findProfileAttributes<K extends keyof UserRecord>(options: {
  userId: string;
  attributes: readonly K[];
}): Promise<Pick<UserRecord, K> | undefined> {
  const names = Object.fromEntries(options.attributes.map((name, index) => [`#a${index}`, name]));
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: userKey(options.userId),
      ProjectionExpression: ['PK', ...Object.keys(names)].join(', '),
      ExpressionAttributeNames: names,
    }),
  );
  return Item ? stripKeys<Pick<UserRecord, K>>(Item) : undefined;
}

export type SummaryRecord = Pick<UserRecord, 'id' | 'displayName' | 'username' | 'profileImage' | 'isPrivate'>;

/** The list fields of these profiles: 100 keys a request (a few requests at a time), unprocessed keys retried. */
export async function findSummaryRecords(options: { userIds: readonly string[] }): Promise<SummaryRecord[]> {
  const items = await batchGetAll({
    client: db,
    tableName: tableName(),
    keys: options.userIds.map(userKey),
    projection: { ProjectionExpression: '#id, displayName, username, profileImage, isPrivate', ExpressionAttributeNames: { '#id': 'id' } },
  });
  return items as SummaryRecord[];
}

/** Ids of public accounts, most recently active first (GSI2, one Query). */
export async function queryActivePublicUserIds(options: { limit: number }): Promise<string[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :partition',
      ExpressionAttributeValues: { ':partition': ACTIVE_PUBLIC_USERS_PARTITION },
      ProjectionExpression: '#id',
      ExpressionAttributeNames: { '#id': 'id' },
      ScanIndexForward: false,
      Limit: options.limit,
    }),
  );
  return Items.map((item) => String(item.id));
}

export interface SearchEntry {
  PK: string;
  SK: string;
  userId: string;
  terms: string[];
}

/** One Query of a search partition: the entries whose term starts with `prefix`, in term order. */
export async function querySearchEntries(options: {
  partition: string;
  prefix: string;
  limit: number;
  startKey?: Record<string, string>;
}): Promise<{ entries: SearchEntry[]; lastKey?: Record<string, string> }> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :partition AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':partition': options.partition, ':prefix': options.prefix },
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return { entries: (result.Items ?? []) as SearchEntry[], lastKey: result.LastEvaluatedKey as Record<string, string> | undefined };
}

// ------------------------------------------------------------------------------------------------ writes

/**
 * Writes the profile together with claims on its email and username and its search entries in one transaction,
 * so two racing sign-ups for the same email or username can never both succeed.
 */
export async function createAccount(options: { user: UserRecord }): Promise<void> {
  const { user } = options;
  const TableName = tableName();
  const claim = { userId: user.id, createdAt: user.createdAt };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: profileItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: { ...emailClaimKey(user.email), entity: 'EmailClaim', ...claim }, ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName, Item: { ...usernameClaimKey(user.username), entity: 'UsernameClaim', ...claim }, ConditionExpression: 'attribute_not_exists(PK)' } },
          ...searchEntryItems(user).map((Item): TransactItem => ({ Put: { TableName, Item } })),
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [, emailReason, usernameReason] = error.CancellationReasons ?? [];
    if (emailReason?.Code === 'ConditionalCheckFailed') throw new Conflict(EMAIL_TAKEN);
    if (usernameReason?.Code === 'ConditionalCheckFailed') throw new Conflict('This username is already taken.');
    throw new Conflict('Another sign-up with these details is in progress. Please try again.');
  }
}

/** The profile fields an edit may change. */
export type ProfileChanges = Partial<
  Pick<
    UserRecord,
    'displayName' | 'bio' | 'email' | 'profileImage' | 'homeGym' | 'primaryWorkoutType' | 'goal' | 'keyStats' | 'isPrivate' | 'trainingSettings'
  >
>;

function profileUpdate(read: UserRecord, changes: ProfileChanges): TransactItem {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':nextVersion': (read.version ?? 0) + 1 };
  const sets = ['#version = :nextVersion'];
  const removes: string[] = [];
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .forEach(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:f${index}`] = value;
      sets.push(`#f${index} = :f${index}`);
    });
  if (changes.isPrivate === true && !read.isPrivate) removes.push('GSI2PK', 'GSI2SK');
  if (changes.isPrivate === false && read.isPrivate) {
    const activity = activityIndexKey(read.id, read.lastActiveAt ?? read.createdAt);
    sets.push('GSI2PK = :activityPartition', 'GSI2SK = :activitySortKey');
    values[':activityPartition'] = activity.GSI2PK;
    values[':activitySortKey'] = activity.GSI2SK;
  }
  if (read.version !== undefined) values[':readVersion'] = read.version;
  return {
    Update: {
      TableName: tableName(),
      Key: userKey(read.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: `attribute_exists(PK) AND ${read.version === undefined ? 'attribute_not_exists(#version)' : '#version = :readVersion'}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Applies an edit to the profile `read`, in one transaction with what must change with it: a new email moves
 * its claim (409 when the new one is taken), a new display name rewrites the search entries. Throws `StaleWrite`
 * when the profile changed since it was read.
 */
export async function writeProfileChange(options: { read: UserRecord; changes: ProfileChanges }): Promise<void> {
  const { read, changes } = options;
  const TableName = tableName();
  const items: TransactItem[] = [profileUpdate(read, changes)];
  const emailChanged = changes.email !== undefined && changes.email !== read.email;
  if (emailChanged) {
    const claim = { userId: read.id, createdAt: new Date().toISOString() };
    items.push(
      { Put: { TableName, Item: { ...emailClaimKey(changes.email!), entity: 'EmailClaim', ...claim }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Delete: { TableName, Key: emailClaimKey(read.email) } },
    );
  }
  if (changes.displayName !== undefined && changes.displayName !== read.displayName) {
    const next = searchEntryItems({ ...read, displayName: changes.displayName });
    const kept = new Set(next.map((entry) => entry.SK));
    const dropped = searchEntryItems(read).filter((entry) => !kept.has(entry.SK));
    items.push(
      ...dropped.map((entry): TransactItem => ({ Delete: { TableName, Key: { PK: entry.PK, SK: entry.SK } } })),
      ...next.map((Item): TransactItem => ({ Put: { TableName, Item } })),
    );
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
  } catch (error) {
    if (emailChanged && error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
      throw new Conflict(EMAIL_TAKEN);
    }
    if (isRace(error)) throw new StaleWrite();
    throw error;
  }
}

/** Records activity: a public account moves to the front of the active accounts; a private one is left as it is. */
export async function recordActivity(options: { userId: string; at: string }): Promise<void> {
  const activity = activityIndexKey(options.userId, options.at);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(options.userId),
        UpdateExpression: 'SET lastActiveAt = :at, GSI2PK = :partition, GSI2SK = :sortKey',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(isPrivate) OR isPrivate = :false)',
        ExpressionAttributeValues: { ':at': options.at, ':partition': activity.GSI2PK, ':sortKey': activity.GSI2SK, ':false': false },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

// ----------------------------------------------------------------------------------------- token versions

/** The person's token version (one projected GetItem; absent attribute = 0); undefined when there is no such user. */
export async function findTokenVersionAttribute(options: { userId: string }): Promise<number | undefined> {
  const profile = await findProfileAttributes({ userId: options.userId, attributes: ['tokenVersion'] });
  return profile ? (profile.tokenVersion ?? 0) : undefined;
}

/** Adds one to the person's token version and answers the new one (undefined when there is no such user). */
export async function incrementTokenVersion(options: { userId: string }): Promise<number | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(options.userId),
        UpdateExpression: 'ADD tokenVersion :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.tokenVersion);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Replaces the password hash and adds one to the token version in one UpdateItem, conditioned on the hash the
 * caller verified: of two changes racing from the same password only one succeeds (the other answers undefined).
 */
export async function replacePasswordHash(options: { userId: string; verifiedHash: string; passwordHash: string }): Promise<number | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(options.userId),
        UpdateExpression: 'SET passwordHash = :next ADD tokenVersion :one',
        ConditionExpression: 'attribute_exists(PK) AND passwordHash = :verified',
        ExpressionAttributeValues: { ':next': options.passwordHash, ':verified': options.verifiedHash, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.tokenVersion);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
