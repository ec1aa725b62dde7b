import { AlertTriangle, CloudOff, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { currentOutbox } from '../../lib/outbox/outbox-runtime';
import { useOnline } from '../../lib/use-online';
import { useOutboxState } from './use-outbox-state';

// A sheet (Radix Dialog) seen only after a refusal: fetched then, not with every screen's header (issue 14).
const RefusalsSheet = lazy(() => import('./refusals-sheet').then(({ RefusalsSheet }) => ({ default: RefusalsSheet })));

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * A small status chip for a header: 'Offline', the changes waiting on this phone (or syncing), and the changes the
 * server refused (a button that shows them). Announced politely; nothing shows when online with nothing waiting.
 *
 * It floats on its header's lower edge (the header must be positioned) instead of taking a line of its own: a line that came
 * and went with every sync moved the whole workout by its height, so a tap aimed at a weight field as a change was
 * delivered landed on the row below (decision 104). Taps go through the chip; only the refusals button takes them.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const { waiting, sending, refusals } = useOutboxState();
  const [open, setOpen] = useState(false);

  const parts: string[] = [];
  if (!online) parts.push('Offline');
  if (waiting > 0) parts.push(online && sending ? `Syncing ${changes(waiting)}` : `${changes(waiting)} waiting`);
  const Icon = online ? RefreshCw : CloudOff;

  return (
    <div className="pointer-events-none absolute inset-x-0 top-full flex -translate-y-1/2 items-center justify-center gap-1">
      {/* role="status" is polite by itself; an explicit aria-live would keep the header visible to screen readers
          behind a modal (Radix's hideOthers never hides an [aria-live] element or its ancestors). */}
      <p role="status" className="text-xs font-medium text-slate-700">
        {parts.length > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-amber-900 shadow-sm ring-1 ring-amber-200">
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
            className="pointer-events-auto inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-3 text-xs font-semibold text-red-700 shadow-sm ring-1 ring-red-200 focus-visible:outline-2 focus-visible:outline-blue-600"
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
