import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { useAuth } from '../../auth';

/**
 * The Create tab's full-screen overlay. Posting arrives with the social feed, so this
 * overlay says so instead of offering a composer that cannot post. `children` is the trigger.
 */
export function CreatePostDialog({ children }: { children: ReactNode }) {
  const { user } = useAuth();

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-white pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] outline-none">
          <div className="mx-auto flex w-full max-w-md flex-1 flex-col">
            <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2">
              <Dialog.Close
                aria-label="Close"
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <X className="size-6" aria-hidden />
              </Dialog.Close>
              <Dialog.Title className="text-lg font-semibold">Create Post</Dialog.Title>
            </header>
            <div className="flex flex-col gap-4 px-4 py-6">
              {user ? (
                <div className="flex items-center gap-3">
                  <Avatar name={user.displayName} imageUrl={user.profileImage} className="size-11 text-base" />
                  <span className="font-semibold">{user.displayName}</span>
                </div>
              ) : null}
              <Dialog.Description className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600">
                Posting arrives with the social feed; it is not available yet.
              </Dialog.Description>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
