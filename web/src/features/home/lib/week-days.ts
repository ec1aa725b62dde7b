/** The week strip of the home screen: seven days starting on Sunday (spec 000 section 9). */
export const DAYS_IN_WEEK = 7;
export const WEEK_DAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;

export interface WeekDay {
  letter: string;
  date: Date;
  isToday: boolean;
  isFuture: boolean;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The Sunday-to-Saturday week (local time) containing `today`. */
export function weekDaysOf(today: Date): WeekDay[] {
  const todayStart = startOfDay(today);
  const sunday = new Date(todayStart.getFullYear(), todayStart.getMonth(), todayStart.getDate() - todayStart.getDay());
  return WEEK_DAY_LETTERS.map((letter, index) => {
    const date = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + index);
    return {
      letter,
      date,
      isToday: date.getTime() === todayStart.getTime(),
      isFuture: date.getTime() > todayStart.getTime(),
    };
  });
}
