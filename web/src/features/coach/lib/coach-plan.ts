/**
 * What the coach looks at (issue 11): the exercises trained in the last six weeks, at most ten, most recent first,
 * and for each its latest finished sessions. Bounded: one page of recent workouts, a few session reads (the
 * exercises feature's recently used exercises), then one history request per exercise.
 */

/** How far back an exercise counts as being trained now. */
export const COACH_WINDOW_DAYS = 42;
/** At most this many exercises get a suggestion (one history request each). */
export const MAX_COACHED_EXERCISES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The exercises to coach: trained within the window, most recent first, at most ten. */
export function exercisesToCoach<T extends { exerciseId: string; lastTrainedAt: string }>(recent: readonly T[], now: number): T[] {
  const since = now - COACH_WINDOW_DAYS * DAY_MS;
  return recent.filter((item) => Date.parse(item.lastTrainedAt) >= since).slice(0, MAX_COACHED_EXERCISES);
}
