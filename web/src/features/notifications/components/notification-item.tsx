import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../../../shared/api-types';
import { timeAgo } from '../../../../../shared/relative-time';
import { cn } from '../../../lib/cn';
import { messageThreadPath } from '../../../lib/paths';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { userPath } from '../../../lib/paths';
import { useMarkNotificationRead } from '../api/notification-mutations';
import { FriendRequestAnswer } from './friend-request-answer';
import { NotificationIcon } from './notification-icon';

interface NotificationItemProps {
  notification: Notification;
  now: number;
}

/** Notifications about a person (a follower, a requester) link to their profile. */
const aboutAPerson = new Set<Notification['type']>(['follow', 'friend_request']);

/** A notification's link, if it has one: the person's profile, or the thread with a message's sender. */
function linkOf(notification: Notification): { to: string; label: string; remember: boolean } | null {
  if (!notification.actorId) return null;
  if (notification.type === 'message') return { to: messageThreadPath(notification.actorId), label: 'Open conversation', remember: false };
  if (aboutAPerson.has(notification.type)) return { to: userPath(notification.actorId), label: 'View profile', remember: true };
  return null;
}

/**
 * One notification: icon by type, title, message and '{x} ago'. An unread one is highlighted with
 * a dot and is a button that marks it read; it shows as read from the click on, and back as
 * unread only if the call fails. A follow request carries Accept / Decline while it is pending; a
 * message's notification opens the thread with its sender ('Open conversation').
 */
export function NotificationItem({ notification, now }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const remember = useRememberCurrentRoute();
  const unread = !notification.isRead && !markRead.isPending && !markRead.isSuccess;
  const markThisRead = () => markRead.mutate(notification.id);
  const link = linkOf(notification);
  const requesterId = notification.type === 'friend_request' ? notification.actorId : null;

  const content = (
    <>
      <NotificationIcon type={notification.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm wrap-anywhere text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="text-sm wrap-anywhere text-slate-600">{notification.message}</span>
        <time dateTime={notification.createdAt} className="text-xs text-slate-600">
          {timeAgo(notification.createdAt, now)}
        </time>
      </span>
      <span aria-hidden className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-blue-600' : 'bg-transparent')} />
    </>
  );

  const layout = 'flex w-full min-h-11 items-start gap-3 px-4 py-3 text-left';
  return (
    <li className={cn('border-b border-slate-100 last:border-b-0', unread && 'bg-blue-50')}>
      {unread ? (
        <button
          type="button"
          onClick={markThisRead}
          className={cn(layout, 'hover:bg-blue-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600')}
        >
          {content}
        </button>
      ) : (
        <div className={layout}>{content}</div>
      )}
      {link ? (
        <div className="flex flex-wrap items-center justify-between gap-2 pr-4 pb-3 pl-17">
          <Dialog.Close asChild>
            <Link
              to={link.to}
              onClick={() => {
                if (link.remember) remember();
                if (unread) markThisRead();
              }}
              className="inline-flex min-h-10 items-center rounded-lg text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {link.label}
            </Link>
          </Dialog.Close>
          {requesterId ? <FriendRequestAnswer requesterId={requesterId} onAccepted={() => !notification.isRead && markThisRead()} /> : null}
        </div>
      ) : null}
    </li>
  );
}
