import { Dumbbell, Home, PlusSquare, User, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { messagePaths } from '../../lib/paths';
import { useUnreadConversationCount } from '../../features/messages';

// The composer (Radix Dialog, zod through the post schema) is fetched on the first tap on Create, not with home (issue 14).
const CreatePostDialog = lazy(() => import('./create-post-dialog-entry'));

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  isActive: (pathname: string) => boolean;
  /** Marks the tab with a dot and ', unread messages' for screen readers. */
  unreadMessages?: boolean;
}

const startsWithSegment = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const leftItems: NavItem[] = [
  { label: 'Home', to: paths.home, icon: Home, isActive: (pathname) => pathname === paths.home },
  {
    label: 'Workouts',
    to: paths.workouts,
    icon: Dumbbell,
    isActive: (pathname) => [paths.workouts, ...paths.workoutAliases].some((prefix) => startsWithSegment(pathname, prefix)),
  },
];

const rightItems: NavItem[] = [
  // Social is the way into /messages (spec 001: its Back goes to /social), so it carries the unread-messages dot.
  {
    label: 'Social',
    to: paths.social,
    icon: Users,
    isActive: (pathname) => [paths.social, messagePaths.messages].some((prefix) => startsWithSegment(pathname, prefix)),
    unreadMessages: true,
  },
  { label: 'Profile', to: paths.profile, icon: User, isActive: (pathname) => startsWithSegment(pathname, paths.profile) },
];

const itemClasses =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-blue-600';

function NavLinkItem({ item, pathname, unreadMessages }: { item: NavItem; pathname: string; unreadMessages: boolean }) {
  const active = item.isActive(pathname);
  const Icon = item.icon;
  const marked = Boolean(item.unreadMessages) && unreadMessages;
  return (
    <li className="flex flex-1">
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        className={cn(itemClasses, active ? 'text-blue-600' : 'text-slate-500 hover:text-slate-800')}
      >
        <span className="relative">
          <Icon className="size-6" strokeWidth={active ? 2.5 : 2} aria-hidden />
          {marked ? <span data-testid="social-unread-dot" aria-hidden className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-blue-600 ring-2 ring-white" /> : null}
        </span>
        {item.label}
        {marked ? <span className="sr-only">, unread messages</span> : null}
      </Link>
    </li>
  );
}

/** Persistent bottom bar (spec 001): Home, Workouts, Create, Social, Profile. */
export function BottomNav() {
  const { pathname } = useLocation();
  const unreadMessages = useUnreadConversationCount() > 0;
  const [composerOpen, setComposerOpen] = useState(false);
  const [composerWanted, setComposerWanted] = useState(false);

  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-md border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="flex items-stretch px-1 py-1">
        {leftItems.map((item) => (
          <NavLinkItem key={item.label} item={item} pathname={pathname} unreadMessages={unreadMessages} />
        ))}
        <li className="flex flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            className={cn(itemClasses, 'text-slate-500 hover:text-slate-800')}
            onClick={() => {
              setComposerWanted(true);
              setComposerOpen(true);
            }}
          >
            <PlusSquare className="size-6" aria-hidden />
            Create
          </button>
          {composerWanted ? (
            <Suspense fallback={null}>
              <CreatePostDialog open={composerOpen} onOpenChange={setComposerOpen} />
            </Suspense>
          ) : null}
        </li>
        {rightItems.map((item) => (
          <NavLinkItem key={item.label} item={item} pathname={pathname} unreadMessages={unreadMessages} />
        ))}
      </ul>
    </nav>
  );
}
