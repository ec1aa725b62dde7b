import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMarkAllNotificationsRead } from '../api/notification-mutations';
import { notificationsListQueryOptions, unreadCountQueryOptions } from '../../../lib/queries/notification-queries';
import { useNow } from '../../../lib/use-now';
import { NotificationItem } from './notification-item';

const RELATIVE_TIME_REFRESH_MS = 60_000;

/**
 * The 'Mark all read' button: shown only while something is unread (by the unread count, or an
 * unread item in the loaded pages, whichever is fresher), disabled while it runs.
 */
export function MarkAllReadButton({ userId }: { userId: string }) {
  const { data: unread } = useQuery(unreadCountQueryOptions());
  const { data: list } = useInfiniteQuery(notificationsListQueryOptions());
  const markAll = useMarkAllNotificationsRead(userId);
  const someUnread = (unread?.count ?? 0) > 0 || Boolean(list?.pages.some((page) => page.items.some((item) => !item.isRead)));
  if (!someUnread) return null;
  return (
    <Button variant="ghost" className="px-3 text-sm" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
      {markAll.isPending && <Spinner className="size-4" />}
      Mark all read
    </Button>
  );
}

/**
 * The panel's list (spec 000 section 2). Mounted only while the dialog is open, so the list is
 * loaded only then; 'Load more' reads the next page while the server has one.
 */
export function NotificationsList() {
  const { data, status, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(notificationsListQueryOptions());
  const now = useNow(RELATIVE_TIME_REFRESH_MS);

  if (status === 'pending') {
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-slate-600">
        <Spinner />
        Loading notifications...
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-slate-600">
        <p>Could not load notifications. {error.message}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const notifications = data.pages.flatMap((page) => page.items);
  if (notifications.length === 0) return <p className="px-4 py-10 text-center text-slate-600">No notifications yet</p>;

  return (
    <>
      <ul aria-label="Notifications">
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} />
        ))}
      </ul>
      {hasNextPage && (
        <div className="flex justify-center px-4 py-3">
          <Button variant="secondary" className="w-full" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage && <Spinner className="size-4" />}
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
