import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useAuth } from '../../../lib/auth/auth-context';
import { iconButton } from './icon-button';
import { MarkAllReadButton, NotificationsList } from './notifications-panel';

/**
 * The notifications panel, a modal at most 75% of the viewport high. Loaded on the first tap on the bell (Radix Dialog
 * and the list are not part of every screen's header, issue 14); focus goes back to the bell when it closes.
 */
export default function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useAuth();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[75dvh] w-full max-w-md flex-col rounded-t-2xl bg-white dark:border-t dark:border-slate-700 pb-[env(safe-area-inset-bottom)] shadow-xl outline-none"
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
