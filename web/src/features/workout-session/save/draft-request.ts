import {
  CLOCK_SKEW_MS,
  logCompletedWorkoutSchema,
  MAX_WORKOUT_MINUTES,
  WORKOUT_IN_FUTURE,
  type LogCompletedWorkoutRequest,
} from '../../../../../shared/schemas/sessions';
import { entryValue } from '../../../../../shared/workout/entry-copying';
import { poundsTextToHundredths, repsTextToNumber } from '../../../../../shared/workout/weight';
import type { Draft } from '../draft/draft-store';

export interface SaveDetails {
  title: string;
  /** Make Public: posted, and followers told; off: only the person sees it (issue 27). */
  isPublic?: boolean;
  description: string;
  /** When the workout started, as the person set it. */
  startedAt: Date;
  durationMinutes: number;
}

/**
 * The draft as `POST /api/workout-sessions/completed` takes it: every set with the weight and reps its row shows
 * (typed or copied; text that is not a number is left empty), done or not, warm-up or not.
 */
export function loggedWorkoutOf(draft: Draft, details: SaveDetails): LogCompletedWorkoutRequest {
  return {
    name: details.title.trim() || null,
    description: details.description.trim() || null,
    startTime: details.startedAt.toISOString(),
    durationMinutes: Math.min(MAX_WORKOUT_MINUTES, Math.max(0, Math.round(details.durationMinutes))),
    ...(details.isPublic !== undefined && { visibility: details.isPublic ? 'followers' : 'only-me' }),
    exercises: draft.exercises.map((exercise) => ({
      exerciseId: exercise.exerciseId,
      sets: exercise.sets.map((set) => ({
        weight: poundsTextToHundredths(entryValue(draft.entries, set.id, 'weight')),
        reps: repsTextToNumber(entryValue(draft.entries, set.id, 'reps')),
        isWarmup: set.isWarmup,
        isCompleted: set.isCompleted === true,
      })),
    })),
  };
}

/** `2025-06-01T09:30` in the device's time zone: the value of a datetime-local input. */
export function localDateTimeValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value read in the device's time zone; null when it is empty or not a date. */
export function parseLocalDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What stops the request before it is sent (the server's own rules), or null. */
export function saveProblem(body: LogCompletedWorkoutRequest, now: number): string | null {
  if (Date.parse(body.startTime) > now + CLOCK_SKEW_MS) return WORKOUT_IN_FUTURE;
  const parsed = logCompletedWorkoutSchema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This workout cannot be saved.');
}
