import { describe, expect, it } from 'vitest';
import { feedAge, profilePostAge } from './post-age';

const now = Date.parse('2025-03-15T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('feedAge', () => {
  it.each([
    [0, '0s'],
    [59 * SECOND, '59s'],
    [MINUTE, '1m'],
    [59 * MINUTE + 59 * SECOND, '59m'],
    [HOUR, '1h'],
    [23 * HOUR, '23h'],
    [DAY, '1d'],
    [6 * DAY + 23 * HOUR, '6d'],
    [7 * DAY, '1w'],
    [400 * DAY, '57w'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(feedAge(before(ms), now)).toBe(expected);
  });

  it('reads a time in the future (clock skew) as 0s, and nothing for a bad date', () => {
    expect(feedAge(new Date(now + 5 * SECOND).toISOString(), now)).toBe('0s');
    expect(feedAge('not a date', now)).toBe('');
  });
});

describe('profilePostAge', () => {
  it.each([
    [30 * SECOND, '0m'],
    [5 * MINUTE, '5m'],
    [3 * HOUR, '3h'],
    [6 * DAY, '6d'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(profilePostAge(before(ms), now)).toBe(expected);
  });

  it('shows the date from a week on', () => {
    expect(profilePostAge('2025-03-08T12:00:00.000Z', now)).toBe('Mar 8, 2025');
    expect(profilePostAge('2024-12-25T12:00:00.000Z', now)).toBe('Dec 25, 2024');
  });
});
