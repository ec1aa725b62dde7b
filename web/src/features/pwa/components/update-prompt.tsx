import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import type { UpdateState } from '../lib/update-store';
import { useWorkoutRunning } from '../lib/use-workout-running';

/**
 * 'Update available' with a Reload button, docked above the bottom bar, once a new deploy's service worker waits.
 * Hidden while a workout runs (the new version then takes over on the next cold open); Not now hides it until the
 * next open.
 */
export default function UpdatePrompt({ update }: { update: UpdateState }) {
  const workoutRunning = useWorkoutRunning(update.available);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!update.available || workoutRunning || dismissed) return null;

  return (
    <section
      aria-label="App update"
      className="fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto w-full max-w-md px-3"
    >
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white py-2 pr-2 pl-4 text-slate-900 shadow-lg">
        <p role="status" className="min-w-0 flex-1 text-sm font-semibold">
          Update available
        </p>
        <button
          type="button"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void update.apply();
          }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl bg-blue-600 px-4 text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-70"
        >
          <RefreshCw className={reloading ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          Reload
        </button>
        <button
          type="button"
          aria-label="Not now"
          onClick={() => setDismissed(true)}
          className="inline-flex size-11 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
