import { describe, expect, it } from 'vitest';
import { dayName, startOfWeek, weekDaysOf } from './week-days';

describe('weekDaysOf', () => {
  it('starts on the Sunday of the week and lists seven days', () => {
    const days = weekDaysOf(new Date(2025, 5, 18, 15, 30)); // Wednesday 18 June 2025
    expect(days.map((day) => day.letter).join('')).toBe('SMTWTFS');
    expect(days.map((day) => day.date.getDate())).toEqual([15, 16, 17, 18, 19, 20, 21]);
  });

  it('marks today and the days after it', () => {
    const days = weekDaysOf(new Date(2025, 5, 18, 15, 30));
    expect(days.map((day) => day.isToday)).toEqual([false, false, false, true, false, false, false]);
    expect(days.map((day) => day.isFuture)).toEqual([false, false, false, false, true, true, true]);
  });

  it('marks the days with a completed workout, never a future day', () => {
    const wednesday = new Date(2025, 5, 18, 15, 30);
    const completed = [new Date(2025, 5, 16, 7, 0), new Date(2025, 5, 18, 23, 59), new Date(2025, 5, 20, 9, 0), new Date(2025, 5, 14, 9, 0)];

    const days = weekDaysOf(wednesday, completed.map((date) => date.toISOString()));

    expect(days.map((day) => day.hasWorkout)).toEqual([false, true, false, true, false, false, false]);
  });

  it('starts the week on Sunday at local midnight', () => {
    expect(startOfWeek(new Date(2025, 5, 21, 23, 0))).toEqual(new Date(2025, 5, 15));
  });

  it('handles a Sunday and a week spanning two months', () => {
    const sunday = weekDaysOf(new Date(2025, 5, 1));
    expect(sunday[0]?.isToday).toBe(true);
    expect(weekDaysOf(new Date(2025, 6, 2)).map((day) => day.date.getDate())).toEqual([29, 30, 1, 2, 3, 4, 5]);
  });
});

describe('dayName', () => {
  it('names the weekday, the month and the day of the month in local time', () => {
    expect(dayName(new Date(2025, 5, 15, 0, 0))).toBe('Sunday, June 15');
    expect(dayName(new Date(2025, 11, 31, 23, 59))).toBe('Wednesday, December 31');
    expect(dayName(new Date(2026, 0, 3))).toBe('Saturday, January 3');
  });
});
