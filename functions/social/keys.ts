/**
 * Keys of the social domain: posts, likes, comments, per-reader feed entries, hidden items, reports and the
 * registry of accounts too large to fan out. Layout and reasons: docs/data-model.md.
 */
export const postKey = (postId: string) => ({ PK: `POST#${postId}`, SK: 'POST' });

/** A person's posts, newest first (GSI1). */
export const authorPostsIndexKey = (authorId: string, createdAt: string, postId: string) => ({
  GSI1PK: authorPostsPartition(authorId),
  GSI1SK: `${createdAt}#${postId}`,
});
export const authorPostsPartition = (authorId: string) => `USER#${authorId}#POSTS`;

/**
 * Public accounts' posts for the explore feed (sparse GSI2), spread over a few shards per hour so no partition
 * takes every post write; a page reads the shards of the current hour and walks back.
 */
export const EXPLORE_SHARDS = 4;
export const explorePartition = (hour: string, shard: number) => `EXPLORE#${hour}#${shard}`;
export const exploreIndexKey = (hour: string, shard: number, createdAt: string, postId: string) => ({
  GSI2PK: explorePartition(hour, shard),
  GSI2SK: `${createdAt}#${postId}`,
});

/** One like per person per post, in the post's partition. */
export const likeKey = (postId: string, userId: string) => ({ PK: `POST#${postId}`, SK: `LIKE#${userId}` });

/** Comments in the post's partition, oldest first by their time-ordered id. */
export const commentKey = (postId: string, commentId: string) => ({ PK: `POST#${postId}`, SK: `COMMENT#${commentId}` });
export const COMMENT_PREFIX = 'COMMENT#';

/** A reader's following feed, written by the fan-out (TTL 30 days). */
export const feedEntryKey = (readerId: string, createdAt: string, postId: string) => ({ PK: feedPartition(readerId), SK: `${createdAt}#${postId}` });
export const feedPartition = (readerId: string) => `FEED#${readerId}`;

/** A post or comment the reader reported: hidden from them. */
export const hiddenItemKey = (readerId: string, itemId: string) => ({ PK: `USER#${readerId}`, SK: `HIDDEN#${itemId}` });

/** Reports for the operator, by month (docs/operations.md). */
export const reportKey = (month: string, createdAt: string, reportId: string) => ({ PK: `REPORTS#${month}`, SK: `${createdAt}#${reportId}` });

/** Accounts whose posts are pulled at read time instead of fanned out (more followers than the fan-out limit). */
export const LARGE_ACCOUNTS_PARTITION = 'LARGE_ACCOUNTS';
export const largeAccountKey = (userId: string) => ({ PK: LARGE_ACCOUNTS_PARTITION, SK: `USER#${userId}` });

/** Issue 12: a person's likes and comments on any post (GSI1 of the like and comment items), so deleting the account finds them. */
export const likesByUserPartition = (userId: string) => `USER#${userId}#LIKES`;
export const likesByUserIndexKey = (userId: string, createdAt: string, postId: string) => ({ GSI1PK: likesByUserPartition(userId), GSI1SK: `${createdAt}#${postId}` });
export const commentsByUserPartition = (userId: string) => `USER#${userId}#COMMENTS`;
export const commentsByUserIndexKey = (userId: string, createdAt: string, commentId: string) => ({
  GSI1PK: commentsByUserPartition(userId),
  GSI1SK: `${createdAt}#${commentId}`,
});
