import { Plus, SkipForward } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { endsAt, progressOf, remainingMs } from '../../../../../shared/workout/countdown';
import { formatCountdown } from '../../../../../shared/workout/elapsed';
import { REST_EXTENSION_SECONDS } from '../../../../../shared/workout/rest';
import { useToast } from '../../../components/ui/use-toast';
import { alertRestEnd } from '../lib/rest-alert';
import { browserRestAlertDevice, prepareRestAlerts } from '../lib/rest-alert-device';
import { clearRestTimer, extendRestTimer, getRestTimer, subscribeToRestTimer, type RestTimer } from '../lib/rest-timer-store';
import { liveWorkoutPath } from '../paths';

export function useRestTimer(sessionId: string) {
  const timer = useSyncExternalStore(subscribeToRestTimer, getRestTimer, () => null);
  return timer && timer.sessionId === sessionId ? timer : null;
}

/**
 * The clock of a running rest timer, read again when the seconds it shows change (and at its end), and at once when
 * the page returns to the foreground (timers are throttled or paused in the background; the clock is not). Issue 27:
 * the overlay is drawn once a second, not ten times, so a running timer leaves the phone free to answer taps.
 */
function useCountdownClock(timer: RestTimer | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return;
    let next: number | undefined;
    const tick = () => {
      window.clearTimeout(next);
      const current = Date.now();
      setNow(current);
      const left = remainingMs(timer, current);
      // The seconds shown round up: they change when the time left passes a whole second.
      if (left > 0) next = window.setTimeout(tick, (left % 1000 || 1000) + 1);
    };
    next = window.setTimeout(tick, 0);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    window.addEventListener('pageshow', onVisible);
    return () => {
      window.clearTimeout(next);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      window.removeEventListener('pageshow', onVisible);
    };
  }, [timer]);
  return now;
}

/**
 * The bar of the time left, shrinking to nothing at the end: each drawing (once a second) sets where it is to be at the
 * next one, and the compositor moves it there in a straight line (issue 27: no drawing of the page on the main thread
 * in between). Until the clock has been read for a new timer, it stands where the timer is now.
 */
function RestProgressBar({ timer, now, clockRead }: { timer: RestTimer; now: number; clockRead: boolean }) {
  const untilNext = clockRead ? remainingMs(timer, now) % 1000 || 1000 : 0;
  return (
    <div
      className="h-full origin-left bg-blue-500 transition-transform ease-linear"
      style={{ transform: `scaleX(${1 - progressOf(timer, now + untilNext)})`, transitionDuration: `${untilNext}ms` }}
    />
  );
}

/**
 * Rest timer overlay (spec 000 sections 2 and 4): counts down from the stored wall-clock start,
 * re-reading the clock as each second shown passes and when the app returns to the foreground; Skip Rest, Add 30s;
 * at zero a 'Rest Complete!' toast, and a buzz, beep or notification as far as the device allows (lib/rest-alert.ts,
 * also while the page is in the background). It docks above the bottom edge without blocking the
 * workout, so the next set's weight can be typed while resting.
 */
export function RestTimerOverlay({ sessionId }: { sessionId: string }) {
  const timer = useRestTimer(sessionId);
  const { toast } = useToast();
  const clock = useCountdownClock(timer);
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
            <RestProgressBar timer={timer} now={now} clockRead={clock >= timer.startedAt} />
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
              onClick={() => clearRestTimer(sessionId)}
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
