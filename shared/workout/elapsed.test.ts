import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatCountdown, formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it('shows seconds under a minute, then m:ss', () => {
    expect(formatElapsed(0)).toBe('0s');
    expect(formatElapsed(59.9)).toBe('59s');
    expect(formatElapsed(60)).toBe('1:00');
    expect(formatElapsed(605)).toBe('10:05');
    expect(formatElapsed(4500)).toBe('75:00');
    expect(formatElapsed(-3)).toBe('0s');
  });
});

describe('elapsedSeconds', () => {
  it('counts whole seconds from the start', () => {
    const start = '2025-06-18T10:00:00.000Z';
    expect(elapsedSeconds(start, Date.parse(start) + 61_900)).toBe(61);
    expect(elapsedSeconds(start, Date.parse(start) - 5000)).toBe(0);
    expect(elapsedSeconds(null, 0)).toBe(0);
    expect(elapsedSeconds('not a date', 0)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('rounds up so the last second shows 0:01', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
