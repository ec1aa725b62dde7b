/**
 * Request schemas of routines, training plans and workouts (spec 000 section 7 'Routines', spec 001 section 7
 * 'Workouts' and 'Plans'), used by the plans Lambda to validate and by the web forms to pre-check. Messages that
 * end with a full stop are shown to people as they are.
 */
import * as z from './zod';
import { DIFFICULTIES } from '../constants';
import { deviceId, MAX_ID_LENGTH, weightSchema } from './sessions';
import { userText } from './text';

const MAX_PLAN_NAME_LENGTH = 100;
const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_NOTES_LENGTH = 500;
export const MAX_REPS_TEXT_LENGTH = 20;
/** Spec 001 section 5: sets 1 to 10, picker rest 0 to 600, warm-up sets 0 to 5. */
export const MIN_SETS = 1;
export const MAX_SETS = 10;
export const MAX_REST_SECONDS = 600;
export const MAX_WARMUP_SETS = 5;
/** Beyond the spec: 30 exercises x 15 sets stays under a session's 500 sets when the workout is started. */
export const MAX_EXERCISES_PER_WORKOUT = 30;
/** Beyond the spec: a plan's workouts are read in one BatchGet and moved in one transaction. */
export const MAX_WORKOUTS_PER_PLAN = 20;
/** Beyond the spec: longest estimated or planned duration, in minutes. */
const MAX_DURATION_MINUTES = 1440;

/** Spec 000 section 9: routine defaults. */
export const ROUTINE_DEFAULT_REPS = '8-12';
export const ROUTINE_DEFAULT_REST_SECONDS = 60;
/** Spec 001 section 9: picker defaults of the workout builder. */
export const WORKOUT_DEFAULT_SETS = 3;
export const WORKOUT_DEFAULT_REPS = '8-10';
export const WORKOUT_DEFAULT_REST_SECONDS = 90;
export const DEFAULT_DIFFICULTY = 'beginner' as const;

export const PLAN_NAME_REQUIRED = 'Plan name is required.';
export const WORKOUT_NAME_REQUIRED = 'Please enter a workout plan name.';
export const ROUTINE_NAME_REQUIRED = 'Please enter a routine name';

const objectError = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}.` : 'The request body must be a JSON object.',
};

/**
 * A refinement (not `.min`) so the message is shown as written even without a full stop (spec 000's
 * 'Please enter a routine name'); a missing name is checked as an empty one.
 */
function name(requiredMessage: string) {
  return z.prefault(
    userText('Name', 'single-line', { error: requiredMessage }).check(
      z.trim(),
      z.refine((value) => value.length > 0, requiredMessage),
      z.maxLength(MAX_PLAN_NAME_LENGTH, `Name must be at most ${MAX_PLAN_NAME_LENGTH} characters.`),
    ),
    '',
  );
}

const description = z.transformed(
  z.nullish(
    userText('Description', 'multi-line', { error: 'description must be text.' }).check(
      z.trim(),
      z.maxLength(MAX_DESCRIPTION_LENGTH, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`),
    ),
  ),
  (value) => value ?? '',
);

const difficulty = z.transformed(
  z.nullish(z.enum(DIFFICULTIES, { error: "difficulty must be 'beginner', 'intermediate' or 'advanced'." })),
  (value) => value ?? DEFAULT_DIFFICULTY,
);

const isPublic = z.transformed(z.nullish(z.boolean({ error: 'isPublic must be true or false.' })), (value) => value ?? false);

const exerciseId = z
  .string({ error: (issue) => (issue.input == null ? 'exerciseId is required.' : 'exerciseId must be text.') })
  .check(z.trim(), z.minLength(1, 'exerciseId is required.'), z.maxLength(MAX_ID_LENGTH, 'exerciseId is too long.'));

function wholeNumber(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be a number.` })
    .check(
      z.int(`${field} must be a whole number.`),
      z.minimum(min, `${field} must be between ${min} and ${max}.`),
      z.maximum(max, `${field} must be between ${min} and ${max}.`),
    );
}

/** Classic's `schema.nullish().transform((value) => value ?? fallback)`. */
const nullishOr = <S extends z.ZodMiniType, F>(schema: S, fallback: F) => z.transformed(z.nullish(schema), (value) => value ?? fallback);

const repsText = (fallback: string) =>
  z.transformed(
    z.nullish(
      userText('reps', 'single-line', { error: 'reps must be text such as 8-12.' }).check(
        z.trim(),
        z.maxLength(MAX_REPS_TEXT_LENGTH, `reps must be at most ${MAX_REPS_TEXT_LENGTH} characters.`),
      ),
    ),
    (value) => value || fallback,
  );

const supersetGroup = z.transformed(
  z.nullish(z.string({ error: 'supersetGroup must be a letter.' }).check(z.regex(/^[A-Z]{1,2}$/, 'supersetGroup must be a letter from A.'))),
  (value) => value ?? null,
);

/** One exercise entry; `defaults` are the spec's for the screen that sends it. */
function exerciseEntry(defaults: { sets: number; reps: string; restSeconds: number }) {
  return z.object({
    exerciseId,
    sets: nullishOr(wholeNumber('sets', MIN_SETS, MAX_SETS), defaults.sets),
    reps: repsText(defaults.reps),
    weight: z.transformed(z.optional(weightSchema), (value) => value ?? null),
    restSeconds: nullishOr(wholeNumber('restSeconds', 0, MAX_REST_SECONDS), defaults.restSeconds),
    warmupSets: nullishOr(wholeNumber('warmupSets', 0, MAX_WARMUP_SETS), 0),
    notes: z.transformed(
      z.nullish(
        userText('Notes', 'multi-line', { error: 'notes must be text.' }).check(
          z.trim(),
          z.maxLength(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters.`),
        ),
      ),
      (value) => value || null,
    ),
    orderIndex: z.nullish(z.number({ error: 'orderIndex must be a number.' }).check(z.int(), z.minimum(0), z.maximum(1000))),
    supersetGroup,
  });
}

