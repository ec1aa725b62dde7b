/**
 * What /health-return receives from the iOS Shortcut (the `data` query parameter or a HEALTH_DATA window message),
 * turned into the imported health workout payload of spec 001 section 3, one per workout.
 *
 * The raw format is lenient on purpose (docs/health-activity-codes.md describes it): a Shortcut builds its JSON by
 * hand, field names differ between the Shortcut's actions and HealthKit, and numbers may arrive as text. A workout
 * that cannot be read is reported with the field at fault and left out; only data that is not a workout list at all
 * fails as a whole (ShortcutDataError).
 */
import { HEALTH_IMPORT_NOTES, healthWorkoutSchema, type HealthWorkoutPayload } from '../schemas/health';
import { HEALTH_WORKOUT_TYPES, mapHealthActivity, type HealthWorkoutType } from './activities';
import { durationDisagreement, secondsToMinutes } from './duration';
import { numberTextProblem, readNumberText } from './number-text';

/** The spec's payload exactly as /health-return sends it. */
export interface ShortcutWorkoutPayload {
  name: string;
  type: HealthWorkoutType;
  startTime: string;
  endTime: string;
  /** Minutes, rounded from the Shortcut's seconds. */
  duration: number;
  caloriesBurned: number | null;
  distance: number | null;
  appleHealthId: string;
  importedFromHealth: true;
  status: 'completed';
  completedAt: string;
  notes: string;
}

/** One workout that was left out, by its position in the list (0-based), and why. */
export interface ShortcutWorkoutIssue {
  index: number;
  message: string;
}

export interface ShortcutData {
  workouts: ShortcutWorkoutPayload[];
  invalid: ShortcutWorkoutIssue[];
}

/** The data as a whole is not a workout list (not JSON, not a list, no `workouts`). */
export class ShortcutDataError extends Error {
  override readonly name = 'ShortcutDataError';
}

/** A workout's field could not be read; the message names the field. */
class WorkoutFieldError extends Error {}

const FIELD_ALIASES = {
  name: ['name', 'title'],
  activity: ['type', 'activityType', 'workoutActivityType', 'workoutType'],
  start: ['startTime', 'startDate', 'start'],
  end: ['endTime', 'endDate', 'end'],
  duration: ['duration', 'durationSeconds'],
  calories: ['caloriesBurned', 'calories', 'totalEnergyBurned', 'activeEnergyBurned'],
  distance: ['distance', 'totalDistance'],
  id: ['appleHealthId', 'uuid', 'id'],
} as const;

const MAX_NAME_LENGTH = 100;
const MAX_ID_LENGTH = 256;
/** Epoch numbers above this are milliseconds, below it seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const EPOCH_MS_THRESHOLD = 1e11;
/** The prefix of an id made up for a workout that came without one (see deriveHealthId). */
export const DERIVED_ID_PREFIX = 'shortcut';

/** The `data` query parameter's text (already URL-decoded once by URLSearchParams). */
export function parseShortcutDataParam(text: string): ShortcutData {
  return parseShortcutData(parseJsonText(text));
}

/**
 * `{ workouts: [...] }` (also the HEALTH_DATA message itself), a bare list, or a single workout object; a JSON string
 * holding one of these is read once more (a Shortcut that encoded its text twice).
 */
export function parseShortcutData(raw: unknown): ShortcutData {
  const list = workoutList(typeof raw === 'string' ? parseJsonText(raw) : raw);
  const workouts: ShortcutWorkoutPayload[] = [];
  const invalid: ShortcutWorkoutIssue[] = [];
  list.forEach((entry, index) => {
    try {
      workouts.push(toHealthPayload(entry));
    } catch (error) {
      if (!(error instanceof WorkoutFieldError)) throw error;
      invalid.push({ index, message: error.message });
    }
  });
  return { workouts, invalid };
}

