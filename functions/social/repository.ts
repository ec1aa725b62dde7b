/**
 * The only module of the social domain's request path that talks to DynamoDB (docs/data-model.md, patterns 16-20).
 *
 * Counters are exact: a like and its count change in one transaction conditioned on the like (not) existing; a
 * comment, the post's `commentCount` and its kept latest comments change in one transaction conditioned on the
 * post's `version`, so concurrent comments retry instead of overwriting each other's latest list.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { tableName } from '../lib/config';
import { batchGetAll, keyIdOf } from '../lib/db/batch-get';
import { deleteAllKeys } from '../lib/db/batch-write';
import { db } from '../lib/db/client';
import {
  COMMENT_PREFIX,
  EXPLORE_SHARDS,
  LARGE_ACCOUNTS_PARTITION,
  authorPostsPartition,
  commentKey,
  explorePartition,
  feedPartition,
  hiddenItemKey,
  likeKey,
  postKey,
} from './keys';
import { queryPage } from '../lib/db/query-page';
import { StaleWrite, stripKeys, transactConditions, type TransactItem } from '../lib/db/transact';
import type { Page } from '../lib/pagination';
import {
  commentItem,
  feedEntryItem,
  hiddenItem,
  likeItem,
  postItem,
  reportItem,
  type CommentRecord,
  type PostRecord,
  type ReportGrounds,
  type ReportedItem,
  type StoredComment,
} from './records';

type Key = { PK: string; SK: string };
type Item = Record<string, unknown>;

/** Every item of these keys that exists, by key id. */
async function getItems(keys: readonly Key[], options: { consistent?: boolean; projection?: string } = {}): Promise<Map<string, Item>> {
  const items = await batchGetAll({
    client: db,
    tableName: tableName(),
    keys,
    consistentRead: options.consistent,
    projection: { ProjectionExpression: options.projection },
  });
  return new Map(items.map((item) => [keyIdOf(item), item]));
}

const toPost = (item: Item) => stripKeys<PostRecord>(item);

// ------------------------------------------------------------------------------------------------ posts

/** A post as the viewer meets it (one consistent BatchGet): the post, whether they hid it, whether they like it. */
export async function findPostForViewer(options: { postId: string; viewerId: string }): Promise<{ post?: PostRecord; hidden: boolean; liked: boolean }> {
  const { postId, viewerId } = options;
  const keys = [postKey(postId), hiddenItemKey(viewerId, postId), likeKey(postId, viewerId)];
  const found = await getItems(keys, { consistent: true });
  const post = found.get(keyIdOf(keys[0]!));
  return { post: post ? toPost(post) : undefined, hidden: found.has(keyIdOf(keys[1]!)), liked: found.has(keyIdOf(keys[2]!)) };
}

/** These posts by id (BatchGet, 100 a request); missing ones are absent. */
export async function findPosts(options: { postIds: readonly string[] }): Promise<Map<string, PostRecord>> {
  const found = await getItems(options.postIds.map(postKey));
  return new Map([...found.values()].map((item) => [String(item.id), toPost(item)]));
}

/** Which of these posts the viewer likes, and which of these posts and comments they hid (BatchGet, 100 keys a request). */
export async function findViewerMarks(options: { viewerId: string; postIds: readonly string[]; itemIds: readonly string[] }): Promise<{ liked: Set<string>; hidden: Set<string> }> {
  const { viewerId, postIds, itemIds } = options;
  const likeKeys = postIds.map((postId) => likeKey(postId, viewerId));
  const hiddenKeys = itemIds.map((itemId) => hiddenItemKey(viewerId, itemId));
  const found = await getItems([...likeKeys, ...hiddenKeys], { projection: 'PK, SK' });
  return {
    liked: new Set(postIds.filter((_, index) => found.has(keyIdOf(likeKeys[index]!)))),
    hidden: new Set(itemIds.filter((_, index) => found.has(keyIdOf(hiddenKeys[index]!)))),
  };
}

/** Pattern 16a: the post and its author's own feed entry, in one transaction. */
export async function writeNewPost(options: { post: PostRecord; inExplore: boolean }): Promise<void> {
  const { post } = options;
  await db.send(
    new TransactWriteCommand({
      ClientRequestToken: randomUUID(),
      TransactItems: [
        { Put: { TableName: tableName(), Item: postItem(post, options), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: tableName(), Item: feedEntryItem({ readerId: post.userId, postId: post.id, authorId: post.userId, createdAt: post.createdAt }) } },
      ],
    }),
  );
}

