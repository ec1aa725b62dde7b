import { createValueStore, useStoredValue } from '../../lib/value-store';

/** Whether a part of the app could not be loaded for want of a network, and the app waits for it to come back. */
const waitingForNetwork = createValueStore(false);

/** How often the app looks again for the network while it waits (the online event is not always told, or true). */
const PROBE_EVERY_MS = 5000;

/** The failed file's address in the browser's message (Chromium's, Firefox's, Vite's for CSS); Safari names none. */
export function failedFileUrl(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /(?:https?:\/\/|\/)[^\s'"]+\.(?:js|css)\b/.exec(message)?.[0] ?? '/';
}

type Probe = 'loaded' | 'unreachable' | 'refused';

/** Fetches the file as the page would (through the service worker when one controls the page). */
async function probe(url: string): Promise<Probe> {
  try {
    return (await fetch(url, { cache: 'no-store' })).ok ? 'loaded' : 'refused';
  } catch {
    return 'unreachable';
  }
}

/**
 * The browser keeps a failed import() failed for the page's life (Chromium 150: importing the same file again once
 * online fails at once, without a request), so the page reloads itself to the same address once the file answers.
 * Nothing is lost: the outbox and the kept reads are on the device, and what failed never opened.
 */
function reloadWhenReachable(url: string): void {
  waitingForNetwork.set(true);
  let timer: number | undefined;
  const look = () => {
    window.clearTimeout(timer);
    void probe(url).then((result) => {
      if (result === 'loaded') window.location.reload();
      else if (result === 'refused') stop();
      else timer = window.setTimeout(look, PROBE_EVERY_MS);
    });
  };
  // The service worker taking control (it finished installing) brings every file with it.
  const events: [EventTarget | undefined, string][] = [
    [window, 'online'],
    ['serviceWorker' in navigator ? navigator.serviceWorker : undefined, 'controllerchange'],
  ];
  function stop() {
    window.clearTimeout(timer);
    for (const [target, type] of events) target?.removeEventListener(type, look);
    waitingForNetwork.set(false);
  }
  for (const [target, type] of events) target?.addEventListener(type, look);
  timer = window.setTimeout(look, PROBE_EVERY_MS);
}

/**
 * Issue 30: a part of the app whose code is not on the device yet (the service worker had not finished installing when
 * the network went) fails to load. If its file cannot be reached, the app says so (ChunkLoadNotice, RouteErrorScreen)
 * and reloads by itself once it can: no blank screen, no manual reload. A file that answers (a passing blip) or is
 * refused (a deploy replaced it) keeps RouteErrorScreen's Reload as before. Vite reports every failed dynamic import
 * of the build as `vite:preloadError`; the import still fails for its caller.
 */
export function startChunkLoadRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (waitingForNetwork.get()) return;
    const url = failedFileUrl(event.payload);
    if (!navigator.onLine) {
      reloadWhenReachable(url);
      return;
    }
    void probe(url).then((result) => result === 'unreachable' && !waitingForNetwork.get() && reloadWhenReachable(url));
  });
}

/** True while a part of the app waits for the network to load (the app then reloads by itself). */
export function useWaitingForNetwork(): boolean {
  return useStoredValue(waitingForNetwork);
}