function parseJsonText(text: string): unknown {
  const attempts = [text.trim()];
  // A parameter URL-encoded twice still starts with %7B or %5B after URLSearchParams decoded it once.
  if (/^%(7B|5B)/i.test(attempts[0]!)) attempts.push(safeDecode(attempts[0]!));
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // try the next reading
    }
  }
  throw new ShortcutDataError('The health data is not valid JSON.');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function workoutList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw)) {
    if ('workouts' in raw) {
      if (Array.isArray(raw.workouts)) return raw.workouts;
      throw new ShortcutDataError('workouts must be a list.');
    }
    if (FIELD_ALIASES.start.some((field) => field in raw)) return [raw];
  }
  throw new ShortcutDataError('The health data holds no workouts list.');
}

/** One raw workout → the spec's payload, or a WorkoutFieldError naming the field. */
export function toHealthPayload(raw: unknown): ShortcutWorkoutPayload {
  if (!isRecord(raw)) throw new WorkoutFieldError('A workout must be an object.');
  const activity = readActivity(raw);
  const mapped = mapHealthActivity(activity ?? Number.NaN);
  const category = typeof activity === 'string' ? categoryOfTypeString(activity) : mapped.category;

  const start = readInstant(raw, 'start');
  const end = readInstant(raw, 'end');
  const seconds = readNumber(raw, 'duration');
  const startMs = start ?? (end !== undefined && seconds !== undefined ? end - seconds * 1000 : undefined);
  const endMs = end ?? (startMs !== undefined && seconds !== undefined ? startMs + seconds * 1000 : undefined);
  if (startMs === undefined) throw new WorkoutFieldError('startTime is required.');
  if (endMs === undefined) throw new WorkoutFieldError('endTime (or duration) is required.');

  const startTime = new Date(startMs).toISOString();
  const endTime = new Date(endMs).toISOString();
  const calories = readNumber(raw, 'calories');
  const payload: ShortcutWorkoutPayload = {
    name: readName(raw) ?? mapped.name,
    type: category,
    startTime,
    endTime,
    duration: secondsToMinutes(Math.max(0, endMs - startMs) / 1000),
    caloriesBurned: calories === undefined ? null : Math.round(calories),
    distance: readNumber(raw, 'distance') ?? null,
    appleHealthId: readId(raw) ?? deriveHealthId(startTime, activity),
    importedFromHealth: true,
    status: 'completed',
    completedAt: endTime,
    notes: HEALTH_IMPORT_NOTES,
  };
  // The API's own rules (times in order, at most 24 hours, no negative numbers), so a workout it would refuse is
  // reported here with the same words instead of costing a call.
  const checked = healthWorkoutSchema.safeParse(asApiInput(payload));
  if (!checked.success) throw new WorkoutFieldError(checked.error.issues[0]?.message ?? 'The workout is not valid.');
  // Start and end win over a duration (shared/health/duration.ts); one that disagrees with them is reported.
  const disagreement = start !== undefined && end !== undefined && seconds !== undefined ? durationDisagreement(seconds, (end - start) / 1000) : undefined;
  if (disagreement) throw new WorkoutFieldError(disagreement);
  return payload;
}

/** The payload is what the API's schema takes in (checked when compiling). */
function asApiInput(payload: ShortcutWorkoutPayload): HealthWorkoutPayload {
  return payload;
}

/**
 * The id of a workout that came without one: its start (UTC) and activity, so sending the same workout again finds
 * the first import instead of adding a copy. Two workouts of one activity that start in the same second would share
 * it, which a person cannot do.
 */
export function deriveHealthId(startTime: string, activity: number | string | undefined): string {
  const kind = activity === undefined ? 'workout' : String(activity).trim().toLowerCase();
  return `${DERIVED_ID_PREFIX}:${startTime}:${kind}`.slice(0, MAX_ID_LENGTH);
}

/** A category string is kept (in any case); any other string type is mixed (spec 001 section 5). */
function categoryOfTypeString(activity: string): HealthWorkoutType {
  const lower = activity.toLowerCase();
  return (HEALTH_WORKOUT_TYPES as readonly string[]).includes(lower) ? (lower as HealthWorkoutType) : mapHealthActivity(activity).category;
}

