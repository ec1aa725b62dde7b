/**
 * The only module of the follows domain that talks to DynamoDB (docs/data-model.md, access patterns 13-15h).
 *
 * Counters: `followerCount` / `followingCount` change only in the transaction that puts or deletes an edge, and
 * that transaction is conditioned on the edge (not) existing, so the counters always equal the edges. Every
 * transaction that creates an edge or a request also checks that no block exists either way, and a block checks
 * the edges it read: a follow racing a block cannot leave an edge behind it.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/config';
import { batchGetAll, keyIdOf } from '../lib/db/batch-get';
import { db } from '../lib/db/client';
import {
  BLOCKS_PREFIX,
  FOLLOWING_PREFIX,
  FOLLOW_REQUEST_PREFIX,
  blockKey,
  blockedByIndexKey,
  followCountsKey,
  followEdgeKey,
  followRequestKey,
  followRequestsIndexKey,
  followRequestsPartition,
  followersIndexKey,
  followersPartition,
  sentRequestsIndexKey,
} from './keys';
import { queryPage } from '../lib/db/query-page';
import { StaleWrite, transactConditions, type TransactItem } from '../lib/db/transact';
import type { Page } from '../lib/pagination';

type Key = { PK: string; SK: string };

// ------------------------------------------------------------------------------------------------- reads

/** Which of these keys exist (consistent BatchGets of the keys alone), by key id. */
async function existingKeys(keys: readonly Key[]): Promise<Set<string>> {
  const items = await batchGetAll({ client: db, tableName: tableName(), keys, consistentRead: true, projection: { ProjectionExpression: 'PK, SK' } });
  return new Set(items.map(keyIdOf));
}

/** Where a viewer stands with another person; each part is one item, all read by one BatchGet. */
export interface PairState {
  /** The viewer follows the other. */
  following: boolean;
  /** The other follows the viewer. */
  followedBy: boolean;
  /** The viewer asked to follow the other (pending). */
  requested: boolean;
  /** The other asked to follow the viewer (pending). */
  requestedBy: boolean;
  /** The viewer blocked the other. */
  blocking: boolean;
  /** The other blocked the viewer. */
  blockedBy: boolean;
}
export type PairPart = keyof PairState;

function pairKey(part: PairPart, viewerId: string, otherId: string): Key {
  switch (part) {
    case 'following':
      return followEdgeKey(viewerId, otherId);
    case 'followedBy':
      return followEdgeKey(otherId, viewerId);
    case 'requested':
      return followRequestKey(otherId, viewerId);
    case 'requestedBy':
      return followRequestKey(viewerId, otherId);
    case 'blocking':
      return blockKey(viewerId, otherId);
    case 'blockedBy':
      return blockKey(otherId, viewerId);
  }
}

/** The asked parts of the pair's state (the rest read false), in one BatchGet. */
export async function findPairState(options: { viewerId: string; otherId: string; parts: readonly PairPart[] }): Promise<PairState> {
  const { viewerId, otherId, parts } = options;
  const keys = parts.map((part) => pairKey(part, viewerId, otherId));
  const found = await existingKeys(keys);
  const state: PairState = { following: false, followedBy: false, requested: false, requestedBy: false, blocking: false, blockedBy: false };
  parts.forEach((part, index) => (state[part] = found.has(keyIdOf(keys[index]!))));
  return state;
}

/** For each of many people, the asked parts of their state with one viewer: `parts.length` keys each, 100 a BatchGet. */
export async function findPairStates(options: { viewerId: string; otherIds: readonly string[]; parts: readonly PairPart[] }): Promise<Map<string, Set<PairPart>>> {
  const { viewerId, otherIds, parts } = options;
  const keys = otherIds.flatMap((otherId) => parts.map((part) => pairKey(part, viewerId, otherId)));
  const found = await existingKeys(keys);
  return new Map(otherIds.map((otherId) => [otherId, new Set(parts.filter((part) => found.has(keyIdOf(pairKey(part, viewerId, otherId)))))]));
}

export async function findFollowCounts(options: { userId: string }): Promise<{ followerCount: number; followingCount: number }> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: followCountsKey(options.userId), ConsistentRead: true }));
  return { followerCount: Number(Item?.followerCount ?? 0), followingCount: Number(Item?.followingCount ?? 0) };
}

type Item = Record<string, unknown>;

const mapPage = <T>(page: Page<Item>, map: (item: Item) => T): Page<T> => ({
  items: page.items.map(map),
  cursor: page.cursor,
});

