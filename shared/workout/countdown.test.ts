import { describe, expect, it } from 'vitest';
import { endsAt, extendCountdown, isFinished, parseCountdown, progressOf, remainingMs, startCountdown } from './countdown';

const t0 = Date.parse('2025-06-18T10:00:00.000Z');

describe('wall-clock countdown', () => {
  it('reads the remaining time from the clock, whatever happened in between', () => {
    const rest = startCountdown(120, t0);
    expect(remainingMs(rest, t0)).toBe(120_000);
    expect(remainingMs(rest, t0 + 100)).toBe(119_900);
    // A tab asleep for 90 s wakes up to the right value, not 90 s behind.
    expect(remainingMs(rest, t0 + 90_000)).toBe(30_000);
    expect(endsAt(rest)).toBe(t0 + 120_000);
  });

  it('finishes at zero and never goes negative', () => {
    const rest = startCountdown(60, t0);
    expect(isFinished(rest, t0 + 59_999)).toBe(false);
    expect(isFinished(rest, t0 + 60_000)).toBe(true);
    expect(remainingMs(rest, t0 + 600_000)).toBe(0);
  });

  it('extends by 30 s from the same start', () => {
    const rest = extendCountdown(startCountdown(60, t0), 30);
    expect(rest).toEqual({ startedAt: t0, durationSeconds: 90 });
    expect(remainingMs(rest, t0 + 60_000)).toBe(30_000);
  });

  it('reports progress from 0 to 1', () => {
    const rest = startCountdown(100, t0);
    expect(progressOf(rest, t0)).toBe(0);
    expect(progressOf(rest, t0 + 25_000)).toBe(0.25);
    expect(progressOf(rest, t0 + 500_000)).toBe(1);
    expect(progressOf(startCountdown(0, t0), t0)).toBe(1);
  });

  it('survives a round trip through storage and refuses junk', () => {
    const rest = startCountdown(120, t0);
    expect(parseCountdown(JSON.parse(JSON.stringify(rest)))).toEqual(rest);
    expect(parseCountdown(null)).toBeNull();
    expect(parseCountdown({ startedAt: 'x', durationSeconds: 10 })).toBeNull();
    expect(parseCountdown({ startedAt: t0, durationSeconds: -1 })).toBeNull();
  });
});
