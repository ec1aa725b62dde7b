import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 transition-opacity duration-150 starting:opacity-0" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onKeyDown={onKeyDown}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85dvh] w-full max-w-md flex-col rounded-t-3xl bg-white pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl outline-none',
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

export interface SheetAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}

/** A list of large buttons in a bottom sheet (exercise menu, set type). */
export function ActionSheet({
  open,
  onOpenChange,
  title,
  description,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  actions: SheetAction[];
}) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ul className="flex flex-col px-3 pb-1">
        {actions.map((action) => (
          <li key={action.label}>
            <button
              type="button"
              onClick={() => {
                onOpenChange(false);
                action.onSelect();
              }}
              className={cn(
                'flex min-h-13 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium',
                'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 active:bg-slate-200',
                action.destructive ? 'text-red-600' : 'text-slate-900',
              )}
            >
              {action.icon}
              {action.label}
            </button>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-100 pt-1">
          <Dialog.Close className="flex min-h-13 w-full items-center justify-center rounded-xl text-base font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
            Close
          </Dialog.Close>
        </li>
      </ul>
    </BottomSheet>
  );
}