/** The author's new text; undefined when the post is gone or is not theirs. */
export async function writePostContent(options: { postId: string; authorId: string; content: string; updatedAt: string }): Promise<PostRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: postKey(options.postId),
        UpdateExpression: 'SET content = :content, updatedAt = :updatedAt',
        ConditionExpression: 'attribute_exists(PK) AND userId = :authorId',
        ExpressionAttributeValues: { ':content': options.content, ':updatedAt': options.updatedAt, ':authorId': options.authorId },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toPost(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Deletes the post item if it is the author's; answers it, or undefined when there was none of theirs. */
export async function deletePostItem(options: { postId: string; authorId: string }): Promise<PostRecord | undefined> {
  try {
    const { Attributes } = await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: postKey(options.postId),
        ConditionExpression: 'userId = :authorId',
        ExpressionAttributeValues: { ':authorId': options.authorId },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? toPost(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Deletes what is left in a deleted post's partition (likes, comments): a page of keys at a time, batch-deleted. */
export async function deletePostPartition(options: { postId: string }): Promise<void> {
  let start: Item | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': postKey(options.postId).PK },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: start,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ PK: item.PK, SK: item.SK }));
    if (keys.length) await deleteAllKeys({ client: db, tableName: tableName(), keys });
    start = page.LastEvaluatedKey;
  } while (start);
}

// ------------------------------------------------------------------------------------------------ likes

export type LikeWrite = 'written' | 'no-post';

/**
 * Pattern 19: Put the like (only if new) and ADD 1, or Delete it (only if there) and ADD -1, in one transaction
 * conditioned on the post existing. A like that changed since it was read is `StaleWrite`.
 */
export async function writeLikeChange(options: { postId: string; userId: string; like: boolean; now: Date }): Promise<LikeWrite> {
  const { postId, userId, like } = options;
  const likeChange: TransactItem = like
    ? { Put: { TableName: tableName(), Item: likeItem(postId, userId, options.now.toISOString()), ConditionExpression: 'attribute_not_exists(PK)' } }
    : { Delete: { TableName: tableName(), Key: likeKey(postId, userId), ConditionExpression: 'attribute_exists(PK)' } };
  const failed = await transactConditions([
    likeChange,
    {
      Update: {
        TableName: tableName(),
        Key: postKey(postId),
        UpdateExpression: 'ADD likes :change',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':change': like ? 1 : -1 },
      },
    },
  ]);
  if (failed === undefined) return 'written';
  if (failed === 0) throw new StaleWrite();
  return 'no-post';
}

/** The post's like count now (one consistent, projected GetItem); undefined when the post is gone. */
export async function findLikeCount(options: { postId: string }): Promise<number | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: postKey(options.postId), ConsistentRead: true, ProjectionExpression: 'likes' }));
  return Item ? Number(Item.likes ?? 0) : undefined;
}

// --------------------------------------------------------------------------------------------- comments

/** Keeps the post's comment count and latest comments, only if the post is still at the version read. */
const updateKeptComments = (post: PostRecord, change: { count: 1 | -1; latest: StoredComment[] }): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: postKey(post.id),
    UpdateExpression: 'SET commentCount = commentCount + :change, latestComments = :latest, version = :next',
    ConditionExpression: 'version = :read',
    ExpressionAttributeValues: { ':change': change.count, ':latest': change.latest, ':next': post.version + 1, ':read': post.version },
  },
});

/** Pattern 20a: the comment and the post's count and kept latest comments; a post changed since `post` was read is `StaleWrite`. */
export async function writeComment(options: { post: PostRecord; comment: CommentRecord; latest: StoredComment[] }): Promise<void> {
  const failed = await transactConditions([
    { Put: { TableName: tableName(), Item: commentItem(options.comment), ConditionExpression: 'attribute_not_exists(PK)' } },
    updateKeptComments(options.post, { count: 1, latest: options.latest }),
  ]);
  if (failed !== undefined) throw new StaleWrite();
}

/** Pattern 20c: deletes the comment and uncounts it; the comment or the post changed since they were read is `StaleWrite`. */
export async function writeCommentDeletion(options: { post: PostRecord; commentId: string; latest: StoredComment[] }): Promise<void> {
  const failed = await transactConditions([
    { Delete: { TableName: tableName(), Key: commentKey(options.post.id, options.commentId), ConditionExpression: 'attribute_exists(PK)' } },
    updateKeptComments(options.post, { count: -1, latest: options.latest }),
  ]);
  if (failed !== undefined) throw new StaleWrite();
}

export async function findComment(options: { postId: string; commentId: string }): Promise<CommentRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: commentKey(options.postId, options.commentId), ConsistentRead: true }));
  return Item ? stripKeys<CommentRecord>(Item) : undefined;
}

