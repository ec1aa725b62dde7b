/**
 * A limit over a rolling window: at most `attempts` in ANY `windowSeconds`, kept exact by storing the times (epoch
 * ms) of the attempts counted, never more than `attempts` of them. A fixed window would let twice the limit through
 * across its boundary (docs/decisions.md, the sign-in limits). The counting itself is rolling-counter.ts.
 */
export interface RollingLimit {
  attempts: number;
  windowSeconds: number;
}

/** One stored time and where it is in the list (what a conditional removal checks). */
export interface StoredAttempt {
  index: number;
  at: number;
}

/** The stored attempts that left the window by `now`: they no longer count and make room. */
export function attemptsOutside(limit: RollingLimit, attempts: readonly number[], now: number): StoredAttempt[] {
  const windowStart = now - limit.windowSeconds * 1000;
  return attempts.flatMap((at, index) => (at <= windowStart ? [{ index, at }] : []));
}

/** Seconds from `now` until one more attempt fits: when the oldest attempt that must go leaves the window. */
export function secondsUntilRoom(limit: RollingLimit, attempts: readonly number[], now: number): number {
  const windowMs = limit.windowSeconds * 1000;
  const recent = attempts.filter((at) => at > now - windowMs).sort((a, b) => a - b);
  if (recent.length < limit.attempts) return 0;
  return (recent[recent.length - limit.attempts]! + windowMs - now) / 1000;
}
