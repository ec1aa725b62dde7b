import { useWaitingForNetwork } from './chunk-load-recovery';

/**
 * Said where a toast would be, while a part of the app (Quick Start's code, a dialog, the toaster itself) could not be
 * loaded for want of a network: what happened and that it comes back by itself (chunk-load-recovery.ts).
 */
export function ChunkLoadNotice() {
  if (!useWaitingForNetwork()) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[9999] mx-auto w-full max-w-md p-4 pt-[calc(4.25rem+env(safe-area-inset-top))]">
      <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 shadow-lg">
        <p className="text-sm font-semibold">You’re offline</p>
        <p className="text-sm">This part of the app isn’t on this phone yet. It opens by itself when you’re back online.</p>
      </div>
    </div>
  );
}
