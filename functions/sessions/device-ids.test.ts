import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../shared/ids';
import { WORKOUT_IN_FUTURE } from '../../shared/schemas/sessions';
import { deviceStartTime, END_BEFORE_START, END_IN_FUTURE, finishTime, MAX_DEVICE_START_AGE_MS, START_TIME_INVALID, START_TOO_OLD } from './device-ids';

const now = new Date('2026-06-01T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('deviceStartTime', () => {
  const id = timeOrderedId(new Date(now.getTime() - minutes(90)));

  it('keeps the start the phone sends, normalised to UTC', () => {
    expect(deviceStartTime({ id, startTime: '2026-06-01T12:30:00+02:00', now })).toBe('2026-06-01T10:30:00.000Z');
  });

  it('takes the time part of the id when no start is sent', () => {
    expect(deviceStartTime({ id, now })).toBe(at(-minutes(90)));
  });

  it('never starts after now: a clock a little ahead is clamped, one far ahead refused', () => {
    expect(deviceStartTime({ id, startTime: at(minutes(3)), now })).toBe(now.toISOString());
    expect(() => deviceStartTime({ id, startTime: at(minutes(6)), now })).toThrow(WORKOUT_IN_FUTURE);
    expect(deviceStartTime({ id: timeOrderedId(new Date(now.getTime() + minutes(60))), now })).toBe(now.toISOString());
  });

  it('refuses a start that is not an ISO instant, or older than the idempotency keys live', () => {
    expect(() => deviceStartTime({ id, startTime: 'yesterday', now })).toThrow(START_TIME_INVALID);
    expect(() => deviceStartTime({ id, startTime: '2026-06-01', now })).toThrow(START_TIME_INVALID);
    expect(() => deviceStartTime({ id, startTime: at(-MAX_DEVICE_START_AGE_MS - minutes(1)), now })).toThrow(START_TOO_OLD);
  });
});

describe('finishTime', () => {
  const startTime = at(-minutes(180));

  it('ends now without a time from the phone', () => {
    expect(finishTime({ startTime, now })).toEqual(now);
    expect(finishTime({ requested: null, startTime, now })).toEqual(now);
  });

  it('keeps a time hours ago, as a workout finished offline has', () => {
    expect(finishTime({ requested: at(-minutes(120)), startTime, now }).toISOString()).toBe(at(-minutes(120)));
  });

  it('refuses a time more than five minutes ahead or before the start, and clamps within the slack', () => {
    expect(() => finishTime({ requested: at(minutes(6)), startTime, now })).toThrow(END_IN_FUTURE);
    expect(() => finishTime({ requested: at(-minutes(186)), startTime, now })).toThrow(END_BEFORE_START);
    expect(finishTime({ requested: at(minutes(4)), startTime, now })).toEqual(now);
    expect(finishTime({ requested: at(-minutes(183)), startTime, now }).toISOString()).toBe(startTime);
  });
});
