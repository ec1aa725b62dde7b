/**
 * '{x} ago' for the notifications panel (spec 000 section 2): the largest whole unit that fits,
 * 'just now' under a minute (also for times slightly in the future, i.e. clock skew).
 * Pure: the caller passes `now`, so a test or a re-render decides what "now" is.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Average lengths: precise enough for "about how long ago". */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const units: readonly [name: string, ms: number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export function timeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const elapsed = new Date(now).getTime() - then;
  if (!Number.isFinite(elapsed)) return '';
  for (const [name, size] of units) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/**
 * A message's time on /messages (spec 001 section 9): 'just now' under 60 s (also for a time ahead of the clock),
 * then 'Nm ago', 'Nh ago', 'Nd ago' under 7 days, then 'Nw ago' without limit. Pure like {@link timeAgo}.
 */
export function messageTimeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = new Date(now).getTime() - new Date(date).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  return `${Math.floor(elapsed / WEEK)}w ago`;
}
