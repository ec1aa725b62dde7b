import { describe, expect, it } from 'vitest';
import { HEALTH_IMPORT_NOTES, healthWorkoutSchema } from '../schemas/health';
import { HEALTH_ACTIVITY_NAMES } from './activities';
import {
  deriveHealthId,
  parseShortcutData,
  parseShortcutDataParam,
  ShortcutDataError,
  toHealthPayload,
  type ShortcutWorkoutPayload,
} from './shortcut-data';
import { secondsToMinutes } from './duration';

const run = {
  name: 'Morning Run',
  type: 1,
  startTime: '2026-11-23T07:30:00+01:00',
  endTime: '2026-11-23T08:00:00+01:00',
  duration: 1800,
  caloriesBurned: 312.6,
  distance: 5.2,
  appleHealthId: 'A1B2-C3D4',
};

/** toHealthPayload of `run` with some fields replaced or removed (undefined). */
function payloadOf(changes: Record<string, unknown>): ShortcutWorkoutPayload {
  const raw: Record<string, unknown> = { ...run, ...changes };
  for (const key of Object.keys(raw)) if (raw[key] === undefined) delete raw[key];
  return toHealthPayload(raw);
}

function issueOf(raw: unknown): string {
  const { workouts, invalid } = parseShortcutData([raw]);
  expect(workouts).toEqual([]);
  return invalid[0]!.message;
}

describe('toHealthPayload: the spec payload', () => {
  it('builds every field of spec 001 section 3', () => {
    expect(toHealthPayload(run)).toEqual({
      name: 'Morning Run',
      type: 'cardio',
      startTime: '2026-11-23T06:30:00.000Z',
      endTime: '2026-11-23T07:00:00.000Z',
      duration: 30,
      caloriesBurned: 313,
      distance: 5.2,
      appleHealthId: 'A1B2-C3D4',
      importedFromHealth: true,
      status: 'completed',
      completedAt: '2026-11-23T07:00:00.000Z',
      notes: HEALTH_IMPORT_NOTES,
    });
  });

  it('is accepted by the API schema', () => {
    expect(healthWorkoutSchema.safeParse(toHealthPayload(run)).success).toBe(true);
  });
});

describe('activity type → name and category (spec 001 section 5)', () => {
  it.each(Object.keys(HEALTH_ACTIVITY_NAMES).map(Number))('code %i names an unnamed workout after the activity', (code) => {
    const payload = payloadOf({ name: undefined, type: code });
    expect(payload.name).toBe(HEALTH_ACTIVITY_NAMES[code]);
  });

  it.each([
    [1, 'Running', 'cardio'],
    [13, 'Strength Training', 'strength'],
    [36, 'Yoga', 'flexibility'],
    [62, 'Other', 'mixed'],
    ['2', 'Cycling', 'cardio'],
    [' 44 ', 'Pilates', 'flexibility'],
  ])('code %j → %s, %s', (type, name, category) => {
    expect(payloadOf({ name: undefined, type })).toMatchObject({ name, type: category });
  });

  it.each([0, 63, 999, '77'])('an unknown code %j is a mixed "Workout"', (type) => {
    expect(payloadOf({ name: undefined, type })).toMatchObject({ name: 'Workout', type: 'mixed' });
  });

  it('a missing activity is a mixed "Workout"', () => {
    expect(payloadOf({ name: undefined, type: undefined })).toMatchObject({ name: 'Workout', type: 'mixed' });
  });

  it.each([
    ['strength', 'strength'],
    ['cardio', 'cardio'],
    ['flexibility', 'flexibility'],
    ['mixed', 'mixed'],
    ['Cardio', 'cardio'],
    ['Running', 'mixed'],
    ['Evening Swim', 'mixed'],
  ])('the string type %j is kept as the name, its category %s', (type, category) => {
    expect(payloadOf({ name: undefined, type })).toMatchObject({ name: type, type: category });
  });

  it('a given name wins over the activity name; a blank one does not', () => {
    expect(payloadOf({ name: ' Long Ride ', type: 2 }).name).toBe('Long Ride');
    expect(payloadOf({ name: '   ', type: 2 }).name).toBe('Cycling');
  });

  it.each(['activityType', 'workoutActivityType', 'workoutType'])('reads the activity from %s', (field) => {
    expect(payloadOf({ name: undefined, type: undefined, [field]: 36 })).toMatchObject({ name: 'Yoga', type: 'flexibility' });
  });
});

