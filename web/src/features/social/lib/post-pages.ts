import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, FeedPage, SocialPost } from '../../../../../shared/api-types';

/** Cached pages of posts (a feed or a person's posts), as useInfiniteQuery keeps them. */
export type PostPages = InfiniteData<FeedPage>;

export type PostChange = (post: SocialPost) => SocialPost | null;

/** Applies `change` to the post with this id on every page; null removes it. Other pages stay the same objects. */
export function changePost(data: PostPages | undefined, postId: string, change: PostChange): PostPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.posts.some((post) => post.id === postId)) return page;
    changed = true;
    const posts = page.posts.flatMap((post) => {
      if (post.id !== postId) return [post];
      const next = change(post);
      return next ? [next] : [];
    });
    return { ...page, posts };
  });
  return changed ? { ...data, pages } : data;
}

export const toggledLike = (post: SocialPost): SocialPost => ({
  ...post,
  isLiked: !post.isLiked,
  likes: Math.max(0, post.likes + (post.isLiked ? -1 : 1)),
});

/** The latest comments a post carries: at most 3, oldest first (shared design of issue 9). */
export const LATEST_COMMENTS = 3;

export function withComment(post: SocialPost, comment: Comment): SocialPost {
  return { ...post, comments: [...post.comments, comment].slice(-LATEST_COMMENTS), commentCount: post.commentCount + 1 };
}

/** Without a comment; the latest ones are read again from the server afterwards, so an older one can move up. */
export function withoutComment(post: SocialPost, commentId: string): SocialPost {
  const comments = post.comments.filter((comment) => comment.id !== commentId);
  return { ...post, comments, commentCount: Math.max(0, post.commentCount - 1) };
}

/** Every post of the loaded pages, once each (a post can move between pages while new ones arrive). */
export function postsOf(data: PostPages | undefined): SocialPost[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.posts.filter((post) => {
      if (seen.has(post.id)) return false;
      seen.add(post.id);
      return true;
    }),
  );
}
