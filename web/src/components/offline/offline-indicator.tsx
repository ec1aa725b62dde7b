import { AlertTriangle, CloudOff, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { currentOutbox } from '../../lib/outbox/outbox-runtime';
import { useOnline } from '../../lib/use-online';
import { useOutboxState } from './use-outbox-state';

// A sheet (Radix Dialog) seen only after a refusal: fetched then, not with every screen's header (issue 14).
const RefusalsSheet = lazy(() => import('./refusals-sheet').then(({ RefusalsSheet }) => ({ default: RefusalsSheet })));

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * A small status line for the header: 'Offline', the changes waiting on this phone (or syncing), and the changes the
 * server refused (a button that shows them). Announced politely; nothing shows when online with nothing waiting.
 */
export function OfflineIndicator({ className = '' }: { className?: string }) {
  const online = useOnline();
  const { waiting, sending, refusals } = useOutboxState();
  const [open, setOpen] = useState(false);

  const parts: string[] = [];
  if (!online) parts.push('Offline');
  if (waiting > 0) parts.push(online && sending ? `Syncing ${changes(waiting)}` : `${changes(waiting)} waiting`);
  const Icon = online ? RefreshCw : CloudOff;

  return (
    <div className={`flex items-center gap-1 ${className}`}>
      {/* role="status" is polite by itself; an explicit aria-live would keep the header visible to screen readers
          behind a modal (Radix's hideOthers never hides an [aria-live] element or its ancestors). */}
      <p role="status" className="text-xs font-medium text-slate-700">
        {parts.length > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-amber-900">
            <Icon className="size-3.5 shrink-0" aria-hidden />
            {parts.join(' · ')}
          </span>
        )}
      </p>
      {refusals.length > 0 && (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-xs font-semibold text-red-700 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <AlertTriangle className="size-3.5" aria-hidden />
            {changes(refusals.length)} not saved
          </button>
          <Suspense fallback={null}>
            <RefusalsSheet
              open={open}
              onOpenChange={setOpen}
              refusals={refusals}
              onDismiss={() => {
                currentOutbox()?.dismissRefusals();
                setOpen(false);
              }}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
