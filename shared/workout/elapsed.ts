/**
 * Elapsed time of a workout (spec 000): seconds under a minute ('45s'), else m:ss ('12:05',
 * minutes keep counting past the hour: '75:00').
 */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds from an ISO start time to `now` (0 when the start is unreadable or in the future). */
export function elapsedSeconds(startIso: string | null | undefined, now: number): number {
  const start = startIso ? Date.parse(startIso) : Number.NaN;
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 1000));
}

/** A countdown as m:ss ('1:05', '0:09'), rounding partial seconds up so 0:00 shows only at the end. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
