import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Bell, X } from 'lucide-react';
import { useAuth } from '../../auth';
import { unreadCountQueryOptions } from '../api/notification-queries';
import { unreadBadgeLabel } from '../lib/unread-badge';
import { MarkAllReadButton, NotificationsList } from './notifications-panel';

const iconButton =
  'relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * The header bell with the unread badge (red, the count, '9+' above 9, hidden at 0), polling the
 * unread count every 30 s; it opens the notifications panel, a modal at most 75% of the viewport high.
 */
export function NotificationsButton() {
  const { user } = useAuth();
  const { data } = useQuery({ ...unreadCountQueryOptions(), enabled: Boolean(user) });
  const badge = unreadBadgeLabel(data?.count);

  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'} className={iconButton}>
        <Bell className="size-6" aria-hidden />
        {badge && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[75dvh] w-full max-w-md flex-col rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-xl outline-none"
        >
          <header className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
            <Dialog.Title className="text-lg font-semibold">Notifications</Dialog.Title>
            <div className="flex items-center gap-1">
              {user && <MarkAllReadButton userId={user.id} />}
              <Dialog.Close aria-label="Close" className={iconButton}>
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <NotificationsList />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
