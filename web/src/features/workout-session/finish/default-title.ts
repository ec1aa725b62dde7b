import type { WorkoutSession } from '../../../../../shared/api-types';
import { QUICK_WORKOUT_NAME } from '../../../../../shared/constants';

/** The parts of the day a workout is named after when nothing else names it, by the hour it started (device time). */
export function timeOfDayTitle(startedAt: Date): string {
  const hour = startedAt.getHours();
  if (hour >= 5 && hour < 12) return 'Morning Workout';
  if (hour >= 12 && hour < 17) return 'Afternoon Workout';
  if (hour >= 17 && hour < 22) return 'Evening Workout';
  return 'Night Workout';
}

/**
 * The save step's title before the person types one (issue 27): the routine's or plan workout's name, else the name
 * the workout was started with, else (a Quick Workout, an empty start) the time of day it started, as Hevy does.
 */
export function defaultWorkoutTitle(session: Pick<WorkoutSession, 'name' | 'workoutName' | 'startTime'>): string {
  const named = session.workoutName?.trim() || session.name.trim();
  if (named && named !== QUICK_WORKOUT_NAME) return named;
  const started = new Date(session.startTime);
  return timeOfDayTitle(Number.isNaN(started.getTime()) ? new Date() : started);
}
