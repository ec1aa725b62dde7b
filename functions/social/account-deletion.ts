/**
 * What the social domain keeps of a person, removed when the account is deleted: their posts (with everyone's likes
 * and comments on them, their photos, and the entries the fan-out put in followers' feeds), their likes and comments
 * on other people's posts (each uncounted on the post, its kept latest comments recomputed), what they hid, their
 * own feed and their place in the large-accounts registry. Must run before the follows domain's steps: the feed
 * entries are found through the followers.
 */
import { listFollowerIds } from '../follows/index';
import type { DeletionStep } from '../lib/account-deletion';
import { authorPostsPartition, commentsByUserPartition, feedEntryKey, feedPartition, hiddenItemKey, largeAccountKey, likesByUserPartition } from './keys';
import { deleteItems, partitionDeletionStep, queryPartitionPage, type StoredItem } from '../lib/db/sweep';
import { StaleWrite } from '../lib/db/transact';
import { deleteMedia } from '../lib/media';
import { FEED_ENTRY_TTL_DAYS, LATEST_COMMENTS_KEPT, type CommentRecord } from './records';
import { deletePostItem, deletePostPartition, findPosts, listNewestComments, writeCommentDeletion, writeLikeChange } from './repository';

const POSTS_PER_BATCH = 10;
/** The fan-out copies a followee's newest posts into a new follower's feed (copyRecentPosts), whatever their age. */
const NEWEST_POSTS_COPIED = 10;
/** Followers whose feeds are cleaned: above the fan-out limit the author's posts were pulled, never fanned out. */
const MAX_FOLLOWER_PAGES = 5;
const COMMENT_ATTEMPTS = 8;
const REACTIONS_PER_BATCH = 25;

async function followerIdsOf(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_FOLLOWER_PAGES; page++) {
    const result = await listFollowerIds({ userId, cursor });
    ids.push(...result.items);
    cursor = result.cursor;
    if (!cursor) break;
  }
  return ids;
}

const postsStep: DeletionStep = {
  name: 'social.posts',
  async run({ userId, cursor }) {
    const { items } = await queryPartitionPage({ index: 'GSI1', partition: authorPostsPartition(userId), limit: POSTS_PER_BATCH, newestFirst: true });
    if (items.length === 0) return {};
    const recentSince = new Date(Date.now() - FEED_ENTRY_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const firstBatch = cursor === undefined;
    const inFeeds = items.filter((post, index) => (firstBatch && index < NEWEST_POSTS_COPIED) || String(post.createdAt) >= recentSince);
    const followers = inFeeds.length > 0 ? await followerIdsOf(userId) : [];
    await deleteItems(
      inFeeds.flatMap((post) => [userId, ...followers].map((readerId) => feedEntryKey(readerId, String(post.createdAt), String(post.id)) as StoredItem)),
    );
    for (const post of items) {
      const postId = String(post.id);
      await deletePostPartition({ postId });
      for (const url of (post.mediaUrls as string[] | undefined) ?? []) await deleteMedia(url);
      await deletePostItem({ postId, authorId: userId });
    }
    return { cursor: 'more' };
  },
};

async function unlike(like: StoredItem): Promise<void> {
  try {
    const written = await writeLikeChange({ postId: String(like.postId), userId: String(like.userId), like: false, now: new Date() });
    if (written === 'no-post') await deleteItems([like]);
  } catch (error) {
    // The like is already gone (a replay): nothing to uncount.
    if (!(error instanceof StaleWrite)) throw error;
  }
}

async function removeComment(comment: StoredItem): Promise<void> {
  const { postId, id: commentId } = comment as unknown as CommentRecord;
  for (let attempt = 0; attempt < COMMENT_ATTEMPTS; attempt++) {
    const post = (await findPosts({ postIds: [postId] })).get(postId);
    if (!post) return deleteItems([comment]);
    const kept = post.latestComments ?? [];
    const latest = kept.some((keptComment) => keptComment.id === commentId)
      ? (await listNewestComments({ postId, limit: LATEST_COMMENTS_KEPT + 1 })).filter((newest) => newest.id !== commentId).slice(-LATEST_COMMENTS_KEPT)
      : kept;
    try {
      return await writeCommentDeletion({ post, commentId, latest });
    } catch (error) {
      if (!(error instanceof StaleWrite)) throw error;
    }
  }
  throw new StaleWrite();
}

/** A page of the person's likes or comments (GSI1), each removed by `remove`; run until none is listed. */
function ownReactionsStep(name: string, partitionOf: (userId: string) => string, remove: (item: StoredItem) => Promise<void>): DeletionStep {
  return {
    name,
    async run({ userId }) {
      const { items } = await queryPartitionPage({ index: 'GSI1', partition: partitionOf(userId), limit: REACTIONS_PER_BATCH });
      for (const item of items) await remove(item);
      return items.length > 0 ? { cursor: 'more' } : {};
    },
  };
}

export const socialDeletionSteps = (): DeletionStep[] => [
  postsStep,
  ownReactionsStep('social.likes', likesByUserPartition, unlike),
  ownReactionsStep('social.comments', commentsByUserPartition, removeComment),
  partitionDeletionStep({ name: 'social.hidden-items', partitionOf: (userId) => hiddenItemKey(userId, '').PK, beginsWith: hiddenItemKey('', '').SK }),
  partitionDeletionStep({ name: 'social.own-feed', partitionOf: feedPartition }),
  {
    name: 'social.large-account-entry',
    async run({ userId }) {
      await deleteItems([largeAccountKey(userId)]);
      return {};
    },
  },
];
