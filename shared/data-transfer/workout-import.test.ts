import { describe, expect, it } from 'vitest';
import { checkImportedWorkout, IMPORT_IN_FUTURE, importWorkoutsRequestSchema } from './workout-import';

const now = Date.parse('2026-03-01T12:00:00Z');
const workout = {
  sourceId: 'strong:0123456789abcdef',
  name: 'Push',
  notes: null,
  startTime: '2026-02-28T18:00:00Z',
  endTime: '2026-02-28T19:00:00Z',
  exercises: [{ name: 'Bench Press', sets: [{ weight: 10_000, reps: 5, isWarmup: false }] }],
};

describe('one imported workout, checked on its own (issue 26)', () => {
  it('passes a valid workout, its times in UTC', () => {
    expect(checkImportedWorkout(workout, now)).toEqual({ workout: { ...workout, startTime: '2026-02-28T18:00:00.000Z', endTime: '2026-02-28T19:00:00.000Z' } });
  });

  it('says why a workout is refused, naming the field', () => {
    const named = { ...workout, exercises: [{ ...workout.exercises[0], name: 'Fly\u0007' }] };
    expect(checkImportedWorkout(named, now)).toEqual({ reason: 'Exercise name contains control characters, which are not allowed.' });
    expect(checkImportedWorkout({ ...workout, startTime: '0001-01-01T00:00:00Z', endTime: '0001-01-01T01:00:00Z' }, now)).toEqual({
      reason: 'startTime must be from 1900-01-01 to tomorrow.',
    });
    expect(checkImportedWorkout({ ...workout, startTime: '2026-03-01T13:00:00Z', endTime: '2026-03-01T14:00:00Z' }, now)).toEqual({ reason: IMPORT_IN_FUTURE });
    expect(checkImportedWorkout({ ...workout, extra: 1 }, now)).toEqual({ reason: expect.stringContaining('extra') });
  });
});

describe('the batch', () => {
  it('checks its size and each source id, and leaves the rest of each workout to checkImportedWorkout', () => {
    expect(importWorkoutsRequestSchema.safeParse({ workouts: [workout, { ...workout, name: 'Bad\u0000' }] }).success).toBe(true);
    expect(importWorkoutsRequestSchema.safeParse({ workouts: [{ ...workout, sourceId: 'nope' }] }).success).toBe(false);
    expect(importWorkoutsRequestSchema.safeParse({ workouts: Array.from({ length: 21 }, () => workout) }).success).toBe(false);
    const sets = Array.from({ length: 50 }, () => ({ weight: 1, reps: 1, isWarmup: false }));
    const big = { ...workout, exercises: Array.from({ length: 21 }, (_, index) => ({ name: `E${index}`, sets })) };
    expect(importWorkoutsRequestSchema.safeParse({ workouts: [big] }).error?.issues[0]?.message).toBe('Send at most 1000 sets at a time.');
  });
});
