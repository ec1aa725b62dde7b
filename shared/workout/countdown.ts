/**
 * A wall-clock countdown (spec 000: the rest timer "counts down from stored wall-clock time"). It
 * stores when it started and for how long, never a ticking counter, so a reload, a throttled
 * background tab or a phone waking from sleep all read the right remaining time from the clock.
 */
export interface Countdown {
  /** Epoch milliseconds when the countdown started. */
  startedAt: number;
  /** Total length in seconds, including any extensions. */
  durationSeconds: number;
}

export function startCountdown(durationSeconds: number, now: number): Countdown {
  return { startedAt: now, durationSeconds };
}

export function endsAt(countdown: Countdown): number {
  return countdown.startedAt + countdown.durationSeconds * 1000;
}

/** Milliseconds left at `now`, never negative. */
export function remainingMs(countdown: Countdown, now: number): number {
  return Math.max(0, endsAt(countdown) - now);
}

export function isFinished(countdown: Countdown, now: number): boolean {
  return remainingMs(countdown, now) === 0;
}

/** Adds time to a running countdown (Add 30s). */
export function extendCountdown(countdown: Countdown, seconds: number): Countdown {
  return { ...countdown, durationSeconds: countdown.durationSeconds + seconds };
}

/** Share of the countdown elapsed at `now`, 0..1 (for a progress ring). */
export function progressOf(countdown: Countdown, now: number): number {
  const total = countdown.durationSeconds * 1000;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (now - countdown.startedAt) / total));
}

/** Reads a stored countdown, or null when the value is not one. */
export function parseCountdown(raw: unknown): Countdown | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { startedAt, durationSeconds } = raw as Record<string, unknown>;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt) || startedAt <= 0) return null;
  if (typeof durationSeconds !== 'number' || !Number.isFinite(durationSeconds) || durationSeconds < 0) return null;
  return { startedAt, durationSeconds };
}