describe('duration: seconds → minutes, rounded', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [89, 1],
    [90, 2],
    [1800, 30],
    [1829.9, 30],
    [3630, 61],
  ])('%d s → %d min', (seconds, minutes) => {
    expect(secondsToMinutes(seconds)).toBe(minutes);
  });

  it('takes the minutes between start and end, which win over a duration that agrees within a minute', () => {
    expect(payloadOf({ duration: 1800 }).duration).toBe(30);
    expect(payloadOf({ duration: '1799,6' }).duration).toBe(30);
    expect(payloadOf({ duration: '1,850' }).duration).toBe(30);
  });

  it('leaves out a workout whose duration disagrees with its start and end, naming the field', () => {
    expect(issueOf({ ...run, duration: 3900 })).toBe('duration must be the seconds between startTime and endTime (1800), or leave it out; it is 3900.');
  });

  it('derives the seconds from the times when missing', () => {
    expect(payloadOf({ duration: undefined, endTime: '2026-11-23T07:31:29+01:00' }).duration).toBe(1);
    expect(payloadOf({ duration: undefined, endTime: '2026-11-23T07:31:30+01:00' }).duration).toBe(2);
  });

  it('derives a missing end from the start and the duration, and a missing start from the end', () => {
    expect(payloadOf({ endTime: undefined, duration: 2700 })).toMatchObject({
      endTime: '2026-11-23T07:15:00.000Z',
      completedAt: '2026-11-23T07:15:00.000Z',
      duration: 45,
    });
    expect(payloadOf({ startTime: undefined, duration: 600 }).startTime).toBe('2026-11-23T06:50:00.000Z');
  });
});

describe('calories and distance', () => {
  it.each([
    [312.4, 312],
    [312.5, 313],
    [0, 0],
    ['250.7', 251],
    ['99,5', 100],
  ])('calories %j → %d', (calories, expected) => {
    expect(payloadOf({ caloriesBurned: calories }).caloriesBurned).toBe(expected);
  });

  it('missing calories or distance are null', () => {
    expect(payloadOf({ caloriesBurned: undefined, distance: undefined })).toMatchObject({ caloriesBurned: null, distance: null });
    expect(payloadOf({ caloriesBurned: null, distance: null })).toMatchObject({ caloriesBurned: null, distance: null });
  });

  it('keeps the distance as sent (not rounded)', () => {
    expect(payloadOf({ distance: 5.234 }).distance).toBe(5.234);
    expect(payloadOf({ distance: '12,5' }).distance).toBe(12.5);
  });
});

describe('field aliases', () => {
  it('reads HealthKit and Shortcut names for every field', () => {
    const payload = toHealthPayload({
      title: 'Lunch Swim',
      activityType: 27,
      startDate: '2026-11-23T12:00:00Z',
      endDate: '2026-11-23T12:40:00Z',
      totalEnergyBurned: 401.2,
      totalDistance: 1.5,
      uuid: '5F0A',
    });
    expect(payload).toMatchObject({
      name: 'Lunch Swim',
      type: 'cardio',
      startTime: '2026-11-23T12:00:00.000Z',
      endTime: '2026-11-23T12:40:00.000Z',
      duration: 40,
      caloriesBurned: 401,
      distance: 1.5,
      appleHealthId: '5F0A',
    });
  });

  it.each([
    ['calories', 120.2, 'caloriesBurned', 120],
    ['activeEnergyBurned', 88.8, 'caloriesBurned', 89],
    ['id', 'xyz', 'appleHealthId', 'xyz'],
    ['id', 12345, 'appleHealthId', '12345'],
  ])('%s → %s', (alias, value, field, expected) => {
    const raw: Record<string, unknown> = { ...run, [alias]: value };
    delete raw[field];
    expect(toHealthPayload(raw)[field as keyof ShortcutWorkoutPayload]).toBe(expected);
  });

  it('prefers the spec name when both are sent', () => {
    expect(payloadOf({ calories: 999 }).caloriesBurned).toBe(313);
  });
});

