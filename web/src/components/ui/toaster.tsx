import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, TOAST_Z_INDEX } from './toast-constants';
import { useToast } from './use-toast';

/** Renders the toast queue on Radix Toast; mount once near the root. */
export function Toaster() {
  const { toasts, dismiss } = useToast();

  return (
    <Toast.Provider label="Alert" duration={TOAST_DEFAULT_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open, action, onPause, onResume }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onPause={onPause}
          onResume={onResume}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[state=open]:animate-[toast-in_150ms_ease-out] data-[swipe=end]:animate-[toast-out_100ms_ease-in]',
            variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          {/* Findable as a status for its whole life (the <li> itself may not take that role); Radix's own announcer does the speaking. */}
          <div role="status" aria-live="off" className="flex w-full items-center gap-3">
            <div className="grid min-w-0 flex-1 gap-1">
              <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
              {description ? (
                <Toast.Description className={cn('text-sm', variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}>
                  {description}
                </Toast.Description>
              ) : null}
            </div>
            {action ? (
              <Toast.Action
                altText={action.altText}
                onClick={action.onAction}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center rounded-lg border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600',
                  variant === 'destructive' ? 'border-white text-white hover:bg-red-800' : 'border-slate-300 text-blue-700 hover:bg-blue-50',
                )}
              >
                {action.label}
              </Toast.Action>
            ) : null}
            <Toast.Close
              aria-label="Close"
              className={cn(
                'absolute top-1.5 right-1.5 inline-flex size-10 items-center justify-center rounded-lg',
                variant === 'destructive' ? 'text-red-50 hover:bg-red-800' : 'text-slate-500 hover:bg-slate-100',
              )}
            >
              <X className="size-4" aria-hidden />
            </Toast.Close>
          </div>
        </Toast.Root>
      ))}
      {/* Below the app's top bars (56-64 px), so a toast never covers Back, Finish or the bell. */}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        label="Alerts ({hotkey})"
        style={{ zIndex: TOAST_Z_INDEX }}
        className="pointer-events-none fixed inset-x-0 top-0 mx-auto flex w-full max-w-md flex-col gap-2 p-4 pt-[calc(4.25rem+env(safe-area-inset-top))] outline-none"
      />
    </Toast.Provider>
  );
}
