const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** 'last updated 10:42' today, 'last updated Dec 5, 10:42' before: when a kept read was last answered. */
export function lastUpdatedText(updatedAt: number, now: Date, formats = { timeOfDay, dayAndTime }): string {
  const at = new Date(updatedAt);
  return `last updated ${sameDay(at, now) ? formats.timeOfDay.format(at) : formats.dayAndTime.format(at)}`;
}
