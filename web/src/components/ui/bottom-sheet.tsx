import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown under the title; also the dialog's description. */
  description?: string;
  /** Hide the title visually (the sheet draws its own header). */
  hideHeader?: boolean;
  children: ReactNode;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** A modal sheet along the bottom edge, within thumb reach on a phone. */
export function BottomSheet({ open, onOpenChange, title, description, hideHeader, children, className, onKeyDown }: BottomSheetProps) {
  // Radix returns focus to a Dialog.Trigger; these sheets open from state, so focus goes back to whatever opened them.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 transition-opacity duration-150 starting:opacity-0" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85dvh] w-full max-w-md flex-col rounded-t-3xl bg-white dark:border-t dark:border-slate-700 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl outline-none',
            'transition-transform duration-200 ease-out starting:translate-y-full',
            className,
          )}
        >
          <div aria-hidden className="mx-auto mt-2 mb-1 h-1.5 w-10 shrink-0 rounded-full bg-slate-300" />
          <div className={cn('px-5 pt-2 pb-3', hideHeader && 'sr-only')}>
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            {description ? <Dialog.Description className="text-sm text-slate-500">{description}</Dialog.Description> : null}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The padded column a sheet's own content (choices, a form, buttons) sits in. */
export function SheetBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 overflow-y-auto px-4">{children}</div>;
}

interface SheetOptionProps {
  icon?: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
  /** Marks the option that describes the current state (a routine's folder). */
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
