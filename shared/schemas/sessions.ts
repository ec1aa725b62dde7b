/**
 * Request schemas of workout sessions and sets (spec 000 section 7 'Sessions and sets', spec 001 section 7),
 * used by the sessions Lambda to validate and by the web app to pre-check. Messages that end with a full stop
 * are shown to people as they are.
 */
import * as z from './zod';
import { MAX_REPS, MAX_WEIGHT_HUNDREDTHS, WEIGHT_SCALE } from '../constants';
import { isTimeOrderedId } from '../ids';
import { MAX_ID_LENGTH, userText } from './text';
import { isRpe, MAX_EXERCISE_NOTE_LENGTH, MAX_RPE, MAX_SET_NOTE_LENGTH, MIN_RPE, SET_TYPES } from '../workout/set-type';

export const MAX_SESSION_NAME_LENGTH = 100;
/** Beyond the spec: a workout's notes become the text of its post, so they fit one (500 characters). */
export const MAX_WORKOUT_DESCRIPTION_LENGTH = 500;
/**
 * Issue 27, the save step: who hears of a finished workout. 'followers': they are notified, and the save step posts it
 * to the feed; 'only-me': nobody is told. A session without one is 'followers' (what a finish did before).
 */
export const SESSION_VISIBILITIES = ['followers', 'only-me'] as const;
export type SessionVisibility = (typeof SESSION_VISIBILITIES)[number];
/** Beyond the spec: bounds that keep one session (and every request about it) small. */
export const MAX_EXERCISES_PER_SESSION = 50;
/** Also keeps the transactions that touch all sets of an exercise under DynamoDB's 100-item limit. */
export const MAX_SETS_PER_EXERCISE = 50;
export const MAX_SETS_PER_SESSION = 500;
export { MAX_ID_LENGTH } from './text';

const maxPounds = (MAX_WEIGHT_HUNDREDTHS / WEIGHT_SCALE).toFixed(2);

/** Hundredths of a pound: a whole number from 0 to MAX_WEIGHT_HUNDREDTHS, or null when not entered. */
export const weightSchema = z.nullable(
  z
    .number({ error: 'Weight must be a number (hundredths of a pound).' })
    .check(
      z.minimum(0, 'Weight cannot be negative.'),
      z.maximum(MAX_WEIGHT_HUNDREDTHS, `Weight must be at most ${maxPounds} lb (${MAX_WEIGHT_HUNDREDTHS} hundredths).`),
      z.int('Weight must be a whole number of hundredths of a pound.'),
    ),
);

export const repsSchema = z.nullable(
  z
    .number({ error: 'Reps must be a number.' })
    .check(z.minimum(0, 'Reps cannot be negative.'), z.maximum(MAX_REPS, `Reps must be at most ${MAX_REPS}.`), z.int('Reps must be a whole number.')),
);

// Issue 29, exercise types: a set's time and distance (which ones a set may hold depends on its exercise's type).
/** Beyond the spec: one set lasts at most a day and covers at most 1,000 km. */
export const MAX_SET_DURATION_SECONDS = 24 * 60 * 60;
export const MAX_SET_DISTANCE_METERS = 1_000_000;
export const durationSecondsSchema = z.nullable(
  z
    .number({ error: 'durationSeconds must be a number (seconds).' })
    .check(
      z.minimum(0, 'durationSeconds cannot be negative.'),
      z.maximum(MAX_SET_DURATION_SECONDS, `durationSeconds must be at most ${MAX_SET_DURATION_SECONDS} (24 hours).`),
      z.int('durationSeconds must be a whole number of seconds.'),
    ),
);
export const distanceMetersSchema = z.nullable(
  z
    .number({ error: 'distanceMeters must be a number (metres).' })
    .check(
      z.minimum(0, 'distanceMeters cannot be negative.'),
      z.maximum(MAX_SET_DISTANCE_METERS, `distanceMeters must be at most ${MAX_SET_DISTANCE_METERS} (1,000 km).`),
      z.int('distanceMeters must be a whole number of metres.'),
    ),
);
const typedMeasureFields = { durationSeconds: z.optional(durationSecondsSchema), distanceMeters: z.optional(distanceMetersSchema) };

