import { Dumbbell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { MessagesButton } from '../../features/messages';
import { OfflineIndicator } from '../../components/offline/offline-indicator';
import { NotificationsButton } from '../../features/notifications';

/** Shared header (spec 001): product logo, Messages (with its unread badge), the notifications bell and a profile shortcut. */
export function AppHeader() {
  const { user } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="flex h-14 items-center justify-between pr-2 pl-4">
        <Link to={paths.home} className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-slate-900">
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-blue-600 text-white">
            <Dumbbell className="size-5" aria-hidden />
          </span>
          Social Fitness
        </Link>
        <div className="flex items-center gap-1">
          <MessagesButton />
          <NotificationsButton />
          <Link
            to={paths.profile}
            aria-label="Open profile"
            className="inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <Avatar name={user?.displayName ?? ''} imageUrl={user?.profileImage} />
          </Link>
        </div>
      </div>
      <OfflineIndicator />
    </header>
  );
}
