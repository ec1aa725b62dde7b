import { describe, expect, it } from 'vitest';
import { WORKOUT_IN_FUTURE } from '../../../../../shared/schemas/sessions';
import type { Draft } from '../draft/draft-store';
import { localDateTimeValue, loggedWorkoutOf, parseLocalDateTime, saveProblem } from './draft-request';

const draft: Draft = {
  startedAt: Date.parse('2025-05-01T10:00:00Z'),
  exercises: [
    {
      exerciseId: 'Barbell_Squat',
      name: 'Barbell Squat',
      sets: [
        { id: 'w', isWarmup: true, isCompleted: true },
        { id: 's1', isWarmup: false, isCompleted: true },
        { id: 's2', isWarmup: false },
      ],
    },
    { exerciseId: 'Pushups', name: 'Pushups', sets: [{ id: 'p1', isWarmup: false, isCompleted: true }] },
  ],
  entries: {
    w: { weight: { value: '95', own: true }, reps: { value: '10', own: true } },
    s1: { weight: { value: '102.5', own: true }, reps: { value: '5', own: false } },
    s2: { weight: { value: '102.', own: false }, reps: { value: 'x', own: true } },
    p1: { reps: { value: '20', own: true } },
  },
};

const details = { title: '  Legs  ', description: ' Felt strong ', startedAt: new Date('2025-05-01T10:00:00Z'), durationMinutes: 47.6 };

describe('loggedWorkoutOf', () => {
  it('sends every set with the weight (hundredths) and reps its row shows, and the trimmed title and description', () => {
    expect(loggedWorkoutOf(draft, details)).toEqual({
      name: 'Legs',
      description: 'Felt strong',
      startTime: '2025-05-01T10:00:00.000Z',
      durationMinutes: 48,
      exercises: [
        {
          exerciseId: 'Barbell_Squat',
          sets: [
            { weight: 9_500, reps: 10, isWarmup: true, isCompleted: true },
            { weight: 10_250, reps: 5, isWarmup: false, isCompleted: true },
            { weight: 10_200, reps: null, isWarmup: false, isCompleted: false },
          ],
        },
        { exerciseId: 'Pushups', sets: [{ weight: null, reps: 20, isWarmup: false, isCompleted: true }] },
      ],
    });
  });

  it('leaves a blank title and description out, and keeps a forgotten draft within a day', () => {
    const body = loggedWorkoutOf(draft, { ...details, title: ' ', description: '', durationMinutes: 5_000 });
    expect(body).toMatchObject({ name: null, description: null, durationMinutes: 1440 });
  });
});

describe('saveProblem', () => {
  const now = Date.parse('2025-05-01T12:00:00Z');

  it('passes a valid workout and stops what the server would refuse', () => {
    expect(saveProblem(loggedWorkoutOf(draft, details), now)).toBeNull();
    expect(saveProblem(loggedWorkoutOf({ ...draft, exercises: [] }, details), now)).toBe('Add at least one exercise.');
    expect(saveProblem(loggedWorkoutOf(draft, { ...details, startedAt: new Date('2025-05-01T13:00:00Z') }), now)).toBe(WORKOUT_IN_FUTURE);
  });
});

describe('datetime-local values', () => {
  it('round-trip in the device’s time zone; an empty value is no date', () => {
    const date = new Date(2025, 4, 1, 9, 5);
    expect(localDateTimeValue(date)).toBe('2025-05-01T09:05');
    expect(parseLocalDateTime('2025-05-01T09:05')?.getTime()).toBe(date.getTime());
    expect(parseLocalDateTime('')).toBeNull();
  });
});

describe('Make Public (issue 27)', () => {
  it('sends who hears of the workout: followers when on, only the person when off', () => {
    expect(loggedWorkoutOf(draft, { ...details, isPublic: true })).toMatchObject({ visibility: 'followers' });
    expect(loggedWorkoutOf(draft, { ...details, isPublic: false })).toMatchObject({ visibility: 'only-me' });
    expect(loggedWorkoutOf(draft, details)).not.toHaveProperty('visibility');
  });
});
