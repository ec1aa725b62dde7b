import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { unreadCountQueryOptions } from '../../../lib/queries/notification-queries';
import { unreadBadgeLabel } from '../lib/unread-badge';
import { iconButton } from './icon-button';

const NotificationsDialog = lazy(() => import('./notifications-dialog'));

/**
 * The header bell with the unread badge (red, the count, '9+' above 9, hidden at 0), polling the
 * unread count every 30 s; it opens the notifications panel (notifications-dialog, loaded on the first tap).
 */
export function NotificationsButton() {
  const { user } = useAuth();
  const { data } = useQuery({ ...unreadCountQueryOptions(), enabled: Boolean(user) });
  const badge = unreadBadgeLabel(data?.count);

  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
        className={iconButton}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
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
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
