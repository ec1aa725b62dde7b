import * as z from './zod';
import { DIFFICULTIES, EQUIPMENT, MUSCLE_GROUPS, type Difficulty } from '../constants';
import { userText } from './text';
import { DEFAULT_EXERCISE_TYPE, EXERCISE_TYPES } from '../exercise-types/types';

/** Spec 000 section 5: name, muscle group and equipment are required after trimming. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const EXERCISE_NAME_MAX_LENGTH = 100;
export const EXERCISE_INSTRUCTIONS_MAX_LENGTH = 2_000;
export const EXERCISE_MUSCLE_GROUPS_MAX = MUSCLE_GROUPS.length;
export const DEFAULT_EXERCISE_DIFFICULTY: Difficulty = 'beginner';

export const exerciseMessages = {
  category: `Muscle group must be one of: ${MUSCLE_GROUPS.join(', ')}.`,
  equipment: `Equipment must be one of: ${EQUIPMENT.join(', ')}.`,
  difficulty: `Difficulty must be one of: ${DIFFICULTIES.join(', ')}.`,
  muscleGroups: `Muscle groups must each be one of: ${MUSCLE_GROUPS.join(', ')}.`,
  tooManyMuscleGroups: `Choose at most ${EXERCISE_MUSCLE_GROUPS_MAX} muscle groups.`,
  nameTooLong: `Name must be at most ${EXERCISE_NAME_MAX_LENGTH} characters long.`,
  instructionsTooLong: `Instructions must be at most ${EXERCISE_INSTRUCTIONS_MAX_LENGTH} characters long.`,
  exerciseType: `exerciseType must be one of: ${EXERCISE_TYPES.join(', ')}.`,
} as const;

const REQUIRED_FIELDS = ['name', 'category', 'equipment'] as const;
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Step 1: every required field is there and not blank; nothing else is checked until then. */
const requiredFieldsFilled = z.unknown().check(
  z.superRefine((input, ctx) => {
    const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
    if (REQUIRED_FIELDS.some((field) => isBlank(fields[field]))) ctx.addIssue({ code: 'custom', message: FILL_IN_ALL_FIELDS });
  }),
);

const text = (field: string) => z.string({ error: `${field} must be text.` });

/** One of a product list, matched regardless of case and surrounding spaces, answered in the list's spelling. */
function oneOf<T extends string>(values: readonly T[], field: string, message: string) {
  return z.transformed(text(field), (value, payload): T => {
    const match = values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
    if (match === undefined) {
      payload.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return match;
  });
}

const blankAsMissing = (value: unknown) => (isBlank(value) ? undefined : value);

/** Step 2: types, lists and lengths, then the defaults (difficulty beginner, muscle groups [category]). */
const exerciseFields = z.transformed(
  z.object({
    name: userText('Name', 'single-line', { error: 'name must be text.' }).check(z.trim(), z.maxLength(EXERCISE_NAME_MAX_LENGTH, exerciseMessages.nameTooLong)),
    category: oneOf(MUSCLE_GROUPS, 'category', exerciseMessages.category),
    equipment: oneOf(EQUIPMENT, 'equipment', exerciseMessages.equipment),
    difficulty: z.preprocessed(blankAsMissing, z.optional(oneOf(DIFFICULTIES, 'difficulty', exerciseMessages.difficulty))),
    muscleGroups: z.nullish(
      z
        .array(oneOf(MUSCLE_GROUPS, 'muscleGroups', exerciseMessages.muscleGroups), { error: 'muscleGroups must be a list.' })
        .check(z.maxLength(EXERCISE_MUSCLE_GROUPS_MAX, exerciseMessages.tooManyMuscleGroups)),
    ),
    instructions: z.nullish(
      userText('Instructions', 'multi-line', { error: 'instructions must be text.' }).check(
        z.trim(),
        z.maxLength(EXERCISE_INSTRUCTIONS_MAX_LENGTH, exerciseMessages.instructionsTooLong),
      ),
    ),
    exerciseType: z.nullish(z.enum(EXERCISE_TYPES, { error: exerciseMessages.exerciseType })),
  }),
  (input) => ({
    name: input.name,
    category: input.category,
    equipment: input.equipment,
    difficulty: input.difficulty ?? DEFAULT_EXERCISE_DIFFICULTY,
    muscleGroups: input.muscleGroups?.length ? [...new Set(input.muscleGroups)] : [input.category],
    instructions: input.instructions ?? '',
    exerciseType: input.exerciseType ?? DEFAULT_EXERCISE_TYPE,
  }),
);

/** Body of POST /api/exercises (spec 000 section 7, 001 section 7); the web form pre-checks with it too. */
export const createExerciseRequestSchema = z.pipe(requiredFieldsFilled, exerciseFields);

export type CreateExerciseRequest = z.input<typeof exerciseFields>;
export type NewExercise = z.output<typeof createExerciseRequestSchema>;
