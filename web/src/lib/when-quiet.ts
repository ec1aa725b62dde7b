import type { QueryClient } from '@tanstack/react-query';

const IDLE_TIMEOUT_MS = 2000;
/** How long no read may run before the screen counts as done (its reads follow each other within milliseconds). */
const QUIET_MS = 1000;

/** Runs once the page has loaded (at once if it has). Returns a cancel. */
export function whenLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/** Runs `run` once the main thread is idle (at most `timeoutMs` later). Returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/** Runs once no query has been fetching for QUIET_MS: the screen's reads, which start one after another, are done. */
function onQuietReads(queryClient: QueryClient, run: () => void): () => void {
  let timer: number | undefined;
  const arm = () => {
    window.clearTimeout(timer);
    timer = queryClient.isFetching() === 0 ? window.setTimeout(finish, QUIET_MS) : undefined;
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(arm);
  function finish() {
    unsubscribe();
    run();
  }
  arm();
  return () => {
    window.clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * Runs `work` once the first screen is done: the page has loaded, no read has run for a second and the main thread is
 * idle. For work the screen does not need (the service worker's precache, reads kept for offline): started earlier,
 * it competes with the screen's own scripts and reads for a phone's bandwidth and main thread (issue 14). Returns a
 * cancel.
 */
export function whenQuiet(queryClient: QueryClient, work: () => void): () => void {
  let cancelStep = () => undefined as void;
  let cancelled = false;
  const step = (next: (run: () => void) => () => void, then: () => void) => {
    if (!cancelled) cancelStep = next(then);
  };
  step(whenLoaded, () =>
    step(
      (run) => onQuietReads(queryClient, run),
      () => step(whenIdle, () => !cancelled && work()),
    ),
  );
  return () => {
    cancelled = true;
    cancelStep();
  };
}
