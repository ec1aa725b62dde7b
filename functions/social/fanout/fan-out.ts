/**
 * Fan-out on write for the following feed (docs/data-model.md "Feed fan-out"). Every write is a put of an item
 * whose key and attributes follow from the event alone (expiry included), so a replayed event changes nothing.
 */
import { findFollowCounts, listFollowerIds, type FollowChange } from '../../follows/index';
import { feedEntryItem } from '../records';
import { listLatestPosts, registerLargeAccount, writeFeedEntries } from './feed-writes';
import type { NewPost } from './post-record';

/** Above this many followers a post is not copied to each of them; readers pull it (the large-accounts registry). */
export const FANOUT_FOLLOWER_LIMIT = 5_000;
/** A new follower's feed gets this many of the followee's newest posts. */
export const POSTS_COPIED_ON_FOLLOW = 10;
/** Followers read per Query: edge items of about 250 bytes, some 250 KB a page, under a Query's 1 MB. */
const FOLLOWERS_PER_PAGE = 1_000;

export type FanOutResult = { kind: 'fanned-out'; entries: number } | { kind: 'large-account' };

/** Writes a new post into each follower's feed, or registers its author as a large account above the limit. */
export async function fanOutPost(post: NewPost, options: { followerLimit: number }): Promise<FanOutResult> {
  const { followerCount } = await findFollowCounts({ userId: post.authorId });
  if (followerCount > options.followerLimit) {
    await registerLargeAccount(post.authorId);
    return { kind: 'large-account' };
  }
  // Expiry counts from the post's time, not the clock: the same item on every replay.
  const now = new Date(post.createdAt);
  let entries = 0;
  let cursor: string | undefined;
  do {
    const page = await listFollowerIds({ userId: post.authorId, cursor, limit: FOLLOWERS_PER_PAGE });
    await writeFeedEntries(page.items.map((readerId) => feedEntryItem({ readerId, postId: post.postId, authorId: post.authorId, createdAt: post.createdAt, now })));
    entries += page.items.length;
    cursor = page.cursor;
  } while (cursor);
  return { kind: 'fanned-out', entries };
}

/**
 * A new follower gets the followee's newest posts in their feed (they may see them: they follow now). Only posts from
 * before the follow: later ones reach the feed through their own fan-out (or are pulled, for a large account), so a
 * follow record delivered again after new posts copies exactly what its first delivery did.
 */
export async function copyRecentPosts(follow: Pick<FollowChange, 'followerId' | 'followeeId' | 'followedAt'>): Promise<number> {
  const followedAt = Date.parse(follow.followedAt);
  const posts = (await listLatestPosts({ authorId: follow.followeeId, limit: POSTS_COPIED_ON_FOLLOW })).filter(
    (post) => Date.parse(post.createdAt) <= followedAt,
  );
  await writeFeedEntries(
    posts.map((post) =>
      // Expiry counts from when the post reached this feed, the later of the post and the follow: the same item
      // on every replay, and the same one the post's own fan-out writes when the follow came first.
      feedEntryItem({ readerId: follow.followerId, ...post, now: new Date(Math.max(Date.parse(post.createdAt), followedAt)) }),
    ),
  );
  return posts.length;
}
