/**
 * Ages of posts (spec 001 section 9). Pure: the caller passes `now`, so a test or a re-render decides what "now" is.
 * Times slightly in the future (clock skew) read as no time at all.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function elapsedMs(at: string, now: number): number | null {
  const then = Date.parse(at);
  return Number.isFinite(then) ? Math.max(0, now - then) : null;
}

/** The feed's age: the largest whole unit of s, m, h, d, w ('45s', '3m', '2h', '6d', '12w'). */
export function feedAge(at: string, now: number): string {
  const elapsed = elapsedMs(at, now);
  if (elapsed === null) return '';
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  return `${Math.floor(elapsed / WEEK)}w`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A profile post's age: Nm, Nh, Nd within a week, else the date ('Mar 3, 2025'). Under a minute reads '0m'. */
export function profilePostAge(at: string, now: number): string {
  const elapsed = elapsedMs(at, now);
  if (elapsed === null) return '';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`;
  return dateFormat.format(new Date(at));
}
