import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';

/**
 * The header bell. Notifications arrive in a later issue: no badge yet, and the panel says
 * that notifications are not available instead of pretending there are none.
 */
export function NotificationsButton() {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="Notifications"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Bell className="size-6" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[75dvh] w-full max-w-md flex-col rounded-t-2xl bg-white pb-[max(1rem,env(safe-area-inset-bottom))] shadow-xl outline-none">
          <header className="flex items-center justify-between border-b border-slate-200 py-2 pr-2 pl-4">
            <Dialog.Title className="text-lg font-semibold">Notifications</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </header>
          <Dialog.Description className="px-4 py-8 text-center text-slate-600">Notifications are not available yet.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
