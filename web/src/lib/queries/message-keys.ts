import { CONVERSATIONS_PAGE_SIZE, THREAD_PAGE_SIZE } from '../../../../shared/message-pages';
import { routeQueryKey } from './route-query-key';

/**
 * Query keys of direct messages, from general to specific; each key is also the path it reads (an object part adds
 * no path segment). Invalidating `all` refreshes the conversations, every thread and the unread count together.
 */
export const messageKeys = {
  all: routeQueryKey('GET /api/messages'),
  conversations: () => [...messageKeys.all, { limit: CONVERSATIONS_PAGE_SIZE }] as const,
  thread: (userId: string) => [...messageKeys.all, { withUserId: userId, limit: THREAD_PAGE_SIZE }] as const,
  unreadCount: () => routeQueryKey('GET /api/messages/unread-count'),
};
