import type { Notification } from '../../../../../shared/api-types';
import { timeAgo } from '../../../../../shared/relative-time';
import { cn } from '../../../lib/cn';
import { useMarkNotificationRead } from '../api/notification-mutations';
import { NotificationIcon } from './notification-icon';

interface NotificationItemProps {
  notification: Notification;
  now: number;
}

/**
 * One notification: icon by type, title, message and '{x} ago'. An unread one is highlighted with
 * a dot and is a button that marks it read; it shows as read from the click on, and back as
 * unread only if the call fails.
 */
export function NotificationItem({ notification, now }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const unread = !notification.isRead && !markRead.isPending && !markRead.isSuccess;

  const content = (
    <>
      <NotificationIcon type={notification.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm break-words text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="text-sm break-words text-slate-600">{notification.message}</span>
        <time dateTime={notification.createdAt} className="text-xs text-slate-600">
          {timeAgo(notification.createdAt, now)}
        </time>
      </span>
      <span aria-hidden className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-blue-600' : 'bg-transparent')} />
    </>
  );

  const layout = 'flex w-full min-h-11 items-start gap-3 px-4 py-3 text-left';
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      {unread ? (
        <button
          type="button"
          onClick={() => markRead.mutate(notification.id)}
          className={cn(layout, 'bg-blue-50 hover:bg-blue-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600')}
        >
          {content}
        </button>
      ) : (
        <div className={layout}>{content}</div>
      )}
    </li>
  );
}