/** Pattern 20b: a post's comments, oldest first, `limit + 1` read so the last page has no cursor. */
export function listComments(options: { postId: string; limit: number; cursor?: string }): Promise<Page<CommentRecord>> {
  return queryPage({ partition: postKey(options.postId).PK, beginsWith: COMMENT_PREFIX, newestFirst: false, limit: options.limit, cursor: options.cursor });
}

/** A post's newest comments, oldest first (one consistent Query, newest first, `limit` items). */
export async function listNewestComments(options: { postId: string; limit: number }): Promise<StoredComment[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': postKey(options.postId).PK, ':prefix': COMMENT_PREFIX },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: options.limit,
    }),
  );
  return (result.Items ?? []).reverse().map((item) => ({ id: String(item.id), userId: String(item.userId), content: String(item.content), createdAt: String(item.createdAt) }));
}

// -------------------------------------------------------------------------------------------- reports

/** The reporter's hidden marker and the operator's report, in one transaction. */
export async function writeReport(options: { reporterId: string; authorId: string; item: ReportedItem; content: string; grounds: ReportGrounds; now: Date }): Promise<void> {
  const { reporterId, item } = options;
  const createdAt = options.now.toISOString();
  const itemId = item.itemType === 'post' ? item.postId : item.commentId;
  await db.send(
    new TransactWriteCommand({
      ClientRequestToken: randomUUID(),
      TransactItems: [
        { Put: { TableName: tableName(), Item: hiddenItem(reporterId, itemId, item, createdAt) } },
        {
          Put: {
            TableName: tableName(),
            Item: reportItem({ reportId: randomUUID(), reporterId, authorId: options.authorId, item, content: options.content, grounds: options.grounds, createdAt }),
          },
        },
      ],
    }),
  );
}

// ---------------------------------------------------------------------------------------------- feeds

/** Where a post sits in a feed, without the post. */
export interface FeedPosition {
  postId: string;
  authorId: string;
  /** `<createdAt>#<postId>`: every source sorts by it. */
  position: string;
}

export interface Slice<T> {
  items: T[];
  /** More exist past the items read. */
  truncated: boolean;
}

const beforeCondition = (sortKey: string, before: string | undefined) => (before ? ` AND ${sortKey} < :before` : '');

/** Pattern 16: a reader's feed entries strictly before a position, newest first (one Query). */
export async function queryFeedEntries(options: { readerId: string; before?: string; limit: number }): Promise<Slice<FeedPosition>> {
  const { before, limit } = options;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `PK = :pk${beforeCondition('SK', before)}`,
      ExpressionAttributeValues: { ':pk': feedPartition(options.readerId), ...(before ? { ':before': before } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const items = result.Items ?? [];
  return {
    items: items.map((item) => ({ postId: String(item.postId), authorId: String(item.authorId), position: String(item.SK) })),
    truncated: result.LastEvaluatedKey !== undefined,
  };
}

/** Accounts whose posts are pulled at read time (one Query, at most `limit`). */
export async function listLargeAccountIds(options: { limit: number }): Promise<string[]> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': LARGE_ACCOUNTS_PARTITION },
      ProjectionExpression: 'SK',
      Limit: options.limit,
    }),
  );
  return (result.Items ?? []).map((item) => String(item.SK).replace(/^USER#/, ''));
}

/** Pattern 18: a person's posts strictly before a position, newest first (one Query of GSI1: whole posts). */
export async function queryAuthorPosts(options: { authorId: string; before?: string; limit: number }): Promise<Slice<PostRecord>> {
  const { before, limit } = options;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: `GSI1PK = :pk${beforeCondition('GSI1SK', before)}`,
      ExpressionAttributeValues: { ':pk': authorPostsPartition(options.authorId), ...(before ? { ':before': before } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return { items: (result.Items ?? []).map(toPost), truncated: result.LastEvaluatedKey !== undefined };
}

/** Pattern 17: one hour of the explore index strictly before a position: its shards queried together, newest first. */
export async function queryExploreHour(options: { hour: string; before?: string; limit: number }): Promise<Slice<PostRecord>> {
  const { before, limit } = options;
  const shards = await Promise.all(
    Array.from({ length: EXPLORE_SHARDS }, (_, shard) =>
      db.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'GSI2',
          KeyConditionExpression: `GSI2PK = :pk${beforeCondition('GSI2SK', before)}`,
          ExpressionAttributeValues: { ':pk': explorePartition(options.hour, shard), ...(before ? { ':before': before } : {}) },
          ScanIndexForward: false,
          Limit: limit,
        }),
      ),
    ),
  );
  return {
    items: shards.flatMap((result) => (result.Items ?? []).map(toPost)),
    truncated: shards.some((result) => result.LastEvaluatedKey !== undefined),
  };
}