function flag(field: string) {
  return z.boolean({ error: `${field} must be true or false.` });
}

/** Required text whose absence and wrong type read differently. */
function requiredId(field: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field} is required.` : `${field} must be text.`) })
    .check(z.trim(), z.minLength(1, `${field} is required.`), z.maxLength(MAX_ID_LENGTH, `${field} is too long.`));
}

function optionalId(field: string) {
  return z.transformed(z.nullish(z.string({ error: `${field} must be text.` }).check(z.trim(), z.maxLength(MAX_ID_LENGTH, `${field} is too long.`))), (value) =>
    value ? value : null,
  );
}

/** An ISO 8601 date-time with a zone (`2025-06-01T10:00:00Z`, `…+02:00`), normalised to UTC `toISOString()`. */
export const instant = (field: string) =>
  z.transformed(
    z.string({ error: `${field} must be an ISO 8601 date-time.` }).check(
      z.maxLength(64, `${field} must be an ISO 8601 date-time with a time zone.`),
      z.refine((value) => /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
        message: `${field} must be an ISO 8601 date-time with a time zone.`,
      }),
    ),
    (value) => new Date(value).toISOString(),
  );

/** A client clock value the server ignores (it uses its own clock); only its type is checked. */
const ignoredTimestamp = (field: string) => z.nullish(z.string({ error: `${field} must be text.` }).check(z.maxLength(64, `${field} is too long.`)));

/** Issue 12: how far ahead of the server's clock the time part of an id chosen on a device may be. */
export const MAX_DEVICE_ID_AHEAD_MS = 24 * 60 * 60_000;
export const DEVICE_ID_SHAPE = 'id must be a time-ordered id: 21 lower-case letters and digits.';
export const DEVICE_ID_IN_FUTURE = 'id cannot be more than 24 hours ahead of the server clock.';
/** The creation time (epoch ms) a `timeOrderedId()` carries in its first 9 characters. */
export const timeOfOrderedId = (id: string) => Number.parseInt(id.slice(0, 9), 36);

/**
 * An id chosen on the device for a workout or set it creates offline (issue 12): a `timeOrderedId()` whose time part
 * is at most MAX_DEVICE_ID_AHEAD_MS ahead. The server creates the item only when the id is unused (else 409).
 */
export const deviceId = z
  .string({ error: 'id must be text.' })
  .check(z.refine(isTimeOrderedId, DEVICE_ID_SHAPE), z.refine((id) => timeOfOrderedId(id) <= Date.now() + MAX_DEVICE_ID_AHEAD_MS, DEVICE_ID_IN_FUTURE));

const strictBody = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}.` : 'The request body must be a JSON object.',
};

const sessionName = userText('Workout name', 'single-line', { error: 'name must be text.' }).check(
  z.trim(),
  z.maxLength(MAX_SESSION_NAME_LENGTH, `Workout name must be at most ${MAX_SESSION_NAME_LENGTH} characters.`),
);

/**
 * POST /api/workout-sessions. The owner is always the caller (a `userId` in the body is ignored), the
 * clock is the server's (`startedAt`/`startTime` are ignored) and a new session always has totalWeight 0.
 * `isActive: false` is refused: a session is created to be lived; finished workouts come from finishing one.
 * Every field is optional, so unknown fields are refused rather than creating a session from a stray body.
 * Issue 12: with an `id` chosen on the device, the start is the device's: `startTime` (or `startedAt`) when sent,
 * else the time part of the id (functions/sessions/device-ids.ts checks both).
 */
