import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ConversationSummary, Message } from '../../../../shared/api-types';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_UNREAD_POLL_MS,
  THREAD_PAGE_SIZE,
  THREAD_POLL_MS,
} from '../../../../shared/message-pages';
import { call, callPage } from '../api';
import type { ApiPage } from '../api-client';
import { messageKeys } from './message-keys';

/** Polls while the query last succeeded; a failed one (404, offline) waits for a retry instead of hammering. */
const pollUnlessFailed = (intervalMs: number) => (query: { state: { status: string } }) => (query.state.status === 'error' ? false : intervalMs);

/**
 * GET /api/messages page by page: one summary per conversation, newest first (x-next-cursor for more). Read again
 * whenever the list opens and every THREAD_POLL_MS while it is open, never in the background.
 */
export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam, signal }) =>
      // The route answers conversations, or one conversation's messages with withUserId: the contract cannot tell which.
      callPage('GET /api/messages', { query: { limit: CONVERSATIONS_PAGE_SIZE, cursor: pageParam || undefined }, signal }) as Promise<ApiPage<ConversationSummary>>,
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchInterval: pollUnlessFailed(THREAD_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

/**
 * GET /api/messages?withUserId={id}: the first page is the newest THREAD_PAGE_SIZE messages, oldest first; each next
 * page (x-next-cursor) reaches older ones. Reading the first page marks the conversation read on the server. Polled
 * every THREAD_POLL_MS while the thread is open (each poll reads the loaded pages again), never in the background.
 */
export function threadQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ pageParam, signal }) =>
      callPage('GET /api/messages', { query: { withUserId: userId, limit: THREAD_PAGE_SIZE, cursor: pageParam || undefined }, signal }) as Promise<ApiPage<Message>>,
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchInterval: pollUnlessFailed(THREAD_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

/**
 * GET /api/messages/unread-count: how many conversations hold unread messages, for the header's Messages button and
 * the Social tab. Polled every MESSAGES_UNREAD_POLL_MS, paused while the tab is hidden; invalidated after a thread is
 * read or a message sent.
 */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadCount(),
    queryFn: ({ signal }) => call('GET /api/messages/unread-count', { signal }),
    refetchInterval: MESSAGES_UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
