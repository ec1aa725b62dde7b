/**
 * Comments (spec 001 sections 3, 5 and 7 'Social'): a comment, the post's count and the few latest comments the post
 * keeps change together; the comment's author or the post's author may delete it; comments by people blocked either
 * way with the viewer, or reported by the viewer, are left out of what the viewer reads.
 */
import type { Comment } from '../../shared/api-types';
import { findUserSummaries } from '../users/index';
import { Forbidden, NotFound } from '../lib/errors';
import { isTimeOrderedId, timeOrderedId } from '../lib/ids';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import type { Page } from '../lib/pagination';
import { commentNotice, notifyPostAuthor, withdrawCommentNotice } from './notify';
import { blockedAmong } from './present';
import { LATEST_COMMENTS_KEPT, postAuthorOf, toComment, withNewComment, type CommentRecord, type PostRecord, type StoredComment } from './records';
import { findComment, findViewerMarks, listComments, listNewestComments, writeComment, writeCommentDeletion } from './repository';
import { retryOnConflict } from './retries';
import { findPostAsViewer, POST_NOT_FOUND, requireVisiblePost } from './visibility';
import { COMMENT_LIMIT } from './write-limits';

export const COMMENT_NOT_FOUND = 'Comment not found';
const USER_NOT_FOUND = 'User not found';

/**
 * Runs `write` with the post as read by requireVisiblePost first, and as read again (consistently) after each
 * lost race: the post's version guards every change of its comments.
 */
function withFreshPost<T>(viewerId: string, first: PostRecord, write: (post: PostRecord) => Promise<T>): Promise<T> {
  let post: PostRecord | undefined = first;
  return retryOnConflict(async () => {
    const current = post ?? (await findPostAsViewer(viewerId, first.id))?.post;
    post = undefined;
    if (!current) throw new NotFound(POST_NOT_FOUND);
    return write(current);
  });
}

export async function addComment(viewerId: string, postId: string, content: string): Promise<Comment> {
  await enforceWriteLimits(viewerId, [COMMENT_LIMIT]);
  const { post } = await requireVisiblePost(viewerId, postId);
  const now = new Date();
  const comment: CommentRecord = { id: timeOrderedId(now), postId, userId: viewerId, content, createdAt: now.toISOString() };
  const stored: StoredComment = { id: comment.id, userId: viewerId, content, createdAt: comment.createdAt };
  const [summaries] = await Promise.all([
    findUserSummaries({ userIds: [viewerId] }),
    withFreshPost(viewerId, post, (current) => writeComment({ post: current, comment, latest: withNewComment(current.latestComments ?? [], stored) })),
  ]);
  const me = summaries.get(viewerId);
  if (!me) throw new NotFound(USER_NOT_FOUND);
  await notifyPostAuthor({
    authorId: post.userId,
    actorId: viewerId,
    kind: 'comment',
    postId,
    eventId: comment.id,
    write: commentNotice,
  });
  return toComment(stored, postId, postAuthorOf(me));
}

/** A page of a post's comments, oldest first; hidden ones make a page shorter than `limit`. */
export async function listPostComments(viewerId: string, postId: string, query: { limit: number; cursor?: string }): Promise<Page<Comment>> {
  await requireVisiblePost(viewerId, postId);
  const page = await listComments({ postId, ...query });
  if (page.items.length === 0) return { items: [], cursor: page.cursor };
  const people = [...new Set(page.items.map((comment) => comment.userId))];
  const [summaries, blocked, marks] = await Promise.all([
    findUserSummaries({ userIds: people }),
    blockedAmong(viewerId, people),
    findViewerMarks({ viewerId, postIds: [], itemIds: page.items.map((comment) => comment.id) }),
  ]);
  const items = page.items.flatMap((comment) => {
    const author = summaries.get(comment.userId);
    if (!author || blocked.has(comment.userId) || marks.hidden.has(comment.id)) return [];
    return [toComment(comment, postId, postAuthorOf(author))];
  });
  return { items, cursor: page.cursor };
}

/** The comment of a post the viewer may see; 404 otherwise. */
export async function requireComment(postId: string, commentId: string): Promise<CommentRecord> {
  const comment = isTimeOrderedId(commentId) ? await findComment({ postId, commentId }) : undefined;
  if (!comment) throw new NotFound(COMMENT_NOT_FOUND);
  return comment;
}

/**
 * The comment's author or the post's author deletes it; the post's kept latest comments are read again when it was one.
 * The post's author's notification of it goes too (issue 27).
 */
export async function deleteComment(viewerId: string, postId: string, commentId: string): Promise<void> {
  const { post } = await requireVisiblePost(viewerId, postId);
  const deleted = await withFreshPost(viewerId, post, async (current) => {
    const comment = await requireComment(postId, commentId);
    if (comment.userId !== viewerId && current.userId !== viewerId) throw new Forbidden('You can only delete your own comments');
    const kept = current.latestComments ?? [];
    const latest = kept.some((keptComment) => keptComment.id === commentId)
      ? (await listNewestComments({ postId, limit: LATEST_COMMENTS_KEPT + 1 })).filter((newest) => newest.id !== commentId).slice(-LATEST_COMMENTS_KEPT)
      : kept;
    await writeCommentDeletion({ post: current, commentId, latest });
    return comment;
  });
  await withdrawCommentNotice({ authorId: post.userId, actorId: deleted.userId, postId, commentId });
}