export const createSessionRequestSchema = z.strictObject(
  {
    id: z.optional(deviceId),
    name: z.nullish(sessionName),
    isActive: z.optional(z.literal(true, { error: 'isActive must be true: a workout session starts active.' })),
    workoutPlanId: optionalId('workoutPlanId'),
    workoutId: optionalId('workoutId'),
    totalWeight: z.nullish(z.number({ error: 'totalWeight must be a number.' }).check(z.minimum(0, 'totalWeight cannot be negative.'))),
    userId: z.optional(z.unknown()),
    startedAt: ignoredTimestamp('startedAt'),
    startTime: ignoredTimestamp('startTime'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'The request body must be a JSON object.',
  },
);

/** A workout's notes (the save step's, the draft's description): trimmed, at most MAX_WORKOUT_DESCRIPTION_LENGTH. */
const workoutNotes = (field: string) =>
  userText(field, 'multi-line', { error: `${field.toLowerCase()} must be text.` }).check(
    z.trim(),
    z.maxLength(MAX_WORKOUT_DESCRIPTION_LENGTH, `${field} must be at most ${MAX_WORKOUT_DESCRIPTION_LENGTH} characters.`),
  );

const sessionVisibility = z.enum(SESSION_VISIBILITIES, { error: "visibility must be 'followers' or 'only-me'." });

/**
 * PUT /api/workout-sessions/{id}. `status: 'completed'` or `isActive: false` finishes the workout; `name` renames
 * it. Issue 12: a workout finished offline keeps the time the phone sends (`endTime` or `completedAt`; when both,
 * they must agree), checked against the start and the server clock (functions/sessions/device-ids.ts); without
 * either the server clock ends it.
 * Issue 27 (the save step after Finish): `notes` (blank clears them) and `visibility` travel with the finish, or change
 * later; an 'only-me' finish tells no follower.
 */
export const updateSessionRequestSchema = z
  .object({
    status: z.optional(z.enum(['active', 'completed'], { error: "status must be 'active' or 'completed'." })),
    isActive: z.optional(flag('isActive')),
    name: z.optional(sessionName.check(z.minLength(1, 'Workout name cannot be empty.'))),
    notes: z.optional(z.transformed(z.nullable(workoutNotes('Notes')), (notes) => notes || null)),
    visibility: z.optional(sessionVisibility),
    endTime: z.nullish(instant('endTime')),
    completedAt: z.nullish(instant('completedAt')),
  })
  .check(
    z.refine((body) => !(body.status === 'completed' && body.isActive === true) && !(body.status === 'active' && body.isActive === false), {
      message: 'status and isActive disagree.',
    }),
    z.refine((body) => !body.endTime || !body.completedAt || body.endTime === body.completedAt, { message: 'endTime and completedAt disagree.' }),
  );

// Issue 29, deliverable 2: a set's type, RPE and note; an exercise's note in a workout.
export const setTypeSchema = z.enum(SET_TYPES, { error: `setType must be one of ${SET_TYPES.join(', ')}.` });
export const rpeSchema = z.nullable(
  z.number({ error: 'rpe must be a number.' }).check(z.refine(isRpe, `rpe must be from ${MIN_RPE} to ${MAX_RPE} in steps of 0.5.`)),
);
const optionalNote = (field: string, max: number) =>
  z.transformed(
    z.nullable(userText(field, 'multi-line', { error: `${field} must be text.` }).check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters.`))),
    (note) => note || null,
  );
export const setNoteSchema = optionalNote('note', MAX_SET_NOTE_LENGTH);
export const exerciseNoteSchema = optionalNote('note', MAX_EXERCISE_NOTE_LENGTH);
const setDetailFields = { setType: z.optional(setTypeSchema), rpe: z.optional(rpeSchema), note: z.optional(setNoteSchema) };

/** PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note: the exercise's note in this workout (null or blank clears it). */
export const exerciseNoteRequestSchema = z.strictObject({ note: exerciseNoteSchema }, strictBody);

const setFields = {
  /** Accepted for compatibility and ignored: the server numbers sets (highest of the exercise + 1). */
  setNumber: z.nullish(z.number({ error: 'setNumber must be a number.' }).check(z.int('setNumber must be a whole number.'), z.minimum(0), z.maximum(10_000))),
  weight: z.optional(weightSchema),
  reps: z.optional(repsSchema),
  isCompleted: z.optional(flag('isCompleted')),
  isWarmup: z.optional(flag('isWarmup')),
  ...setDetailFields,
  ...typedMeasureFields,
};

/** POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets. `id`: chosen on the device (issue 12), else the server's. */
export const addExerciseSetRequestSchema = z.strictObject({ id: z.optional(deviceId), ...setFields }, strictBody);

/** POST /api/workout-sets. `id`: chosen on the device (issue 12), else the server's. */
export const createSetRequestSchema = z.strictObject(
  {
    id: z.optional(deviceId),
    sessionId: requiredId('sessionId'),
    exerciseId: requiredId('exerciseId'),
    ...setFields,
  },
  strictBody,
);

/** PATCH /api/workout-sets/{id} (beyond the spec): weight and/or reps; issue 29: its type, RPE and note, its time and distance. */
export const updateSetRequestSchema = z
  .object({ weight: z.optional(weightSchema), reps: z.optional(repsSchema), ...setDetailFields, ...typedMeasureFields })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Send weight, reps, setType, rpe, note, durationSeconds or distanceMeters to change.',
    }),
  );

/**
 * PATCH /api/workout-sets/{id}/toggle-completion: the spec's call sends no body; it may carry the values the row shows,
 * stored in the same write as the tick (issue 27), so the completed row and the stored set never disagree.
 */
export const toggleCompletionRequestSchema = z.optional(
  z.strictObject({ weight: z.optional(weightSchema), reps: z.optional(repsSchema), ...typedMeasureFields }, strictBody),
);

export const moveExerciseRequestSchema = z.object({
  direction: z.enum(['up', 'down'], { error: "direction must be 'up' or 'down'." }),
});

export const replaceExerciseRequestSchema = z.object({
  newExerciseId: requiredId('newExerciseId'),
});

/** Issue 29: a superset's letter in a workout (A, B, …; as a plan's, shared/schemas/plans.ts). */
export const supersetLetterSchema = z.string({ error: 'superset must be a letter.' }).check(z.regex(/^[A-Z]{1,2}$/, 'superset must be a letter from A.'));

/**
 * Issue 29: "Superset with…" in the live workout. `with` lists the other exercises of the workout the exercise is
 * done with (its whole superset but itself); an empty list takes it out of its superset (shared/workout/session-supersets.ts).
 */
export const supersetRequestSchema = z.strictObject(
  {
    with: z
      .array(requiredId('with'), { error: 'with must be a list of exercise ids.' })
      .check(
        z.maxLength(MAX_EXERCISES_PER_SESSION - 1, `with can list at most ${MAX_EXERCISES_PER_SESSION - 1} exercises.`),
        z.refine((ids) => new Set(ids).size === ids.length, { message: 'with lists an exercise twice.' }),
      ),
  },
  strictBody,
);

// ------------------------------------------------------------------------------------ logging a workout

/** Beyond the spec: one logged workout lasts at most a day. */
export const MAX_WORKOUT_MINUTES = 24 * 60;
/** How far ahead of the server's clock a device's clock may be. */
export const CLOCK_SKEW_MS = 5 * 60_000;
export const WORKOUT_IN_FUTURE = 'A workout cannot start in the future.';


const loggedSet = z.strictObject({
  weight: z._default(weightSchema, null),
  reps: z._default(repsSchema, null),
  isWarmup: z._default(flag('isWarmup'), false),
  /** A logged set was done unless it says otherwise. */
  isCompleted: z._default(flag('isCompleted'), true),
  // Issue 29: time and distance, for the exercise types that measure them.
  durationSeconds: z._default(durationSecondsSchema, null),
  distanceMeters: z._default(distanceMetersSchema, null),
});

const loggedExercise = z.strictObject({
  exerciseId: requiredId('exerciseId'),
  sets: z.array(loggedSet, { error: 'sets must be a list.' }).check(z.maxLength(MAX_SETS_PER_EXERCISE, `An exercise can have at most ${MAX_SETS_PER_EXERCISE} sets.`)),
});

/**
 * POST /api/workout-sessions/completed (beyond the spec): logs a workout done without a live session (the Save
 * screen's draft) as a completed one. Weights in hundredths of a pound; the owner is the caller. When it ended is
 * `durationMinutes` after `startTime`, or `endTime`: one of the two.
 */
export const logCompletedWorkoutSchema = z
  .strictObject(
    {
      name: z.nullish(sessionName),
      description: z.nullish(workoutNotes('Description')),
      /** The Save screen's Make Public (issue 27): off is 'only-me', and no follower is told. Absent: 'followers'. */
      visibility: z.optional(sessionVisibility),
      startTime: instant('startTime'),
      durationMinutes: z.optional(
        z
          .number({ error: 'durationMinutes must be a number.' })
          .check(
            z.int('durationMinutes must be a whole number.'),
            z.minimum(0, 'durationMinutes cannot be negative.'),
            z.maximum(MAX_WORKOUT_MINUTES, `A workout can last at most ${MAX_WORKOUT_MINUTES} minutes.`),
          ),
      ),
      endTime: z.optional(instant('endTime')),
      exercises: z
        .array(loggedExercise, { error: 'exercises must be a list.' })
        .check(
          z.minLength(1, 'Add at least one exercise.'),
          z.maxLength(MAX_EXERCISES_PER_SESSION, `A workout can have at most ${MAX_EXERCISES_PER_SESSION} exercises.`),
        ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'The request body must be a JSON object.',
    },
  )
  .check(z.superRefine((body, context) => {
    if ((body.durationMinutes === undefined) === (body.endTime === undefined)) {
      context.addIssue({ code: 'custom', message: 'Send either durationMinutes or endTime.' });
    }
    if (body.endTime !== undefined) {
      const minutes = (Date.parse(body.endTime) - Date.parse(body.startTime)) / 60_000;
      if (minutes < 0) context.addIssue({ code: 'custom', message: 'endTime cannot be before startTime.' });
      if (minutes > MAX_WORKOUT_MINUTES) context.addIssue({ code: 'custom', message: `A workout can last at most ${MAX_WORKOUT_MINUTES} minutes.` });
    }
    const ids = body.exercises.map((exercise) => exercise.exerciseId);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: 'Each exercise can appear only once.' });
    const sets = body.exercises.reduce((total, exercise) => total + exercise.sets.length, 0);
    if (sets > MAX_SETS_PER_SESSION) context.addIssue({ code: 'custom', message: `A workout can have at most ${MAX_SETS_PER_SESSION} sets.` });
  }));

export type LogCompletedWorkoutRequest = z.input<typeof logCompletedWorkoutSchema>;
export type LoggedWorkout = z.output<typeof logCompletedWorkoutSchema>;

export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>;
export type UpdateSessionRequest = z.input<typeof updateSessionRequestSchema>;
export type AddExerciseSetRequest = z.input<typeof addExerciseSetRequestSchema>;
export type CreateSetRequest = z.input<typeof createSetRequestSchema>;
export type UpdateSetRequest = z.input<typeof updateSetRequestSchema>;
export type ToggleCompletionRequest = z.input<typeof toggleCompletionRequestSchema>;
export type ExerciseNoteRequest = z.input<typeof exerciseNoteRequestSchema>;
export type MoveExerciseRequest = z.input<typeof moveExerciseRequestSchema>;
export type ReplaceExerciseRequest = z.input<typeof replaceExerciseRequestSchema>;
export type SupersetRequest = z.input<typeof supersetRequestSchema>;
