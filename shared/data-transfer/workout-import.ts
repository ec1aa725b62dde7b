/**
 * POST /api/workout-imports (issue 12): workouts parsed on the phone from a Strong or Hevy CSV export, sent in
 * batches. Weights are hundredths of a pound, like every other request; `sourceId` names the workout in its file
 * so that importing the same file again adds nothing.
 */
import * as z from '../schemas/zod';
import type { importWorkoutsResult } from '../contract/responses/workouts';
import {
  CLOCK_SKEW_MS,
  MAX_EXERCISES_PER_SESSION,
  MAX_SESSION_NAME_LENGTH,
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_SESSION,
  MAX_WORKOUT_DESCRIPTION_LENGTH,
  MAX_WORKOUT_MINUTES,
  exerciseNoteSchema,
  distanceMetersSchema,
  durationSecondsSchema,
  instant,
  repsSchema,
  rpeSchema,
  setNoteSchema,
  setTypeSchema,
  supersetLetterSchema,
  weightSchema,
} from '../schemas/sessions';
import { EXERCISE_NAME_MAX_LENGTH } from '../schemas/exercises';
import { userText } from '../schemas/text';
import { importDateOutOfRange, isInImportDateRange } from './import-date-range';

export const IMPORT_FORMATS = ['strong', 'hevy'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Workouts per request: small enough that one request never nears a Lambda's timeout. */
export const MAX_IMPORT_BATCH = 20;
/** Sets per request: the writes of one batch stay far inside a Lambda's time (a workout holds at most 500). */
export const MAX_IMPORT_BATCH_SETS = 1_000;
/** The import route's body limit (shared/routes.ts); the phone cuts batches to stay under it. */
export const MAX_IMPORT_BODY_BYTES = 256 * 1024;
/** A source id is the phone's hash of format, start time and name (hex), with its format as a prefix. */
const SOURCE_ID = /^(strong|hevy):[0-9a-f]{16,64}$/;

/** The sets of a workout, over all its exercises. */
export const setCountOf = (workout: { exercises: readonly { sets: readonly unknown[] }[] }) =>
  workout.exercises.reduce((total, exercise) => total + exercise.sets.length, 0);

const importedSet = z.strictObject({
  weight: weightSchema,
  reps: repsSchema,
  isWarmup: z.boolean({ error: 'isWarmup must be true or false.' }),
  // Issue 29: the set's type (wins over isWarmup), RPE and note, when the file has them.
  setType: z.optional(setTypeSchema),
  rpe: z.optional(rpeSchema),
  note: z.optional(setNoteSchema),
  // Issue 29: a set's time and distance (a plank, a run), as the file has them.
  durationSeconds: z.optional(durationSecondsSchema),
  distanceMeters: z.optional(distanceMetersSchema),
});

const importedExercise = z.strictObject({
  name: userText('Exercise name', 'single-line', { error: 'Exercise name must be text.' }).check(
    z.trim(),
    z.minLength(1, 'Exercise name is required.'),
    z.maxLength(EXERCISE_NAME_MAX_LENGTH, `Exercise name must be at most ${EXERCISE_NAME_MAX_LENGTH} characters.`),
  ),
  sets: z
    .array(importedSet, { error: 'sets must be a list.' })
    .check(
      z.minLength(1, 'An exercise needs at least one set.'),
      z.maxLength(MAX_SETS_PER_EXERCISE, `An exercise can have at most ${MAX_SETS_PER_EXERCISE} sets.`),
    ),
  /** Issue 29: the file's note on the exercise in this workout (Hevy's exercise_notes). */
  note: z.optional(exerciseNoteSchema),
  /** Issue 29: the letter of its superset in this workout (exercises of a Hevy superset_id share one). */
  superset: z.optional(supersetLetterSchema),
});

export const importedWorkoutSchema = z
  .strictObject({
    sourceId: z.string({ error: 'sourceId must be text.' }).check(z.regex(SOURCE_ID, 'sourceId must be a format and a hash.')),
    /**
     * Issue 29: the id an older phone gave the same workout (its start read in the phone's time zone, not as written),
     * so a file imported before this version is recognised and not imported twice.
     */
    legacySourceId: z.optional(z.string({ error: 'legacySourceId must be text.' }).check(z.regex(SOURCE_ID, 'legacySourceId must be a format and a hash.'))),
    name: userText('Workout name', 'single-line', { error: 'name must be text.' }).check(
      z.trim(),
      z.maxLength(MAX_SESSION_NAME_LENGTH, `Workout name must be at most ${MAX_SESSION_NAME_LENGTH} characters.`),
    ),
    notes: z.nullable(
      userText('Notes', 'multi-line', { error: 'notes must be text.' }).check(
        z.trim(),
        z.maxLength(MAX_WORKOUT_DESCRIPTION_LENGTH, `Notes must be at most ${MAX_WORKOUT_DESCRIPTION_LENGTH} characters.`),
      ),
    ),
    startTime: instant('startTime'),
    endTime: instant('endTime'),
    exercises: z
      .array(importedExercise, { error: 'exercises must be a list.' })
      .check(
        z.minLength(1, 'A workout needs at least one exercise.'),
        z.maxLength(MAX_EXERCISES_PER_SESSION, `A workout can have at most ${MAX_EXERCISES_PER_SESSION} exercises.`),
      ),
  })
  .check(z.superRefine((workout, context) => {
    for (const field of ['startTime', 'endTime'] as const) {
      if (!isInImportDateRange(Date.parse(workout[field]))) context.addIssue({ code: 'custom', path: [field], message: importDateOutOfRange(field) });
    }
    const minutes = (Date.parse(workout.endTime) - Date.parse(workout.startTime)) / 60_000;
    if (minutes < 0) context.addIssue({ code: 'custom', message: 'endTime cannot be before startTime.' });
    if (minutes > MAX_WORKOUT_MINUTES) context.addIssue({ code: 'custom', message: `A workout can last at most ${MAX_WORKOUT_MINUTES} minutes.` });
    if (setCountOf(workout) > MAX_SETS_PER_SESSION) context.addIssue({ code: 'custom', message: `A workout can have at most ${MAX_SETS_PER_SESSION} sets.` });
  }));

/** Sets of a workout as sent, before it is checked: what the batch's set limit counts. */
function sentSetCount(workout: unknown): number {
  const exercises = (workout as { exercises?: unknown } | null)?.exercises;
  if (!Array.isArray(exercises)) return 0;
  return exercises.reduce<number>((total, exercise) => {
    const sets = (exercise as { sets?: unknown } | null)?.sets;
    return total + (Array.isArray(sets) ? sets.length : 0);
  }, 0);
}

/**
 * The batch: its size and each workout's source id are checked here; the rest of each workout one workout at a time
 * (checkImportedWorkout), so one bad workout is reported in the answer and the others of its batch are still stored.
 */
const sentWorkout = z.looseObject(
  { sourceId: z.string({ error: 'sourceId must be text.' }).check(z.regex(SOURCE_ID, 'sourceId must be a format and a hash.')) },
  { error: 'Each workout must be a JSON object.' },
);

export const importWorkoutsRequestSchema = z.strictObject(
  {
    workouts: z
      .array(sentWorkout, { error: 'workouts must be a list.' })
      .check(
        z.minLength(1, 'Send at least one workout.'),
        z.maxLength(MAX_IMPORT_BATCH, `Send at most ${MAX_IMPORT_BATCH} workouts at a time.`),
        z.refine((workouts) => workouts.reduce((total, workout) => total + sentSetCount(workout), 0) <= MAX_IMPORT_BATCH_SETS, {
          message: `Send at most ${MAX_IMPORT_BATCH_SETS} sets at a time.`,
        }),
      ),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'The request body must be a JSON object.'),
  },
);