/** Whom a person follows, by followee id (pattern 15). */
export async function listFollowingIds(options: { userId: string; limit: number; cursor?: string }): Promise<Page<string>> {
  const page = await queryPage<Item>({
    partition: `USER#${options.userId}`,
    beginsWith: FOLLOWING_PREFIX,
    newestFirst: false,
    limit: options.limit,
    cursor: options.cursor,
  });
  return mapPage(page, (item) => String(item.followeeId));
}

/** Who follows a person, newest first (GSI1, pattern 15). */
export async function listFollowerIdsPage(options: { userId: string; limit: number; cursor?: string }): Promise<Page<string>> {
  const page = await queryPage<Item>({
    partition: followersPartition(options.userId),
    index: 'GSI1',
    itemKey: { fixed: { SK: `${FOLLOWING_PREFIX}${options.userId}` }, prefixes: { PK: 'USER#' } },
    newestFirst: true,
    limit: options.limit,
    cursor: options.cursor,
  });
  return mapPage(page, (item) => String(item.followerId));
}

/** Pending requests to a person, newest first (GSI1, pattern 15c). */
export async function listFollowRequests(options: { userId: string; limit: number; cursor?: string }): Promise<Page<{ requesterId: string; requestedAt: string }>> {
  const page = await queryPage<Item>({
    partition: followRequestsPartition(options.userId),
    index: 'GSI1',
    itemKey: { fixed: { PK: followRequestKey(options.userId, '').PK }, prefixes: { SK: FOLLOW_REQUEST_PREFIX } },
    newestFirst: true,
    limit: options.limit,
    cursor: options.cursor,
  });
  return mapPage(page, (item) => ({ requesterId: String(item.requesterId), requestedAt: String(item.requestedAt) }));
}

/** The people a person blocked, by id (pattern 15e). */
export async function listBlockedIds(options: { userId: string; limit: number; cursor?: string }): Promise<Page<string>> {
  const page = await queryPage<Item>({
    partition: `USER#${options.userId}`,
    beginsWith: BLOCKS_PREFIX,
    newestFirst: false,
    limit: options.limit,
    cursor: options.cursor,
  });
  return mapPage(page, (item) => String(item.blockedId));
}

// ------------------------------------------------------------------------------------------------ writes

const absent = (key: Key): TransactItem => ({ ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_not_exists(PK)' } });

/** Adds to a person's counters; creates the counters item on first use. */
function addCounts(userId: string, change: { followerCount?: number; followingCount?: number }): TransactItem {
  const names = Object.keys(change).filter((name) => change[name as keyof typeof change]);
  return {
    Update: {
      TableName: tableName(),
      Key: followCountsKey(userId),
      UpdateExpression: `ADD ${names.map((name) => `${name} :${name}`).join(', ')} SET entity = :entity`,
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, change[name as keyof typeof change]])),
        ':entity': 'FollowCounts',
      },
    },
  };
}

/** The stored item of a follow edge (also used to seed benchmarks with exactly the shape this module writes). */
export function followEdgeItem(followerId: string, followeeId: string, createdAt: string) {
  return { ...followEdgeKey(followerId, followeeId), ...followersIndexKey(followeeId, createdAt, followerId), entity: 'Follow', followerId, followeeId, createdAt };
}

/** The stored counters of a person, for seeding benchmarks (requests only ever ADD to them). */
export function followCountsItem(userId: string, counts: { followerCount: number; followingCount: number }) {
  return { ...followCountsKey(userId), entity: 'FollowCounts', ...counts };
}

/** Put the edge, count it on both sides: only if it is new and no block exists either way. */
function putEdge(followerId: string, followeeId: string, createdAt: string): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: followEdgeItem(followerId, followeeId, createdAt), ConditionExpression: 'attribute_not_exists(PK)' } },
    addCounts(followerId, { followingCount: 1 }),
    addCounts(followeeId, { followerCount: 1 }),
  ];
}

const noBlocks = (a: string, b: string): TransactItem[] => [absent(blockKey(a, b)), absent(blockKey(b, a))];

/**
 * For other domains' transactions (a message, a conversation shown again): two condition checks that fail when a
 * block stands between the two people, either way, at the moment the transaction commits.
 */
export const noBlockEitherWay = (options: { userIds: readonly [string, string] }): TransactItem[] => noBlocks(...options.userIds);

export type FollowWrite = 'created' | 'exists' | 'blocked';

/** Pattern 13: the edge, both counters and the block checks in one transaction; a pending request is dropped with it. */
export async function writeFollow(options: { followerId: string; followeeId: string; now: Date }): Promise<FollowWrite> {
  const { followerId, followeeId } = options;
  const failed = await transactConditions([
    ...putEdge(followerId, followeeId, options.now.toISOString()),
    ...noBlocks(followerId, followeeId),
    { Delete: { TableName: tableName(), Key: followRequestKey(followeeId, followerId) } },
  ]);
  if (failed === undefined) return 'created';
  return failed === 0 ? 'exists' : 'blocked';
}

