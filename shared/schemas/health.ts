/**
 * The Apple Health import (spec 001 sections 3, 5, 7, 8, 9 and issue 10): the imported workout's payload, parsed
 * leniently because an iOS Shortcut sends what it has (numbers as text, a decimal comma, ISO 8601 times with any
 * offset), and the import keys a Shortcut uses instead of a sign-in token. Every refusal names its field.
 */
import * as z from './zod';
import { importDateOutOfRange, isInImportDateRange } from '../data-transfer/import-date-range';
import { HEALTH_WORKOUT_TYPES, mapHealthActivity, type HealthWorkoutType } from '../health/activities';
import { activityDisplayName, categoryOfActivity } from '../health/activity-names';
import { MAX_WORKOUT_MINUTES } from './sessions';
import { userText } from './text';
import { numberTextProblem, readNumberText } from '../health/number-text';
import { durationDisagreement, wholeMinutesBetween } from '../health/duration';
import { MAX_AUTO_EXPORT_WORKOUTS } from '../health/auto-export-limits';

export { HEALTH_WORKOUT_TYPES, type HealthWorkoutType };

export const HEALTH_IMPORT_NOTES = 'Imported from Apple Health via iOS Shortcuts';
export const DEFAULT_HEALTH_WORKOUT_NAME = 'Workout';
/** Spec 001 section 9: /health-return waits this long for data before it fails. */
export const HEALTH_WAIT_MS = 30_000;
export const HEALTH_DATA_MESSAGE = 'HEALTH_DATA';
export const HEALTH_SYNC_COMPLETE_MESSAGE = 'HEALTH_SYNC_COMPLETE';

/** Spec 001 section 8: the import's failure reasons. */
export const HEALTH_ERRORS = {
  noData: 'No health data received from iOS Shortcuts',
  processing: 'Failed to process health data',
  importFailed: 'Failed to import workout data',
} as const;

const MAX_HEALTH_ID_LENGTH = 256;
const MAX_NAME_LENGTH = 100;
const MAX_NOTES_LENGTH = 500;

/**
 * A number, or text holding one as a phone writes it: '12', ' 12.5 ', '12,5' (a decimal comma), '1,234' and '1 234'
 * (thousands), '1.234,5' (shared/health/number-text.ts). Text two locales would read differently is refused, naming
 * the field. Empty text (a Shortcut's unset variable) counts as absent, like a missing field.
 */
const nonNegative = (field: string) =>
  z.preprocessed(
    (value, payload) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      const read = readNumberText(value);
      if ('number' in read) return read.number;
      payload.issues.push({ code: 'custom', message: numberTextProblem(field, read.problem), input: value });
      return z.NEVER;
    },
    z.optional(
      z
        .number({ error: `${field} must be a number.` })
        .check(z.minimum(0, `${field} cannot be negative.`), z.maximum(1_000_000, `${field} is too large.`)),
    ),
  );

/**
 * An ISO 8601 date and time with a zone: `2026-11-23T07:30:00Z`, `…+01:00`, `…+0100`, `…+01`, with a space instead
 * of the T too (what a Shortcut's date formatting gives). Normalised to UTC `toISOString()`. From 1900-01-01 to
 * tomorrow, the range of every import (shared/data-transfer/import-date-range.ts).
 */
const ZONED = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?) ?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

function normaliseInstant(value: string): string | undefined {
  const match = ZONED.exec(value.trim());
  if (!match) return undefined;
  const [, date, time, zone] = match as unknown as [string, string, string, string];
  // Date.parse rolls an impossible day over (2026-02-30 becomes March 2): refuse it instead.
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  const parsed = Date.parse(`${date}T${time.replace(',', '.')}${offset}`);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
}

const zonedInstant = (field: string) =>
  z.transformed(
    z
      .string({ error: `${field} is required: an ISO 8601 date and time with a time zone, e.g. 2026-11-23T07:30:00+01:00.` })
      .check(z.maxLength(64, `${field} must be an ISO 8601 date and time with a time zone, e.g. 2026-11-23T07:30:00+01:00.`)),
    (value, payload) => {
      const instant = normaliseInstant(value);
      if (instant && isInImportDateRange(Date.parse(instant))) return instant;
      if (instant) {
        payload.issues.push({ code: 'custom', message: importDateOutOfRange(field), input: value });
        return z.NEVER;
      }
      payload.issues.push({ code: 'custom', message: `${field} must be an ISO 8601 date and time with a time zone, e.g. 2026-11-23T07:30:00+01:00.`, input: value });
      return z.NEVER;
    },
  );

const trimmedText = (field: string, max: number, kind: 'single-line' | 'multi-line' = 'single-line') =>
  userText(field, kind).check(z.trim(), z.maxLength(max, `${field} can be at most ${max} characters.`));

const TYPE_REQUIRED = `type must be one of ${HEALTH_WORKOUT_TYPES.join(', ')}.`;

/**
 * `POST /api/workout-sessions/import-health`: the imported workout (spec 001 section 3). The stored `duration` is the
 * whole minutes between `startTime` and `endTime`; a `duration` sent with them is only checked against them, as
 * seconds (a Shortcut, Health Auto Export) or the spec's minutes (shared/health/duration.ts); `caloriesBurned` is rounded; `importedFromHealth`, `status` and
 * `completedAt` are accepted as the spec's client sends them and implied otherwise. Unknown fields are ignored.
 * Beyond the spec, a Shortcut may send `activityType` (a code of shared/health/activities.ts or an activity's name,
 * 'Running') instead of `type` and `name`: they are derived from it.
 */
