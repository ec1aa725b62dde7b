import type { FeedFilter } from '../../../../shared/schemas/social';
import { routeQueryKey } from './route-query-key';

/** Query keys of the social feed, from general to specific. Every list of posts sits under `lists()`. */
export const socialKeys = {
  all: routeQueryKey('GET /api/social-posts'),
  /** Feeds and people's posts: the caches a changed post is written into. */
  lists: () => [...socialKeys.all, 'lists'] as const,
  feed: (filter: FeedFilter) => [...socialKeys.lists(), 'feed', filter] as const,
  byAuthor: (userId: string) => [...socialKeys.lists(), 'user', userId] as const,
  comments: (postId: string) => [...socialKeys.all, 'post', postId, 'comments'] as const,
};
