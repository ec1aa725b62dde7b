/** Likes (spec 001 section 7 'Social'): one per person per post, toggled, counted exactly however many like at once. */
import type { LikeResult } from '../../shared/api-types';
import { NotFound } from '../lib/errors';
import { enforceWriteLimits } from '../lib/rate-limit/index';
import { notifyPostAuthor } from './notify';
import { findLikeCount, writeLikeChange } from './repository';
import { retryOnConflict } from './retries';
import { findPostAsViewer, POST_NOT_FOUND, requireVisiblePost } from './visibility';
import { LIKE_LIMIT } from './write-limits';

/**
 * Likes the post, or unlikes it when the caller already likes it. The like and the count change in one
 * transaction; the answer's count is read right after it. The author hears of a new like, unless it is theirs.
 */
export async function toggleLike(viewerId: string, postId: string): Promise<LikeResult> {
  await enforceWriteLimits(viewerId, [LIKE_LIMIT]);
  const { post, liked } = await requireVisiblePost(viewerId, postId);
  let likedNow: boolean | undefined = liked;
  const isLiked = await retryOnConflict(async () => {
    // The first attempt decides on the read above; a lost race reads the like again.
    if (likedNow === undefined) {
      const current = await findPostAsViewer(viewerId, postId);
      if (!current) throw new NotFound(POST_NOT_FOUND);
      likedNow = current.liked;
    }
    const like = !likedNow;
    likedNow = undefined;
    const write = await writeLikeChange({ postId, userId: viewerId, like, now: new Date() });
    if (write === 'no-post') throw new NotFound(POST_NOT_FOUND);
    return like;
  });
  const likes = await findLikeCount({ postId });
  if (likes === undefined) throw new NotFound(POST_NOT_FOUND);
  if (isLiked) {
    await notifyPostAuthor({
      authorId: post.userId,
      actorId: viewerId,
      kind: 'like',
      postId,
      write: (name) => ({ type: 'like', title: 'New like', message: `${name} liked your post` }),
    });
  }
  return { isLiked, likes };
}

