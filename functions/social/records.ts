/**
 * The social domain's stored items (docs/data-model.md, "Social post" … "Report") and the pure step from a stored
 * post to the SocialPost every endpoint answers.
 */
import type { Comment, PostAuthor, SharedWorkout, SocialPost, UserSummary } from '../../shared/api-types';
import type { ReportReason } from '../../shared/schemas/social';
import {
  authorPostsIndexKey,
  commentKey,
  commentsByUserIndexKey,
  EXPLORE_SHARDS,
  exploreIndexKey,
  feedEntryKey,
  hiddenItemKey,
  likeKey,
  likesByUserIndexKey,
  postKey,
  reportKey,
} from './keys';

/** A post keeps its newest comments (oldest first) so a feed page needs no comment reads. */
export const LATEST_COMMENTS_KEPT = 3;
/** Feed entries expire (TTL): a following feed reaches back 30 days of fanned-out posts. */
export const FEED_ENTRY_TTL_DAYS = 30;

export interface StoredComment {
  id: string;
  userId: string;
  content: string;
  createdAt: string;
}

export interface PostRecord {
  id: string;
  userId: string;
  content: string;
  mediaUrls: string[];
  workout: SharedWorkout | null;
  createdAt: string;
  updatedAt: string | null;
  likes: number;
  commentCount: number;
  latestComments: StoredComment[];
  /** Bumped by every change of the comments it keeps, which is conditioned on the version read. */
  version: number;
}

export interface CommentRecord extends StoredComment {
  postId: string;
}

/** Where a post sits in a feed: feed entries, author posts and explore entries all sort by it, newest last. */
export const feedPosition = (post: { createdAt: string; id: string }) => `${post.createdAt}#${post.id}`;

/** The explore partition hour of a moment: 'YYYY-MM-DDTHH'. */
export const hourOf = (isoTime: string) => isoTime.slice(0, 13);

/** A post's explore shard, from its id: spread evenly, and the same on every write of the item. */
export function exploreShardOf(postId: string): number {
  let hash = 0;
  for (const character of postId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % EXPLORE_SHARDS;
}

/** The stored post: in its author's posts (GSI1) always, in explore (GSI2) only when the author is public now. */
/** A post as it is first stored: no edits, likes or comments yet. */
export function newPostRecord(fields: Pick<PostRecord, 'id' | 'userId' | 'content' | 'createdAt'> & Partial<Pick<PostRecord, 'mediaUrls' | 'workout'>>): PostRecord {
  return { mediaUrls: [], workout: null, updatedAt: null, likes: 0, commentCount: 0, latestComments: [], version: 0, ...fields };
}

export function postItem(post: PostRecord, options: { inExplore: boolean }) {
  return {
    ...postKey(post.id),
    ...authorPostsIndexKey(post.userId, post.createdAt, post.id),
    ...(options.inExplore ? exploreIndexKey(hourOf(post.createdAt), exploreShardOf(post.id), post.createdAt, post.id) : {}),
    entity: 'Post',
    ...post,
  };
}

/** A reader's feed entry for a post (the author's own, and each follower's from the fan-out). */
export function feedEntryItem(options: { readerId: string; postId: string; authorId: string; createdAt: string; now?: Date }) {
  const { readerId, postId, authorId, createdAt } = options;
  const now = options.now ?? new Date();
  return {
    ...feedEntryKey(readerId, createdAt, postId),
    entity: 'FeedEntry',
    postId,
    authorId,
    createdAt,
    expiresAt: Math.floor(now.getTime() / 1000) + FEED_ENTRY_TTL_DAYS * 24 * 60 * 60,
  };
}

export const likeItem = (postId: string, userId: string, createdAt: string) => ({
  ...likeKey(postId, userId),
  ...likesByUserIndexKey(userId, createdAt, postId),
  entity: 'Like',
  postId,
  userId,
  createdAt,
});

export const commentItem = (comment: CommentRecord) => ({
  ...commentKey(comment.postId, comment.id),
  ...commentsByUserIndexKey(comment.userId, comment.createdAt, comment.id),
  entity: 'Comment',
  ...comment,
});

export type ReportedItem = { itemType: 'post'; postId: string } | { itemType: 'comment'; postId: string; commentId: string };

export const hiddenItem = (readerId: string, itemId: string, item: ReportedItem, hiddenAt: string) => ({
  ...hiddenItemKey(readerId, itemId),
  entity: 'HiddenItem',
  ...item,
  hiddenAt,
});

/** What the operator reads (docs/operations.md): who reported what, why, and the text as it was then. */
/** Why the reporter reported it: one of the report sheet's reasons and, optionally, their own words. */
export interface ReportGrounds {
  reason: ReportReason;
  details?: string;
}

export function reportItem(options: { reportId: string; reporterId: string; authorId: string; item: ReportedItem; content: string; grounds: ReportGrounds; createdAt: string }) {
  const { reportId, createdAt } = options;
  return {
    ...reportKey(createdAt.slice(0, 7), createdAt, reportId),
    entity: 'Report',
    reportId,
    reporterId: options.reporterId,
    authorId: options.authorId,
    ...options.item,
    content: options.content,
    reason: options.grounds.reason,
    details: options.grounds.details || null,
    createdAt,
  };
}

export const postAuthorOf = (summary: Pick<UserSummary, 'id' | 'displayName' | 'profileImage'>): PostAuthor => ({
  id: summary.id,
  displayName: summary.displayName,
  profileImage: summary.profileImage,
});

export function toComment(comment: StoredComment, postId: string, user: PostAuthor): Comment {
  return { id: comment.id, postId, content: comment.content, createdAt: comment.createdAt, user };
}

/** The answer shape; `comments` are the kept latest ones the viewer may see, with their authors as they are now. */
export function toSocialPost(post: PostRecord, options: { author: PostAuthor; isLiked: boolean; comments: Comment[] }): SocialPost {
  return {
    id: post.id,
    userId: post.userId,
    user: options.author,
    content: post.content,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt ?? null,
    likes: post.likes,
    isLiked: options.isLiked,
    comments: options.comments,
    commentCount: post.commentCount,
    mediaUrls: post.mediaUrls,
    imageUrl: post.mediaUrls[0] ?? null,
    workout: post.workout ?? null,
  };
}

/** The kept latest comments after one is added: the newest three by id (time-ordered), oldest first. */
export const withNewComment = (latest: readonly StoredComment[], comment: StoredComment) =>
  [...latest.filter((kept) => kept.id !== comment.id), comment].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(-LATEST_COMMENTS_KEPT);
