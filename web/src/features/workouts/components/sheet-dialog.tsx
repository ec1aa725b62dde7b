import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A modal sheet along the bottom edge, within thumb reach: the routine and folder menus and their dialogs. */
export function SheetDialog({ open, onOpenChange, title, description, children }: SheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 transition-opacity duration-150 starting:opacity-0" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85dvh] w-full max-w-md flex-col gap-3 overflow-y-auto rounded-t-3xl bg-white px-4 pt-2',
            'pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl outline-none transition-transform duration-200 ease-out starting:translate-y-full',
          )}
        >
          <div aria-hidden className="mx-auto h-1.5 w-10 shrink-0 rounded-full bg-slate-300" />
          <div className="px-1">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            {description ? <Dialog.Description className="text-slate-600">{description}</Dialog.Description> : null}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SheetOptionProps {
  icon?: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
  /** Marks the option that describes the current state (the routine's folder). */
  current?: boolean;
}

/** A large full-width choice in a sheet. */
export function SheetOption({ icon, children, onSelect, destructive, current }: SheetOptionProps) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={current || undefined}
      className={cn(
        'flex min-h-13 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium',
        'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 active:bg-slate-200',
        destructive ? 'text-red-600' : 'text-slate-900',
      )}
    >
      {icon}
      <span className="min-w-0 flex-1 truncate">{children}</span>
    </button>
  );
}

export const SheetClose = Dialog.Close;
