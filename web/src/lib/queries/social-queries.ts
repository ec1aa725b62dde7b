import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FeedPage } from '../../../../shared/api-types';
import { FEED_PAGE_SIZE, type FeedFilter } from '../../../../shared/schemas/social';
import { call, callPage } from '../api';
import { socialKeys } from './social-keys';

const COMMENTS_PAGE_SIZE = 50;

/** GET /api/social-posts?filter=&limit=20&cursor= (spec 001 sections 4 and 7). */
export function feedQueryOptions(filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: socialKeys.feed(filter),
    queryFn: ({ pageParam, signal }) => call('GET /api/social-posts', { query: { filter, limit: FEED_PAGE_SIZE, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page: FeedPage) => (page.hasMore && page.nextCursor ? page.nextCursor : undefined),
  });
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
        query: { limit: FEED_PAGE_SIZE, cursor: pageParam || undefined },
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
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/posts/{id}/comments', { params: { id: postId }, query: { limit: COMMENTS_PAGE_SIZE, cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
