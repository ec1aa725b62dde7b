import { describe, expect, it } from 'vitest';
import { defaultWorkoutTitle, timeOfDayTitle } from './default-title';

const at = (hour: number, minute = 0) => new Date(2025, 5, 2, hour, minute);

describe('timeOfDayTitle', () => {
  it.each([
    [5, 0, 'Morning Workout'],
    [11, 59, 'Morning Workout'],
    [12, 0, 'Afternoon Workout'],
    [16, 59, 'Afternoon Workout'],
    [17, 0, 'Evening Workout'],
    [21, 59, 'Evening Workout'],
    [22, 0, 'Night Workout'],
    [0, 30, 'Night Workout'],
    [4, 59, 'Night Workout'],
  ])('a workout started at %i:%i is a %s', (hour, minute, title) => {
    expect(timeOfDayTitle(at(hour, minute))).toBe(title);
  });
});

describe('defaultWorkoutTitle', () => {
  const morning = at(7, 15).toISOString();

  it('takes the routine’s or plan workout’s name first, then the name it was started with', () => {
    expect(defaultWorkoutTitle({ name: 'Strength Block', workoutName: 'Lower A', startTime: morning })).toBe('Lower A');
    expect(defaultWorkoutTitle({ name: 'Push Day', workoutName: null, startTime: morning })).toBe('Push Day');
    expect(defaultWorkoutTitle({ name: 'Push Day', workoutName: '  ', startTime: morning })).toBe('Push Day');
  });

  it('names a Quick Workout (or a nameless one) after the time of day it started', () => {
    expect(defaultWorkoutTitle({ name: 'Quick Workout', workoutName: null, startTime: morning })).toBe('Morning Workout');
    expect(defaultWorkoutTitle({ name: '', workoutName: null, startTime: at(18, 40).toISOString() })).toBe('Evening Workout');
  });
});
