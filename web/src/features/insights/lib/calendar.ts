/** The month calendar of /history: months as 'YYYY-MM', days as 'YYYY-MM-DD', weeks from Sunday (like home's week). */

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  day: number;
}

/** One week row: seven cells, null outside the month. */
export type CalendarWeek = (CalendarDay | null)[];

const pad = (value: number) => String(value).padStart(2, '0');

/** The month a local date falls in: 'YYYY-MM'. */
export const monthOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The local date as 'YYYY-MM-DD'. */
export const dayOf = (date: Date) => `${monthOf(date)}-${pad(date.getDate())}`;

function parseMonth(month: string): { year: number; monthIndex: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

/** '2025-12' + 1 → '2026-01'. */
export function shiftMonth(month: string, delta: number): string {
  const { year, monthIndex } = parseMonth(month);
  const shifted = new Date(Date.UTC(year, monthIndex + delta, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}

/** 'June 2025'. */
export function monthTitle(month: string, locale?: string): string {
  const { year, monthIndex } = parseMonth(month);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthIndex, 1)));
}

/** The month's weeks, Sunday first, padded with nulls before the 1st and after the last day. */
export function monthWeeks(month: string): CalendarWeek[] {
  const { year, monthIndex } = parseMonth(month);
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push({ date: `${month}-${pad(day)}`, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The browser's IANA time zone ('Europe/Berlin'); 'UTC' when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
