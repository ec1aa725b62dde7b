/**
 * An imported workout's duration (issue 29, deliverable 10). Shortcuts and Health Auto Export send `duration` in
 * seconds; the spec's own client (/health-return, spec 001 section 3) sends whole minutes rounded from seconds. Both
 * requests always carry a start and an end, and those win: the stored duration is the whole minutes between them.
 * A `duration` is only checked against them, read as seconds or as the spec's minutes, within a minute either way.
 */
const TOLERANCE_SECONDS = 60;

/** Spec 001 section 3: minutes, rounded from seconds (89 s → 1, 90 s → 2). */
export function secondsToMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

export function wholeMinutesBetween(startTime: string, endTime: string): number {
  return secondsToMinutes((Date.parse(endTime) - Date.parse(startTime)) / 1000);
}

/** Undefined when `duration` agrees with the time between start and end; else the message naming the field. */
export function durationDisagreement(duration: number, spanSeconds: number): string | undefined {
  const asSeconds = Math.abs(duration - spanSeconds) <= TOLERANCE_SECONDS;
  const asSpecMinutes = Math.abs(duration * 60 - spanSeconds) <= TOLERANCE_SECONDS;
  if (asSeconds || asSpecMinutes) return undefined;
  return `duration must be the seconds between startTime and endTime (${Math.round(spanSeconds)}), or leave it out; it is ${duration}.`;
}
