/** The week strip of the home screen: seven days starting on Sunday (spec 000 section 9). */
export const DAYS_IN_WEEK = 7;
export const WEEK_DAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;
const WEEK_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * 'Sunday, November 22', a day circle's name, in the app's one language. Not Intl.DateTimeFormat: its first construction
 * loads the locale's data, about 20 ms of home's first render on a mid-range phone (issue 14, blocking time).
 */
export const dayName = (date: Date) => `${WEEK_DAY_NAMES[date.getDay()]}, ${MONTH_NAMES[date.getMonth()]} ${date.getDate()}`;

export interface WeekDay {
  letter: string;
  date: Date;
  isToday: boolean;
  isFuture: boolean;
  /** A completed workout falls on this day and the day is not in the future. */
  hasWorkout: boolean;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Sunday 00:00 (local time) of the week containing `today`. */
export function startOfWeek(today: Date): Date {
  const todayStart = startOfDay(today);
  return new Date(todayStart.getFullYear(), todayStart.getMonth(), todayStart.getDate() - todayStart.getDay());
}

/** The Sunday-to-Saturday week (local time) containing `today`, marking days with a completed workout. */
export function weekDaysOf(today: Date, completedAt: readonly string[] = []): WeekDay[] {
  const todayStart = startOfDay(today);
  const sunday = startOfWeek(today);
  const workoutDays = new Set(completedAt.map((at) => startOfDay(new Date(at)).getTime()));
  return WEEK_DAY_LETTERS.map((letter, index) => {
    const date = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + index);
    const isFuture = date.getTime() > todayStart.getTime();
    return {
      letter,
      date,
      isToday: date.getTime() === todayStart.getTime(),
      isFuture,
      hasWorkout: !isFuture && workoutDays.has(date.getTime()),
    };
  });
}