/** Pattern 13: deletes the edge and uncounts it, only if it exists. Answers whether it existed. */
export async function writeUnfollow(options: { followerId: string; followeeId: string }): Promise<boolean> {
  const { followerId, followeeId } = options;
  const failed = await transactConditions([
    { Delete: { TableName: tableName(), Key: followEdgeKey(followerId, followeeId), ConditionExpression: 'attribute_exists(PK)' } },
    addCounts(followerId, { followingCount: -1 }),
    addCounts(followeeId, { followerCount: -1 }),
  ]);
  return failed === undefined;
}

export type RequestWrite = 'created' | 'exists' | 'following' | 'blocked';

/** Pattern 15a: a pending request to a private account, unless one exists, the requester follows already, or a block exists. */
export async function writeFollowRequest(options: { requesterId: string; targetId: string; now: Date }): Promise<RequestWrite> {
  const { requesterId, targetId } = options;
  const requestedAt = options.now.toISOString();
  const failed = await transactConditions([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...followRequestKey(targetId, requesterId),
          ...followRequestsIndexKey(targetId, requestedAt, requesterId),
          ...sentRequestsIndexKey(requesterId, requestedAt, targetId),
          entity: 'FollowRequest',
          requesterId,
          targetId,
          requestedAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    absent(followEdgeKey(requesterId, targetId)),
    ...noBlocks(requesterId, targetId),
  ]);
  if (failed === undefined) return 'created';
  return (['exists', 'following'] as const)[failed] ?? 'blocked';
}

export type AcceptWrite = 'accepted' | 'no-request' | 'following';

/** Pattern 15b: the request becomes an edge (deleted, put and counted in one transaction). */
export async function writeAcceptRequest(options: { targetId: string; requesterId: string; now: Date }): Promise<AcceptWrite> {
  const { targetId, requesterId } = options;
  const failed = await transactConditions([
    { Delete: { TableName: tableName(), Key: followRequestKey(targetId, requesterId), ConditionExpression: 'attribute_exists(PK)' } },
    ...putEdge(requesterId, targetId, options.now.toISOString()),
  ]);
  if (failed === undefined) return 'accepted';
  return failed === 0 ? 'no-request' : 'following';
}

/** Deletes a pending request; answers whether there was one. */
export async function deleteFollowRequest(options: { targetId: string; requesterId: string }): Promise<boolean> {
  const { Attributes } = await db.send(
    new DeleteCommand({ TableName: tableName(), Key: followRequestKey(options.targetId, options.requesterId), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
}

/**
 * Pattern 15d: the block, the follows both ways (each deleted and uncounted if it was read, else checked to be
 * still absent) and the pending requests both ways, in one transaction. A change since `read` fails a condition:
 * StaleWrite, read again.
 */
export async function writeBlock(options: { blockerId: string; blockedId: string; read: PairState; now: Date }): Promise<void> {
  const { blockerId, blockedId, read } = options;
  const edge = (followerId: string, followeeId: string, exists: boolean): TransactItem =>
    exists
      ? { Delete: { TableName: tableName(), Key: followEdgeKey(followerId, followeeId), ConditionExpression: 'attribute_exists(PK)' } }
      : absent(followEdgeKey(followerId, followeeId));
  const out = read.following ? 1 : 0;
  const into = read.followedBy ? 1 : 0;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...blockKey(blockerId, blockedId),
          ...blockedByIndexKey(blockedId, options.now.toISOString(), blockerId),
          entity: 'Block',
          blockerId,
          blockedId,
          blockedAt: options.now.toISOString(),
        },
      },
    },
    edge(blockerId, blockedId, read.following),
    edge(blockedId, blockerId, read.followedBy),
    { Delete: { TableName: tableName(), Key: followRequestKey(blockedId, blockerId) } },
    { Delete: { TableName: tableName(), Key: followRequestKey(blockerId, blockedId) } },
  ];
  if (out || into) {
    items.push(addCounts(blockerId, { followingCount: -out, followerCount: -into }));
    items.push(addCounts(blockedId, { followerCount: -out, followingCount: -into }));
  }
  if ((await transactConditions(items)) !== undefined) throw new StaleWrite();
}

export async function deleteBlock(options: { blockerId: string; blockedId: string }): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: blockKey(options.blockerId, options.blockedId) }));
}
