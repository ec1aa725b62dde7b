import { Plus, SkipForward } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { endsAt, progressOf, remainingMs } from '../../../../../shared/workout/countdown';
import { formatCountdown } from '../../../../../shared/workout/elapsed';
import { REST_EXTENSION_SECONDS, REST_TICK_MS } from '../../../../../shared/workout/rest';
import { useToast } from '../../../components/ui/use-toast';
import { alertRestEnd } from '../lib/rest-alert';
import { browserRestAlertDevice, prepareRestAlerts } from '../lib/rest-alert-device';
import { clearRestTimer, extendRestTimer, getRestTimer, skipRestTimer, subscribeToRestTimer } from '../lib/rest-timer-store';
import { liveWorkoutPath } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';

export function useRestTimer(sessionId: string) {
  const timer = useSyncExternalStore(subscribeToRestTimer, getRestTimer, () => null);
  return timer && timer.sessionId === sessionId ? timer : null;
}

/**
 * Rest timer overlay (spec 000 sections 2 and 4): counts down from the stored wall-clock start,
 * re-reading the clock every 100 ms and when the app returns to the foreground; Skip Rest, Add 30s;
 * at zero a 'Rest Complete!' toast, and a buzz, beep or notification as far as the device allows (lib/rest-alert.ts,
 * also while the page is in the background). It docks above the bottom edge without blocking the
 * workout, so the next set's weight can be typed while resting.
 */
export function RestTimerOverlay({ sessionId }: { sessionId: string }) {
  const timer = useRestTimer(sessionId);
  const { toast } = useToast();
  const clock = useNow(REST_TICK_MS, timer !== null);
  // The clock can lag the moment the timer started by one tick; never show more than the full rest.
  const now = timer ? Math.max(clock, timer.startedAt) : clock;
  const left = timer ? remainingMs(timer, now) : 0;
  const done = timer !== null && left === 0;

  // The first tick of the workout need not make the beep's audio context (issue 27: a tick answers at once).
  useEffect(() => prepareRestAlerts(), []);

  useEffect(() => {
    if (!done || !timer) return;
    clearRestTimer(sessionId);
    toast({ title: 'Rest Complete!', description: timer.exerciseName ? `Time for your next set of ${timer.exerciseName}.` : undefined });
    void alertRestEnd({ endedAt: endsAt(timer), exerciseName: timer.exerciseName, workoutUrl: liveWorkoutPath(sessionId) }, browserRestAlertDevice());
  }, [done, sessionId, timer, toast]);

  if (!timer || done) return null;
  const progress = progressOf(timer, now);

  return (
    <>
      {/* Keeps the end of the workout scrollable above the docked timer. */}
      <div aria-hidden className="h-40 shrink-0" />
      <section
        aria-label="Rest timer"
        className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-md px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        {/* Dark in both themes: its greys are white at an opacity, which the dark theme leaves as they are. */}
        <div className="overflow-hidden rounded-3xl bg-slate-900 text-white shadow-2xl">
          <div className="h-1.5 bg-slate-700">
            {/* Shrunk, not narrowed (issue 27): the compositor draws each step, where a width would make the phone lay out
                and paint the page ten times a second while the person types and ticks. */}
            <div className="h-full origin-left bg-blue-500 transition-transform duration-100 ease-linear" style={{ transform: `scaleX(${1 - progress})` }} />
          </div>
          <div className="flex items-center gap-3 px-4 pt-3">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-white/60 uppercase">Rest</p>
              <p className="truncate text-sm text-white/80">{timer.exerciseName}</p>
            </div>
            <p role="timer" aria-live="off" aria-label="Rest time left" className="text-5xl font-bold tabular-nums">
              {formatCountdown(left)}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 p-3">
            <button
              type="button"
              onClick={() => extendRestTimer(REST_EXTENSION_SECONDS)}
              className="inline-flex min-h-12 items-center justify-center gap-1.5 rounded-2xl bg-slate-700 text-base font-semibold hover:bg-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Plus className="size-5" aria-hidden />
              Add 30s
            </button>
            <button
              type="button"
              onClick={() => skipRestTimer(sessionId)}
              className="inline-flex min-h-12 items-center justify-center gap-1.5 rounded-2xl bg-blue-600 text-base font-semibold hover:bg-blue-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <SkipForward className="size-5" aria-hidden />
              Skip Rest
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
