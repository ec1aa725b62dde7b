/**
 * Whether a new version of the app is waiting, and how to switch to it. Written by the service worker registration
 * (loaded after the first render), read by the update prompt through useSyncExternalStore.
 */
export interface UpdateState {
  /** A new service worker is installed and waiting, or took over from another tab: reloading shows the new version. */
  available: boolean;
  /** Switches to the new version and reloads this page. */
  apply: () => Promise<void>;
}

type Listener = () => void;

const NOTHING_WAITING: UpdateState = { available: false, apply: () => Promise.resolve() };
let state: UpdateState = NOTHING_WAITING;
const listeners = new Set<Listener>();

export function getUpdateState(): UpdateState {
  return state;
}

export function setUpdateAvailable(apply: () => Promise<void>): void {
  state = { available: true, apply };
  listeners.forEach((listener) => listener());
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to nothing waiting. */
export function resetUpdateState(): void {
  state = NOTHING_WAITING;
  listeners.forEach((listener) => listener());
}