export const healthWorkoutSchema = z.transformed(
  z
    .object({
      name: z.optional(trimmedText('name', MAX_NAME_LENGTH)),
      type: z.preprocessed(
        (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
        z.optional(z.enum(HEALTH_WORKOUT_TYPES, { error: TYPE_REQUIRED })),
      ),
      activityType: z.preprocessed(
        (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : typeof value === 'string' ? value.trim() : value),
        z.optional(
          z.union([z.number().check(z.int()), userText('activityType').check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH))], {
            error: 'activityType must be an activity code or name.',
          }),
        ),
      ),
      startTime: zonedInstant('startTime'),
      endTime: zonedInstant('endTime'),
      duration: z.optional(nonNegative('duration')),
      caloriesBurned: z.nullish(nonNegative('caloriesBurned')),
      distance: z.nullish(nonNegative('distance')),
      appleHealthId: z.preprocessed(
        (value) => (typeof value === 'number' ? String(value) : value),
        z
          .string({ error: 'appleHealthId is required.' })
          .check(
            z.trim(),
            z.minLength(1, 'appleHealthId is required.'),
            z.maxLength(MAX_HEALTH_ID_LENGTH, `appleHealthId can be at most ${MAX_HEALTH_ID_LENGTH} characters.`),
          ),
      ),
      importedFromHealth: z.optional(z.preprocessed((value) => (value === 'true' ? true : value), z.literal(true, { error: 'importedFromHealth must be true.' }))),
      status: z.optional(z.literal('completed', { error: "status must be 'completed'." })),
      completedAt: z.optional(zonedInstant('completedAt')),
      notes: z.nullish(trimmedText('notes', MAX_NOTES_LENGTH, 'multi-line')),
    })
    .check(z.superRefine((workout, context) => {
    if (workout.type === undefined && workout.activityType === undefined) context.addIssue({ code: 'custom', path: ['type'], message: TYPE_REQUIRED });
    const minutes = (Date.parse(workout.endTime) - Date.parse(workout.startTime)) / 60_000;
    if (minutes < 0) context.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime must not be before startTime.' });
    if (minutes > MAX_WORKOUT_MINUTES) context.addIssue({ code: 'custom', path: ['endTime'], message: 'A workout can last at most 24 hours.' });
    const disagreement = minutes >= 0 && workout.duration !== undefined ? durationDisagreement(workout.duration, minutes * 60) : undefined;
    if (disagreement) context.addIssue({ code: 'custom', path: ['duration'], message: disagreement });
    })),
  (workout) => ({
    name: workout.name || nameOfActivity(workout.activityType),
    type: workout.type ?? categoryOfActivity(workout.activityType ?? ''),
    startTime: workout.startTime,
    endTime: workout.endTime,
    duration: wholeMinutesBetween(workout.startTime, workout.endTime),
    caloriesBurned: workout.caloriesBurned == null ? null : Math.round(workout.caloriesBurned),
    distance: workout.distance ?? null,
    appleHealthId: workout.appleHealthId,
    notes: workout.notes || HEALTH_IMPORT_NOTES,
  }),
);

/** The name of a workout sent without one: its activity's ('Running' for code 1, 'Mind and Body' for HealthKit's identifier). */
function nameOfActivity(activity: number | string | undefined): string {
  if (activity === undefined) return DEFAULT_HEALTH_WORKOUT_NAME;
  return typeof activity === 'number' ? mapHealthActivity(activity).name : activityDisplayName(activity);
}

/** What the import stores: the payload after parsing. */
export type HealthWorkout = z.output<typeof healthWorkoutSchema>;
/** What /health-return sends: the spec's payload as its mapping builds it. */
export type HealthWorkoutPayload = z.input<typeof healthWorkoutSchema>;

/**
 * `POST /api/workout-sessions/import-health/auto-export`: Health Auto Export's JSON (shared/health/auto-export.ts).
 * Only the shape is checked here; each workout is read on its own, and one that cannot be read is reported and
 * skipped rather than refusing the others.
 */
export const healthAutoExportSchema = z.object(
  {
    data: z.object(
      {
        workouts: z
          .array(z.unknown(), { error: 'data.workouts must be a list of workouts.' })
          .check(z.maxLength(MAX_AUTO_EXPORT_WORKOUTS, `data.workouts can hold at most ${MAX_AUTO_EXPORT_WORKOUTS} workouts a request: export a shorter period.`)),
      },
      { error: 'data must hold a workouts list (Health Auto Export, data type Workouts, JSON).' },
    ),
  },
  { error: 'The body must be a Health Auto Export JSON export.' },
);

// ------------------------------------------------------------------------------------------- import keys

export { IMPORT_KEY_PREFIX } from '../health/import-key-prefix';
export const MAX_IMPORT_KEYS = 10;
/** Imports one key may make per hour (a Shortcut backfilling months stays well under it). */
export const IMPORT_KEY_HOURLY_LIMIT = 300;
export const IMPORT_KEY_NAME_MAX_LENGTH = 50;
export const IMPORT_KEY_LIMIT_REACHED = `You can have at most ${MAX_IMPORT_KEYS} import keys. Revoke one first.`;
export const IMPORT_KEY_RATE_LIMITED = 'Too many imports with this key. Try again later.';
export const IMPORT_KEY_NOT_FOUND = 'Import key not found';

/** `POST /api/health-import-keys` */
export const createImportKeySchema = z.strictObject({
  name: userText("The key's name", 'single-line', { error: 'Give the key a name.' }).check(
    z.trim(),
    z.minLength(1, 'Give the key a name.'),
    z.maxLength(IMPORT_KEY_NAME_MAX_LENGTH, `A key's name can be at most ${IMPORT_KEY_NAME_MAX_LENGTH} characters.`),
  ),
});

/** `DELETE /api/health-import-keys/{id}` */
export const importKeyParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
