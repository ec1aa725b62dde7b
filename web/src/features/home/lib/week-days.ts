/** The week strip of the home screen: seven days starting on Sunday (spec 000 section 9). */
export const DAYS_IN_WEEK = 7;
export const WEEK_DAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;

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
