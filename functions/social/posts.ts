/**
 * Posts (spec 001 sections 3, 5 and 7 'Social'; issues 9 and 26): a post's photo is uploaded and processed before
 * the post is written (functions/media) and the post claims it, keeping its '/media/...' URL; a shared workout comes
 * from the sessions domain;
 * only the author edits or deletes, and deleting takes the likes, comments and photo with it.
 */
import type { SocialPost } from '../../shared/api-types';
import type { createPostSchema } from '../../shared/schemas/social';
import type * as z from '../../shared/schemas/zod';
import { findSharedWorkout } from '../sessions/index';
import { findUserSummaries } from '../users/index';
import { Forbidden, NotFound } from '../lib/errors';
import { timeOrderedId } from '../lib/ids';
import { countMetric, log } from '../lib/observability';
import { deleteMedia } from '../lib/media';
import { claimPhoto } from '../media/index';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { presentPosts } from './present';
import { newPostRecord, postAuthorOf, toSocialPost, type PostRecord } from './records';
import { deletePostItem, deletePostPartition, writeNewPost, writePostContent } from './repository';
import { canSeeAuthor, findPostAsViewer, POST_NOT_FOUND, requireVisiblePost } from './visibility';
import { POST_LIMIT } from './write-limits';

const WORKOUT_NOT_FOUND = 'Workout not found';
const USER_NOT_FOUND = 'User not found';

type NewPost = z.output<typeof createPostSchema>;

/** Media of a post that is not (or no longer) written: deleting it may fail, which only leaves an orphan object. */
async function discardMedia(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        await deleteMedia(url);
      } catch (error) {
        log.error('Could not delete a post image', { url, error });
      }
    }),
  );
}

/**
 * Writes the post and the author's own feed entry in one transaction (followers get theirs from the asynchronous
 * fan-out). In explore only when the author is public now.
 */
export async function createPost(userId: string, body: NewPost): Promise<SocialPost> {
  await enforceWriteLimits(userId, [POST_LIMIT]);
  const [summaries, workout] = await Promise.all([
    findUserSummaries({ userIds: [userId] }),
    body.workoutSessionId ? findSharedWorkout({ userId, sessionId: body.workoutSessionId }) : Promise.resolve(undefined),
  ]);
  const author = summaries.get(userId);
  if (!author) throw new NotFound(USER_NOT_FOUND);
  if (body.workoutSessionId && !workout) throw new NotFound(WORKOUT_NOT_FOUND);
  const mediaUrls = await Promise.all(
    body.mediaUrls.map((url) => claimPhoto({ userId, url, purpose: 'post' })),
  );
  const now = new Date();
  const post = newPostRecord({ id: timeOrderedId(now), userId, content: body.content, mediaUrls, workout: workout ?? null, createdAt: now.toISOString() });
  try {
    await writeNewPost({ post, inExplore: !author.isPrivate });
  } catch (error) {
    await discardMedia(mediaUrls);
    throw error;
  }
  countMetric('PostsCreated');
  return toSocialPost(post, { author: postAuthorOf(author), isLiked: false, comments: [] });
}

export async function getPost(viewerId: string, postId: string): Promise<SocialPost> {
  const { post } = await requireVisiblePost(viewerId, postId);
  const [shown] = await presentPosts(viewerId, [post], 'checked');
  if (!shown) throw new NotFound(POST_NOT_FOUND);
  return shown;
}

/** Another person's post: 404 when the viewer may not see it (nothing to learn), else 403 with `message`. */
async function requireOwnPost(viewerId: string, postId: string, message: string): Promise<PostRecord> {
  const found = await findPostAsViewer(viewerId, postId);
  if (!found) throw new NotFound(POST_NOT_FOUND);
  if (found.post.userId === viewerId) return found.post;
  if (await canSeeAuthor(viewerId, found.post.userId)) throw new Forbidden(message);
  throw new NotFound(POST_NOT_FOUND);
}

export async function updatePost(viewerId: string, postId: string, content: string): Promise<SocialPost> {
  await requireOwnPost(viewerId, postId, 'You can only edit your own posts');
  const updated = await writePostContent({ postId, authorId: viewerId, content, updatedAt: new Date().toISOString() });
  if (!updated) throw new NotFound(POST_NOT_FOUND);
  const [shown] = await presentPosts(viewerId, [updated], 'checked');
  if (!shown) throw new NotFound(POST_NOT_FOUND);
  return shown;
}

/**
 * The post goes first (readers stop seeing it at once, and likes and comments racing the delete fail their
 * condition on it), then its likes and comments, then its photo. Feed entries pointing at it are skipped by readers
 * and expire.
 */
export async function deletePost(viewerId: string, postId: string): Promise<void> {
  await requireOwnPost(viewerId, postId, 'You can only delete your own posts');
  const deleted = await deletePostItem({ postId, authorId: viewerId });
  if (!deleted) throw new NotFound(POST_NOT_FOUND);
  try {
    await deletePostPartition({ postId });
  } catch (error) {
    log.error("Could not delete a deleted post's likes and comments", { postId, error });
  }
  await discardMedia(deleted.mediaUrls);
}