/** Entries are stored in orderIndex order (then as sent), renumbered 0..n-1. */
function exerciseList(defaults: { sets: number; reps: string; restSeconds: number }) {
  return z
    .array(exerciseEntry(defaults), { error: 'exercises must be a list.' })
    .check(z.maxLength(MAX_EXERCISES_PER_WORKOUT, `A workout can have at most ${MAX_EXERCISES_PER_WORKOUT} exercises.`));
}

const routineExercises = exerciseList({ sets: 1, reps: ROUTINE_DEFAULT_REPS, restSeconds: ROUTINE_DEFAULT_REST_SECONDS });
const workoutExercises = exerciseList({ sets: WORKOUT_DEFAULT_SETS, reps: WORKOUT_DEFAULT_REPS, restSeconds: WORKOUT_DEFAULT_REST_SECONDS });

/** POST and PUT /api/workout-plans (spec 000): a routine, i.e. a plan whose one workout holds these exercises. */
export const routineRequestSchema = z.object(
  {
    name: name(ROUTINE_NAME_REQUIRED),
    description,
    difficulty,
    isPublic,
    exercises: z._default(routineExercises, []),
  },
  objectError,
);

/** POST /api/workout-plans: the routine, with the id the phone chose when it was made offline (issue 30). */
export const createRoutineRequestSchema = z.extend(routineRequestSchema, { id: z.optional(deviceId) });

/** POST and PUT /api/plans (spec 001): a training plan's own fields. */
export const planRequestSchema = z.object(
  {
    name: name(PLAN_NAME_REQUIRED),
    description,
    difficulty,
    isPublic,
    duration: nullishOr(wholeNumber('duration', 1, MAX_DURATION_MINUTES), null),
  },
  objectError,
);

/** POST /api/plans: the plan, with the id the phone chose when it was made offline (issue 30). */
export const createPlanRequestSchema = z.extend(planRequestSchema, { id: z.optional(deviceId) });

const planIdField = z.transformed(
  z.nullable(z.string({ error: 'planId must be text or null.' }).check(z.trim(), z.maxLength(MAX_ID_LENGTH, 'planId is too long.'))),
  (value) => value || null,
);

/** POST /api/workouts, and PUT /api/workouts/{id} with the whole workout (spec 001). */
export const workoutRequestSchema = z.object(
  {
    name: name(WORKOUT_NAME_REQUIRED),
    description,
    difficulty,
    isPublic,
    estimatedDuration: z.nullish(wholeNumber('estimatedDuration', 0, MAX_DURATION_MINUTES)),
    planId: z.optional(planIdField),
    exercises: z._default(workoutExercises, []),
  },
  objectError,
);

/** POST /api/workouts: the workout, with the id the phone chose when it was made offline (issue 30). */
export const createWorkoutRequestSchema = z.extend(workoutRequestSchema, { id: z.optional(deviceId) });

/** PUT /api/workouts/{id} with only planId: add the workout to a plan (or take it out with null). */
export const workoutPlanMembershipSchema = z.strictObject({ planId: planIdField }, objectError);

/**
 * PUT /api/workouts/{id} takes the whole workout (workoutRequestSchema) or only its planId
 * (workoutPlanMembershipSchema): a JSON object whose one field is planId is the latter.
 */
export function isPlanMembershipChange(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && 'planId' in body;
}

export const reorderWorkoutRequestSchema = z.object({
  direction: z.enum(['up', 'down'], { error: "direction must be 'up' or 'down'." }),
});

export type RoutineRequest = z.input<typeof routineRequestSchema>;
export type CreateRoutineRequest = z.input<typeof createRoutineRequestSchema>;
/** A routine request once the schema has read it (defaults filled in). */
export type CheckedRoutineRequest = z.output<typeof routineRequestSchema>;
export type PlanRequest = z.input<typeof planRequestSchema>;
export type CreatePlanRequest = z.input<typeof createPlanRequestSchema>;
/** A plan request once the schema has read it (defaults filled in). */
export type CheckedPlanRequest = z.output<typeof planRequestSchema>;
export type WorkoutRequest = z.input<typeof workoutRequestSchema>;
export type CreateWorkoutRequest = z.input<typeof createWorkoutRequestSchema>;
/** A workout request once the schema has read it (defaults filled in). */
export type CheckedWorkoutRequest = z.output<typeof workoutRequestSchema>;

/** Issue 30: the entries a phone copied from a routine or workout to start it offline (POST /api/workout-sessions). */
export const copiedExercisesSchema = routineExercises;
