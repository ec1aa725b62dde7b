/**
 * POST /api/workout-sessions: an empty session, one the server copies from a routine or workout, or (issue 30) one
 * whose copy the phone made offline: its entries and, in the order the copy makes its sets, their local ids.
 */
import * as z from './zod';
import { isTimeOrderedId } from '../ids';
import { copiedSetCount } from '../workout/template-copy';
import { copiedExercisesSchema, MAX_EXERCISES_PER_WORKOUT, MAX_SETS, MAX_WARMUP_SETS } from './plans';
import { createSessionRequestSchema } from './sessions';

export const COPY_NEEDS_ID = 'exercises and setIds come together, with the id the device chose for the workout.';
export const SET_IDS_MISMATCH = 'setIds must name each set of the copied exercises once: as many ids as warm-up and working sets.';

const setIds = z
  .array(z.string({ error: 'setIds must be text.' }).check(z.refine(isTimeOrderedId, 'setIds must be time-ordered ids: 21 lower-case letters and digits.')), {
    error: 'setIds must be a list.',
  })
  .check(z.maxLength(MAX_EXERCISES_PER_WORKOUT * (MAX_SETS + MAX_WARMUP_SETS), 'setIds has more ids than a workout has sets.'));

export const startSessionRequestSchema = z
  .extend(createSessionRequestSchema, { exercises: z.optional(copiedExercisesSchema), setIds: z.optional(setIds) })
  .check(
    z.refine((body) => (body.exercises === undefined) === (body.setIds === undefined) && (body.exercises === undefined || body.id !== undefined), COPY_NEEDS_ID),
    z.refine(
      (body) => !body.exercises || !body.setIds || (body.setIds.length === copiedSetCount(body.exercises) && new Set(body.setIds).size === body.setIds.length),
      SET_IDS_MISMATCH,
    ),
  );
