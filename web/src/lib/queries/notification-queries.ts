import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { UNREAD_POLL_INTERVAL_MS } from '../../../../shared/constants';
import { call, callPage } from '../api';
import { routeQueryKey } from './route-query-key';

/** Notifications per page of the panel (the API's default page size). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Keys from general to specific; each key is also the path it reads (an object part adds no path
 * segment). Invalidating `all` refreshes the list and the unread count together.
 */
export const notificationKeys = {
  all: routeQueryKey('GET /api/notifications'),
  list: () => [...notificationKeys.all, { limit: NOTIFICATIONS_PAGE_SIZE }] as const,
  unreadCount: () => routeQueryKey('GET /api/notifications/unread-count'),
};

/**
 * GET /api/notifications/unread-count, polled every 30 s (spec 001) only while the app is visible (issue 14): the
 * poll pauses while the tab is hidden (refetchIntervalInBackground stays false), and the count is read at once when
 * the app becomes visible again if the last read is older than one poll (stale after one interval; the app's
 * default is never stale and no refetch on focus).
 */
export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => call('GET /api/notifications/unread-count', { signal }),
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * GET /api/notifications page by page, newest first; the next cursor comes from x-next-cursor.
 * Observed only by the open panel, so it loads only while the panel is open (spec 000 section 7),
 * and it is stale at once so every opening shows fresh notifications.
 */
export function notificationsListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => callPage('GET /api/notifications', { query: { limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 0,
  });
}