export type ImportedWorkout = z.output<typeof importedWorkoutSchema>;
export type ImportWorkoutsRequest = z.input<typeof importWorkoutsRequestSchema>;

export const IMPORT_IN_FUTURE = 'An imported workout cannot start in the future.';

/** A refusal as a person reads it: the rule's own sentence, or zod's generic message after the field's path. */
function reasonOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The workout is not valid.';
  if (issue.code === 'custom' || issue.path.length === 0 || issue.message.endsWith('.')) return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/**
 * One workout of a batch, checked as the server stores it (the phone checks with the same function before sending):
 * the workout, or the reason it is refused. `now` is the checker's clock (a workout cannot start in the future).
 */
export function checkImportedWorkout(sent: unknown, now: number = Date.now()): { workout: ImportedWorkout } | { reason: string } {
  const parsed = importedWorkoutSchema.safeParse(sent);
  if (!parsed.success) return { reason: reasonOf(parsed.error.issues[0]) };
  if (Date.parse(parsed.data.startTime) > now + CLOCK_SKEW_MS) return { reason: IMPORT_IN_FUTURE };
  return { workout: parsed.data };
}

/** The answer of a batch (its schema, with what each field says: shared/contract/responses/workouts.ts). */
export type ImportWorkoutsResult = z.output<typeof importWorkoutsResult>;
export type ImportWorkoutResult = ImportWorkoutsResult['results'][number];