function first(raw: Record<string, unknown>, field: keyof typeof FIELD_ALIASES): { key: string; value: unknown } | undefined {
  for (const key of FIELD_ALIASES[field]) {
    const value = raw[key];
    if (value !== undefined && value !== null && value !== '') return { key, value };
  }
  return undefined;
}

/** A code (a number, or digits as text) or an activity's name; undefined when absent. */
function readActivity(raw: Record<string, unknown>): number | string | undefined {
  const found = first(raw, 'activity');
  if (!found) return undefined;
  const { key, value } = found;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^\d+$/.test(text)) return Number(text);
    if (text) return text.slice(0, MAX_NAME_LENGTH);
    return undefined;
  }
  throw new WorkoutFieldError(`${key} must be an activity code or name.`);
}

function readName(raw: Record<string, unknown>): string | undefined {
  const found = first(raw, 'name');
  if (!found) return undefined;
  if (typeof found.value !== 'string') throw new WorkoutFieldError(`${found.key} must be text.`);
  return found.value.trim().slice(0, MAX_NAME_LENGTH) || undefined;
}

function readId(raw: Record<string, unknown>): string | undefined {
  const found = first(raw, 'id');
  if (!found) return undefined;
  const { key, value } = found;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new WorkoutFieldError(`${key} must be text.`);
  const text = value.trim();
  if (text.length > MAX_ID_LENGTH) throw new WorkoutFieldError(`${key} can be at most ${MAX_ID_LENGTH} characters.`);
  return text || undefined;
}

/** A number, or text holding one as a phone writes it ('1800', ' 412.6 ', '5,2', '1,234': number-text.ts); undefined when absent. */
function readNumber(raw: Record<string, unknown>, field: 'duration' | 'calories' | 'distance'): number | undefined {
  const found = first(raw, field);
  if (!found) return undefined;
  const { key, value } = found;
  const read = typeof value === 'number' ? { number: value } : typeof value === 'string' ? readNumberText(value) : ({ problem: 'not-a-number' } as const);
  if (!('number' in read)) throw new WorkoutFieldError(numberTextProblem(key, read.problem));
  if (!Number.isFinite(read.number)) throw new WorkoutFieldError(`${key} must be a number.`);
  if (read.number < 0) throw new WorkoutFieldError(`${key} cannot be negative.`);
  return read.number;
}

/**
 * ISO 8601 with or without a zone (`2026-11-23T07:30:00+01:00`, `…+0100`, `…Z`, a space for the T, any fraction,
 * a space for an unencoded '+'), or epoch seconds or milliseconds. A time without a zone is the device's local time: the browser runs on the
 * phone whose Shortcut produced it.
 */
const ISO_LIKE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(?: ?(Z|[+-]\d{2}(?::?\d{2})?)| (\d{2}:?\d{2}))?$/i;

function readInstant(raw: Record<string, unknown>, field: 'start' | 'end'): number | undefined {
  const found = first(raw, field);
  if (!found) return undefined;
  const { key, value } = found;
  const ms = typeof value === 'number' ? epochToMs(value) : typeof value === 'string' ? isoToMs(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw new WorkoutFieldError(`${key} must be an ISO 8601 date and time, e.g. 2026-11-23T07:30:00+01:00.`);
  return ms;
}

function epochToMs(value: number): number {
  if (!Number.isFinite(value) || value < 0) return Number.NaN;
  return value >= EPOCH_MS_THRESHOLD ? value : value * 1000;
}

function isoToMs(value: string): number {
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return epochToMs(Number(text));
  const match = ISO_LIKE.exec(text);
  if (!match) return Number.NaN;
  const [, date, hours = '00', minutes = '00', seconds = '00', fraction = '', signedZone, unsignedZone] = match;
  // A '+' the Shortcut left unencoded in the URL arrives as a space: '07:30:00 01:00' is '07:30:00+01:00'.
  const zone = signedZone ?? (unsignedZone === undefined ? undefined : `+${unsignedZone}`);
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const offset = zone === undefined ? '' : zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  // Without an offset, the ECMAScript date-time form is read as local time.
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${millis}${offset}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
