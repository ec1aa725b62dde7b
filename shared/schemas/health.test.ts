import { describe, expect, it } from 'vitest';
import { createImportKeySchema, HEALTH_IMPORT_NOTES, healthWorkoutSchema, IMPORT_KEY_NAME_MAX_LENGTH } from './health';

/** What an iOS Shortcut sends at the least: the spec's payload (001 section 3) without its implied fields. */
const payload = {
  name: 'Morning Run',
  type: 'cardio',
  startTime: '2026-01-02T07:30:00+01:00',
  endTime: '2026-01-02T08:15:00+01:00',
  appleHealthId: 'run-2026-01-02',
};

const parse = (changes: Record<string, unknown>) => healthWorkoutSchema.safeParse({ ...payload, ...changes });

function parsed(changes: Record<string, unknown> = {}) {
  const result = parse(changes);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

/** The first refusal as the API answers it (functions/lib/http.ts shows the first issue): its field and message. */
function refusal(changes: Record<string, unknown>) {
  const result = parse(changes);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  const [issue] = result.error.issues;
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('healthWorkoutSchema: the workout as stored', () => {
  it('turns the spec payload into the stored workout, times in UTC and the implied fields filled in', () => {
    expect(parsed()).toEqual({
      name: 'Morning Run',
      type: 'cardio',
      startTime: '2026-01-02T06:30:00.000Z',
      endTime: '2026-01-02T07:15:00.000Z',
      duration: 45,
      caloriesBurned: null,
      distance: null,
      appleHealthId: 'run-2026-01-02',
      notes: HEALTH_IMPORT_NOTES,
    });
  });

  it("accepts the spec client's full payload (importedFromHealth, status, completedAt) and drops unknown fields", () => {
    const workout = parsed({
      importedFromHealth: true,
      status: 'completed',
      completedAt: '2026-01-02T08:15:00+01:00',
      duration: 45,
      caloriesBurned: 420,
      distance: 8.2,
      notes: 'Easy pace',
      heartRate: 150,
    });

    expect(workout).toMatchObject({ duration: 45, caloriesBurned: 420, distance: 8.2, notes: 'Easy pace' });
    expect(workout).not.toHaveProperty('heartRate');
    expect(workout).not.toHaveProperty('status');
  });

  it('accepts importedFromHealth given as the text "true"', () => {
    expect(parse({ importedFromHealth: 'true' }).success).toBe(true);
  });
});

describe('healthWorkoutSchema: numbers as a Shortcut sends them', () => {
  // The base workout's times are 45 minutes apart: a duration that agrees with them, in any spelling, is accepted.
  it.each([
    ['seconds as a number', 2700],
    ['seconds as text', '2700'],
    ['text with spaces', ' 2700 '],
    ['a decimal point', '2700.4'],
    ['a decimal comma', '2700,6'],
    ['a thousands separator', '2,700'],
    ["the spec's minutes", 45],
  ])('reads a duration given as %s, keeping the 45 minutes of the times', (_label, duration) => {
    expect(parsed({ duration }).duration).toBe(45);
  });

  it('reads caloriesBurned and distance given as text, with a decimal comma', () => {
    expect(parsed({ caloriesBurned: '412,5', distance: '8,25' })).toMatchObject({ caloriesBurned: 413, distance: 8.25 });
  });

  it('treats empty text as absent: duration from the times, no calories, no distance', () => {
    expect(parsed({ duration: '', caloriesBurned: ' ', distance: '' })).toMatchObject({ duration: 45, caloriesBurned: null, distance: null });
  });

  it('treats null calories and distance as absent', () => {
    expect(parsed({ caloriesBurned: null, distance: null })).toMatchObject({ caloriesBurned: null, distance: null });
  });
});

describe('healthWorkoutSchema: rounding (spec 001 section 3)', () => {
  it('takes the duration from the times, rounded to the minute', () => {
    expect(parsed({ startTime: '2026-01-02T07:30:00Z', endTime: '2026-01-02T07:42:31Z' }).duration).toBe(13);
    expect(parsed({ startTime: '2026-01-02T07:30:00Z', endTime: '2026-01-02T07:42:29Z' }).duration).toBe(12);
  });

  it.each([
    [412.5, 413],
    [412.49, 412],
    [0.2, 0],
  ])('rounds %d calories to %d', (caloriesBurned, expected) => {
    expect(parsed({ caloriesBurned }).caloriesBurned).toBe(expected);
  });

  it('keeps the distance as sent, unrounded', () => {
    expect(parsed({ distance: 5.123 }).distance).toBe(5.123);
  });
});

describe('healthWorkoutSchema: times with any offset, stored as UTC', () => {
  it.each([
    ['Z', '2026-01-02T07:30:00Z', '2026-01-02T07:30:00.000Z'],
    ['lower-case z', '2026-01-02T07:30:00z', '2026-01-02T07:30:00.000Z'],
    ['+01:00', '2026-01-02T07:30:00+01:00', '2026-01-02T06:30:00.000Z'],
    ['+0100', '2026-01-02T07:30:00+0100', '2026-01-02T06:30:00.000Z'],
    ['+01', '2026-01-02T07:30:00+01', '2026-01-02T06:30:00.000Z'],
    ['-05:30', '2026-01-02T07:30:00-05:30', '2026-01-02T13:00:00.000Z'],
    ['+05:45 crossing midnight backwards', '2026-01-02T03:00:00+05:45', '2026-01-01T21:15:00.000Z'],
    ['a space instead of the T', '2026-01-02 07:30:00+01:00', '2026-01-02T06:30:00.000Z'],
    ['a space before the offset', '2026-01-02 07:30:00 +0100', '2026-01-02T06:30:00.000Z'],
    ['no seconds', '2026-01-02T07:30+01:00', '2026-01-02T06:30:00.000Z'],
    ['fractions of a second', '2026-01-02T07:30:00.250+01:00', '2026-01-02T06:30:00.250Z'],
    ['a decimal comma in the seconds', '2026-01-02T07:30:00,250Z', '2026-01-02T07:30:00.250Z'],
    ['spaces around it', '  2026-01-02T07:30:00Z ', '2026-01-02T07:30:00.000Z'],
  ])('reads a startTime with %s', (_label, startTime, expected) => {
    expect(parsed({ startTime, endTime: '2026-01-02T20:00:00Z' }).startTime).toBe(expected);
  });

  it('converts endTime and completedAt too', () => {
    expect(parsed({ endTime: '2026-01-02T08:15:00+0100', completedAt: '2026-01-02 08:15:00 +01' }).endTime).toBe('2026-01-02T07:15:00.000Z');
  });
});

describe('healthWorkoutSchema: type, case-insensitive, or derived from activityType', () => {
  it.each([
    ['CARDIO', 'cardio'],
    ['Strength', 'strength'],
    [' flexibility ', 'flexibility'],
    ['Mixed', 'mixed'],
  ])('reads type %j as %s', (type, expected) => {
    expect(parsed({ type }).type).toBe(expected);
  });

  it.each([
    [1, 'Running', 'cardio'],
    ['13', 'Strength Training', 'strength'],
    [36, 'Yoga', 'flexibility'],
    [62, 'Other', 'mixed'],
    [999, 'Workout', 'mixed'],
    ['Running', 'Running', 'cardio'],
    ['Traditional Strength Training', 'Traditional Strength Training', 'strength'],
    ['Pilates', 'Pilates', 'flexibility'],
    ['Underwater Hockey', 'Underwater Hockey', 'mixed'],
  ])('derives name and type from activityType %j: %s, %s', (activityType, name, type) => {
    expect(parsed({ name: undefined, type: undefined, activityType })).toMatchObject({ name, type });
  });

  it('keeps a given name and type over what activityType implies', () => {
    expect(parsed({ name: 'Lunch lift', type: 'mixed', activityType: 13 })).toMatchObject({ name: 'Lunch lift', type: 'mixed' });
  });

  it("names a workout without name or activityType 'Workout', and one with a blank name after its activity", () => {
    expect(parsed({ name: undefined }).name).toBe('Workout');
    expect(parsed({ name: '   ', type: undefined, activityType: 2 }).name).toBe('Cycling');
  });
});

describe('healthWorkoutSchema: every refusal names its field', () => {
  it.each([
    ['a missing startTime', { startTime: undefined }, 'startTime', /^startTime is required/],
    ['a startTime without a zone', { startTime: '2026-01-02T07:30:00' }, 'startTime', /^startTime must be an ISO 8601 date and time with a time zone/],
    ['a date only', { startTime: '2026-01-02' }, 'startTime', /^startTime must be an ISO 8601/],
    ['month 13', { startTime: '2026-13-02T07:30:00Z' }, 'startTime', /^startTime must be an ISO 8601/],
    ['February 30th', { startTime: '2026-02-30T07:30:00Z' }, 'startTime', /^startTime must be an ISO 8601/],
    ['April 31st', { endTime: '2026-04-31T07:30:00Z' }, 'endTime', /^endTime must be an ISO 8601/],
    ['hour 25', { endTime: '2026-01-02T25:00:00Z' }, 'endTime', /^endTime must be an ISO 8601/],
    ['a number as a time', { endTime: 1767335400 }, 'endTime', /^endTime is required/],
    ['an end before the start', { endTime: '2026-01-02T07:29:59+01:00' }, 'endTime', /^endTime must not be before startTime\.$/],
    ['a workout over 24 hours', { endTime: '2026-01-03T07:31:00+01:00' }, 'endTime', /^A workout can last at most 24 hours\.$/],
    ['a bad completedAt', { completedAt: 'yesterday' }, 'completedAt', /^completedAt must be an ISO 8601/],
    ['an unknown type', { type: 'yoga' }, 'type', /^type must be one of cardio, strength, flexibility, mixed\.$/],
    ['neither type nor activityType', { type: undefined }, 'type', /^type must be one of/],
    ['a type that is not text', { type: 3 }, 'type', /^type must be one of/],
    ['an activityType that is neither code nor name', { type: undefined, activityType: true }, 'activityType', /^activityType must be an activity code or name\.$/],
    ['a negative duration', { duration: -1 }, 'duration', /^duration cannot be negative\.$/],
    ['a negative duration as text', { duration: '-5' }, 'duration', /^duration cannot be negative\.$/],
    ['a duration that is not a number', { duration: '30 min' }, 'duration', /^duration must be a number\.$/],
    ['a duration as a boolean', { duration: true }, 'duration', /^duration must be a number\.$/],
    ['negative calories', { caloriesBurned: -10 }, 'caloriesBurned', /^caloriesBurned cannot be negative\.$/],
    ['calories as words', { caloriesBurned: 'lots' }, 'caloriesBurned', /^caloriesBurned must be a number\.$/],
    ['calories two locales read differently', { caloriesBurned: '12,34,567' }, 'caloriesBurned', /^caloriesBurned could be read as more than one number/],
    ['a duration far from the times', { duration: 600 }, 'duration', /^duration must be the seconds between startTime and endTime \(2700\), or leave it out; it is 600\.$/],
    ['a negative distance', { distance: '-0,5' }, 'distance', /^distance cannot be negative\.$/],
    ['a huge distance', { distance: 2_000_000 }, 'distance', /^distance is too large\.$/],
    ['a missing appleHealthId', { appleHealthId: undefined }, 'appleHealthId', /^appleHealthId is required\.$/],
    ['a blank appleHealthId', { appleHealthId: '   ' }, 'appleHealthId', /^appleHealthId is required\.$/],
    ['a too long appleHealthId', { appleHealthId: 'x'.repeat(257) }, 'appleHealthId', /^appleHealthId can be at most 256 characters\.$/],
    ['a too long name', { name: 'x'.repeat(101) }, 'name', /^name can be at most 100 characters\.$/],
    ['a name that is not text', { name: 7 }, 'name', /^name must be text\.$/],
    ['too long notes', { notes: 'x'.repeat(501) }, 'notes', /^notes can be at most 500 characters\.$/],
    ['importedFromHealth false', { importedFromHealth: false }, 'importedFromHealth', /^importedFromHealth must be true\.$/],
    ['a status other than completed', { status: 'active' }, 'status', /^status must be 'completed'\.$/],
  ])('refuses %s', (_label, changes, field, message) => {
    const { field: refusedField, message: refusedMessage } = refusal(changes);
    expect(refusedField).toBe(field);
    expect(refusedMessage).toMatch(message);
    // The API shows a message ending in '.' as it is, so the message itself must say which field is wrong.
    expect(refusedMessage).toMatch(/\.$/);
    expect(refusedMessage?.includes(field) || field === 'endTime').toBe(true);
  });

  it('accepts a numeric appleHealthId as text, and trims it', () => {
    expect(parsed({ appleHealthId: 12345 }).appleHealthId).toBe('12345');
    expect(parsed({ appleHealthId: ' abc ' }).appleHealthId).toBe('abc');
  });

  it('accepts a zero-length workout (start equals end) and one of exactly 24 hours', () => {
    expect(parsed({ endTime: payload.startTime }).duration).toBe(0);
    expect(parsed({ endTime: '2026-01-03T07:30:00+01:00' }).duration).toBe(1440);
  });
});

describe('healthWorkoutSchema: the import date range (issue 26)', () => {
  it('refuses a time before 1900-01-01 or after tomorrow, naming the field', () => {
    expect(refusal({ startTime: '0001-01-01T00:00:00Z', endTime: '0001-01-01T00:30:00Z' })).toEqual({
      field: 'startTime',
      message: 'startTime must be from 1900-01-01 to tomorrow.',
    });
    expect(refusal({ startTime: '2026-01-02T07:30:00Z', endTime: '9999-01-01T00:00:00Z' })).toEqual({ field: 'endTime', message: 'endTime must be from 1900-01-01 to tomorrow.' });
    expect(refusal({ completedAt: '1899-12-31T23:59:59Z' })).toEqual({ field: 'completedAt', message: 'completedAt must be from 1900-01-01 to tomorrow.' });
  });

  it('accepts its first instant', () => {
    expect(parsed({ startTime: '1900-01-01T00:00:00Z', endTime: '1900-01-01T01:00:00Z' }).startTime).toBe('1900-01-01T00:00:00.000Z');
  });
});

describe('createImportKeySchema', () => {
  it('trims the name', () => {
    expect(createImportKeySchema.parse({ name: '  iPhone Shortcut ' })).toEqual({ name: 'iPhone Shortcut' });
  });

  it.each([
    [{}, 'Give the key a name.'],
    [{ name: '   ' }, 'Give the key a name.'],
    [{ name: 'x'.repeat(IMPORT_KEY_NAME_MAX_LENGTH + 1) }, `A key's name can be at most ${IMPORT_KEY_NAME_MAX_LENGTH} characters.`],
  ])('refuses %j', (body, message) => {
    const result = createImportKeySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses unknown fields (the key is never chosen by the caller)', () => {
    expect(createImportKeySchema.safeParse({ name: 'Phone', key: 'sfhk_mine' }).success).toBe(false);
  });
});
