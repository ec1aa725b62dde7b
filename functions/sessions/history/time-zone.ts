/**
 * Calendar days in an IANA time zone, with the platform's Intl data only (no library): what day an instant falls on
 * there, and the instant a day starts there (DST included, also in zones whose clocks jump at midnight).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows `timeZone` (e.g. 'Europe/Berlin', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(timeZone: string, instant: number) {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' of an instant (epoch ms) in `timeZone`. */
export function dayIn(timeZone: string, instant: number): string {
  const { year, month, day } = wallClock(timeZone, instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant` (ms). */
function offsetAt(timeZone: string, instant: number): number {
  const wall = wallClock(timeZone, instant);
  const seconds = Math.floor(instant / 1000) * 1000;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - seconds;
}

const HOUR_MS = 60 * 60 * 1000;

/** The first instant (epoch ms) of the day year-month-day in `timeZone` (month 1-12; day may overflow into the next month). */
export function startOfDay(timeZone: string, year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  const target = dayIn('UTC', wall);
  let guess = wall - offsetAt(timeZone, wall);
  guess = wall - offsetAt(timeZone, guess);
  if (dayIn(timeZone, guess) === target && dayIn(timeZone, guess - 1000) < target) return guess;
  // The clocks jump at midnight there (the day starts at 01:00, say): search for its first second.
  let before = guess - 6 * HOUR_MS;
  let after = guess + 6 * HOUR_MS;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (dayIn(timeZone, middle) >= target) after = middle;
    else before = middle;
  }
  return after;
}

/** The instants [start, end) of month 'YYYY-MM' in `timeZone`. */
export function monthBounds(timeZone: string, month: string): { start: number; end: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { start: startOfDay(timeZone, year, monthNumber, 1), end: startOfDay(timeZone, year, monthNumber + 1, 1) };
}

/** The first instant of the day after `day` ('YYYY-MM-DD') in `timeZone`. */
export function startOfNextDay(timeZone: string, day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return startOfDay(timeZone, year, month, date + 1);
}
