const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function localDate(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | null {
  const date = new Date(year, month - 1, day, hour, minute, second);
  // The year as written: `new Date(1, …)` reads year 0001 as 1901.
  if (year < 100) date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && hour < 24 && minute < 60 && second < 60
    ? date
    : null;
}

function hour24(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
}

/**
 * The dates the two apps write, read in the phone's time zone (neither file says its zone): Strong's
 * '2024-03-05 18:30:00' or '2024-03-05 6:30:00 PM', Hevy's '5 Mar 2024, 18:30'; an ISO date-time with a zone too.
 * Null when it is none of them.
 */
export function parseExportDate(text: string | undefined): Date | null {
  const value = (text ?? '').trim().replace(/[\u202f\u00a0]/g, ' ');
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const strong = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?$/.exec(value);
  if (strong) {
    const [, y, mo, d, h, mi, s, meridiem] = strong;
    return localDate(Number(y), Number(mo), Number(d), hour24(Number(h), meridiem), Number(mi), Number(s ?? 0));
  }
  const hevy = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?$/.exec(value);
  if (hevy) {
    const [, d, monthName, y, h, mi, s, meridiem] = hevy;
    const month = MONTHS.indexOf((monthName ?? '').toLowerCase()) + 1;
    if (month === 0) return null;
    return localDate(Number(y), month, Number(d), hour24(Number(h), meridiem), Number(mi), Number(s ?? 0));
  }
  return null;
}

/** Strong's duration: '1h 5m', '45m', '1h', '50s' → minutes; null when unreadable. */
export function parseStrongDuration(text: string | undefined): number | null {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return 0;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)\s*(h|m|s)/g)];
  if (parts.length === 0) return /^\d+$/.test(value) ? Number(value) / 60 : null;
  return parts.reduce((minutes, [, amount, unit]) => minutes + Number(amount) * (unit === 'h' ? 60 : unit === 'm' ? 1 : 1 / 60), 0);
}
