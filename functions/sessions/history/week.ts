/** The most recent Sunday 00:00 UTC at or before `now` (spec 000 section 9: the week starts on Sunday). */
export function startOfWeek(now: Date): Date {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - start.getUTCDay());
  return start;
}