describe('times', () => {
  it.each([
    ['2026-11-23T07:30:00Z', '2026-11-23T07:30:00.000Z'],
    ['2026-11-23T07:30:00+0100', '2026-11-23T06:30:00.000Z'],
    ['2026-11-23T07:30:00+01', '2026-11-23T06:30:00.000Z'],
    ['2026-11-23 07:30:00 -05:00', '2026-11-23T12:30:00.000Z'],
    ['2026-11-23T07:30:00.123456Z', '2026-11-23T07:30:00.123Z'],
    ['2026-11-23T07:30Z', '2026-11-23T07:30:00.000Z'],
    ['2026-11-23T07:30:00 01:00', '2026-11-23T06:30:00.000Z'],
    ['2026-11-23T07:30:00 0530', '2026-11-23T02:00:00.000Z'],
    [1_795_419_000_000, '2026-11-23T07:30:00.000Z'],
    [1_795_419_000, '2026-11-23T07:30:00.000Z'],
    ['1795419000', '2026-11-23T07:30:00.000Z'],
  ])('reads %j as %s', (startTime, expected) => {
    expect(payloadOf({ startTime, endTime: undefined, duration: 60 }).startTime).toBe(expected);
  });

  it('reads a time without a zone as the device local time', () => {
    expect(payloadOf({ startTime: '2026-11-23T07:30:00', endTime: '2026-11-23T08:00:00' })).toMatchObject({
      startTime: new Date(2026, 10, 23, 7, 30).toISOString(),
      endTime: new Date(2026, 10, 23, 8, 0).toISOString(),
    });
  });
});

describe('appleHealthId', () => {
  it('is made up from the start and the activity when missing, the same each time', () => {
    const first = payloadOf({ appleHealthId: undefined });
    const again = payloadOf({ appleHealthId: undefined, startTime: '2026-11-23T06:30:00Z', name: 'Renamed' });
    expect(first.appleHealthId).toBe('shortcut:2026-11-23T06:30:00.000Z:1');
    expect(again.appleHealthId).toBe(first.appleHealthId);
    expect(payloadOf({ appleHealthId: undefined, type: 2 }).appleHealthId).not.toBe(first.appleHealthId);
  });

  it('uses the string type and "workout" when there is no code', () => {
    expect(deriveHealthId('2026-11-23T06:30:00.000Z', ' Evening Swim ')).toBe('shortcut:2026-11-23T06:30:00.000Z:evening swim');
    expect(deriveHealthId('2026-11-23T06:30:00.000Z', undefined)).toBe('shortcut:2026-11-23T06:30:00.000Z:workout');
  });

  it('trims a given id and makes one up for a blank id', () => {
    expect(payloadOf({ appleHealthId: '  abc  ' }).appleHealthId).toBe('abc');
    expect(payloadOf({ appleHealthId: '  ' }).appleHealthId).toMatch(/^shortcut:/);
  });
});

