import type { LikeResult, SocialPost } from '../../../../../shared/api-types';

export type LikeOverrides = Readonly<Record<string, LikeResult>>;

/** What a profile post shows: the local override while one stands, else the post as the server answered it. */
export function shownLike(post: Pick<SocialPost, 'id' | 'isLiked' | 'likes'>, overrides: LikeOverrides): LikeResult {
  return overrides[post.id] ?? { isLiked: post.isLiked, likes: post.likes };
}

/** A tap: the opposite of what is shown, the count moved with it. */
export function tappedLike(shown: LikeResult): LikeResult {
  return { isLiked: !shown.isLiked, likes: Math.max(0, shown.likes + (shown.isLiked ? -1 : 1)) };
}

export function withoutOverride(overrides: LikeOverrides, postId: string): LikeOverrides {
  const { [postId]: _dropped, ...rest } = overrides;
  return rest;
}
