import { extendCountdown, parseCountdown, startCountdown, type Countdown } from '../../../../../shared/workout/countdown';
import { readJson, removeKey, writeJson } from './browser-storage';
import { primeRestAlerts } from './rest-alert-device';
import { tellServerRestEnds, tellServerRestSkipped } from './rest-alert-server';
import { REST_TIMER_STORAGE_KEY } from '../../../lib/live-session/rest-timer-key';

export interface RestTimer extends Countdown {
  sessionId: string;
  exerciseId: string;
  exerciseName: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** undefined: not read yet. */
let cached: { raw: string | null | undefined; value: RestTimer | null } = { raw: undefined, value: null };

function parse(raw: unknown): RestTimer | null {
  const countdown = parseCountdown(raw);
  if (!countdown || typeof raw !== 'object' || raw === null) return null;
  const { sessionId, exerciseId, exerciseName } = raw as Record<string, unknown>;
  if (typeof sessionId !== 'string' || typeof exerciseId !== 'string') return null;
  return { ...countdown, sessionId, exerciseId, exerciseName: typeof exerciseName === 'string' ? exerciseName : '' };
}

function rawValue(): string | null {
  try {
    return localStorage.getItem(REST_TIMER_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored timer (the same object until storage changes, as useSyncExternalStore needs). */
export function getRestTimer(): RestTimer | null {
  const raw = rawValue();
  if (raw !== cached.raw) cached = { raw, value: raw === null ? null : parse(readJson(REST_TIMER_STORAGE_KEY)) };
  return cached.value;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeToRestTimer(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === REST_TIMER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function startRestTimer(input: { sessionId: string; exerciseId: string; exerciseName: string; seconds: number }, now = Date.now()): void {
  const timer: RestTimer = { ...startCountdown(input.seconds, now), sessionId: input.sessionId, exerciseId: input.exerciseId, exerciseName: input.exerciseName };
  writeJson(REST_TIMER_STORAGE_KEY, timer);
  notify();
  primeRestAlerts();
  // Issue 30: a push at the rest's end for a locked phone (a rest started over another replaces its push).
  tellServerRestEnds(timer);
}

export function extendRestTimer(seconds: number): void {
  const timer = getRestTimer();
  if (!timer) return;
  const extended: RestTimer = { ...timer, ...extendCountdown(timer, seconds) };
  writeJson(REST_TIMER_STORAGE_KEY, extended);
  notify();
  tellServerRestEnds(extended);
}

/** Skip Rest: stops the timer and the server's push. (A rest that runs out is cleared with clearRestTimer: its push is due.) */
export function skipRestTimer(sessionId: string): void {
  clearRestTimer(sessionId);
  tellServerRestSkipped(sessionId);
}

/** Stops the timer; with a session id, only when the timer belongs to that session. */
export function clearRestTimer(sessionId?: string): void {
  const timer = getRestTimer();
  if (sessionId !== undefined && timer && timer.sessionId !== sessionId) return;
  removeKey(REST_TIMER_STORAGE_KEY);
  notify();
}