describe('malformed workouts are left out with the field at fault', () => {
  it.each([
    [null, 'A workout must be an object.'],
    ['a run', 'A workout must be an object.'],
    [[1, 2], 'A workout must be an object.'],
    [{ ...run, startTime: undefined, duration: undefined }, 'startTime is required.'],
    [{ ...run, endTime: undefined, duration: undefined }, 'endTime (or duration) is required.'],
    [{ ...run, startTime: 'yesterday morning' }, 'startTime must be an ISO 8601 date and time, e.g. 2026-11-23T07:30:00+01:00.'],
    [{ ...run, startTime: undefined, startDate: '23/11/2026' }, 'startDate must be an ISO 8601 date and time, e.g. 2026-11-23T07:30:00+01:00.'],
    [{ ...run, endTime: '2026-11-23T07:00:00+01:00' }, 'endTime must not be before startTime.'],
    [{ ...run, endTime: '2026-11-25T07:00:00+01:00' }, 'A workout can last at most 24 hours.'],
    [{ ...run, duration: 'half an hour' }, 'duration must be a number.'],
    [{ ...run, duration: -60 }, 'duration cannot be negative.'],
    [{ ...run, caloriesBurned: -1 }, 'caloriesBurned cannot be negative.'],
    [{ ...run, caloriesBurned: undefined, calories: 'lots' }, 'calories must be a number.'],
    [{ ...run, distance: true }, 'distance must be a number.'],
    [{ ...run, type: { code: 1 } }, 'type must be an activity code or name.'],
    [{ ...run, name: 42 }, 'name must be text.'],
    [{ ...run, appleHealthId: 'x'.repeat(257) }, 'appleHealthId can be at most 256 characters.'],
  ])('%j: %s', (raw, message) => {
    expect(issueOf(raw)).toBe(message);
  });

  it('keeps the good ones and reports the others by position', () => {
    const result = parseShortcutData({ workouts: [run, { ...run, startTime: 'soon' }, { ...run, appleHealthId: 'B' }, 7] });
    expect(result.workouts.map((workout) => workout.appleHealthId)).toEqual(['A1B2-C3D4', 'B']);
    expect(result.invalid.map((issue) => issue.index)).toEqual([1, 3]);
  });
});

describe('the data as a whole', () => {
  it('takes { workouts: [...] }, a bare list, the HEALTH_DATA message and a single workout', () => {
    expect(parseShortcutData({ workouts: [run] }).workouts).toHaveLength(1);
    expect(parseShortcutData([run, run]).workouts).toHaveLength(2);
    expect(parseShortcutData({ type: 'HEALTH_DATA', workouts: [run] }).workouts).toHaveLength(1);
    expect(parseShortcutData(run).workouts).toHaveLength(1);
  });

  it('takes an empty list (nothing new: the sync is set up)', () => {
    expect(parseShortcutData({ workouts: [] })).toEqual({ workouts: [], invalid: [] });
    expect(parseShortcutDataParam('[]')).toEqual({ workouts: [], invalid: [] });
  });

  it('reads the query parameter text, also when it was URL-encoded twice or JSON-encoded twice', () => {
    const json = JSON.stringify({ workouts: [run] });
    expect(parseShortcutDataParam(json).workouts).toHaveLength(1);
    expect(parseShortcutDataParam(encodeURIComponent(json)).workouts).toHaveLength(1);
    expect(parseShortcutDataParam(JSON.stringify(json)).workouts).toHaveLength(1);
    expect(parseShortcutDataParam(` ${json}\n`).workouts).toHaveLength(1);
  });

  it.each([
    ['not json', 'The health data is not valid JSON.'],
    ['{"workouts": [', 'The health data is not valid JSON.'],
    ['', 'The health data is not valid JSON.'],
    ['42', 'The health data holds no workouts list.'],
    ['null', 'The health data holds no workouts list.'],
    ['{"steps": 1000}', 'The health data holds no workouts list.'],
    ['{"workouts": {"0": {}}}', 'workouts must be a list.'],
    ['"\\"just text\\""', 'The health data holds no workouts list.'],
  ])('refuses %j as a whole', (text, message) => {
    expect(() => parseShortcutDataParam(text)).toThrow(new ShortcutDataError(message));
  });
});
