/**
 * The one date range of every import (issue 26): Strong and Hevy files read on the phone, their batches at
 * POST /api/workout-imports, and the Apple Health import. From 1900-01-01T00:00:00Z to 24 hours after the server's (or
 * phone's) clock: 'tomorrow' in every time zone. A year 0001 (a spreadsheet's empty date) or 9999 is refused with a
 * message naming its row or field instead of being stored and then written to an export no importer reads back.
 * The stricter 'not in the future' rules of each import (a few minutes of clock skew) still apply after this one.
 */
export const EARLIEST_IMPORT_TIME = Date.UTC(1900, 0, 1);
const DAY_MS = 24 * 60 * 60_000;

/** The range as people read it in a message. */
export const IMPORT_DATE_RANGE = '1900-01-01 to tomorrow';

/** Whether an instant (epoch ms) lies in the range, as of `now`. */
export function isInImportDateRange(time: number, now: number = Date.now()): boolean {
  return time >= EARLIEST_IMPORT_TIME && time <= now + DAY_MS;
}

/** The refusal of a request field outside the range: 'startTime must be from 1900-01-01 to tomorrow.' */
export const importDateOutOfRange = (field: string) => `${field} must be from ${IMPORT_DATE_RANGE}.`;
