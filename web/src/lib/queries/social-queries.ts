import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Comment, FeedPage } from '../../../../shared/api-types';
import { FEED_PAGE_SIZE, type FeedFilter } from '../../../../shared/schemas/social';
import { api, callPage } from '../api';
import { socialKeys } from './social-keys';

const segment = encodeURIComponent;
const COMMENTS_PAGE_SIZE = 50;

function pagePath(path: string, params: Record<string, string>, cursor: string): string {
  const query = new URLSearchParams({ ...params, limit: String(FEED_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  return `${path}?${query}`;
}

function postPages(queryKey: readonly unknown[], path: string, params: Record<string, string>) {
  // Each caller passes the key of the very path and filter it reads.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.get<FeedPage>(pagePath(path, params, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (page: FeedPage) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });
}

/** GET /api/social-posts?filter=&limit=20&cursor= (spec 001 sections 4 and 7). */
export function feedQueryOptions(filter: FeedFilter) {
  return postPages(socialKeys.feed(filter), '/api/social-posts', { filter });
}

/**
 * GET /api/social-posts/user/{userId}: a person's posts, newest first. The route answers a list with the next page's
 * cursor in a header (docs/decisions.md 98); the pages are kept in the feed's shape, which every post cache update reads.
 */
export function authorPostsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.byAuthor(userId),
    queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
      const page = await callPage('GET /api/social-posts/user/{userId}', {
        params: { userId },
        query: { limit: FEED_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
      return { posts: page.items, hasMore: page.nextCursor !== null, nextCursor: page.nextCursor };
    },
    initialPageParam: '',
    getNextPageParam: (page: FeedPage) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });
}

/** GET /api/posts/{id}/comments: the whole list, oldest first, a page at a time. */
export function commentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) });
      return api.getPage<Comment>(`/api/posts/${segment(postId)}/comments?${query}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
