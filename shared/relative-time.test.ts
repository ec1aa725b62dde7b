import { describe, expect, it } from 'vitest';
import { messageTimeAgo, timeAgo } from './relative-time';

const now = new Date('2025-03-15T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [60 * SECOND, '1 minute ago'],
    [5 * MINUTE + 30 * SECOND, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR + 59 * MINUTE, '2 hours ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [89 * DAY, '2 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms before now reads %s', (ms, expected) => {
    expect(timeAgo(before(ms), now)).toBe(expected);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(timeAgo('2025-03-15T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo(now.getTime() - 2 * HOUR, now.getTime())).toBe('2 hours ago');
  });

  it("says 'just now' for a time slightly ahead (clock skew) and nothing for an invalid date", () => {
    expect(timeAgo(new Date(now.getTime() + 5 * SECOND), now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('messageTimeAgo (spec 001 section 9)', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [59 * SECOND + 999, 'just now'],
    [60 * SECOND, '1m ago'],
    [59 * MINUTE, '59m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [60 * MINUTE, '1h ago'],
    [23 * HOUR, '23h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [24 * HOUR, '1d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY - 1, '6d ago'],
    [7 * DAY, '1w ago'],
    [13 * DAY, '1w ago'],
    [14 * DAY, '2w ago'],
    [400 * DAY, '57w ago'],
  ])('%i ms before now reads %s', (ms, expected) => {
    expect(messageTimeAgo(before(ms), now)).toBe(expected);
  });

  it("reads 'just now' for any time ahead of the clock, and nothing for an invalid date", () => {
    expect(messageTimeAgo(new Date(now.getTime() + 5 * SECOND), now)).toBe('just now');
    expect(messageTimeAgo(new Date(now.getTime() + 3 * DAY), now)).toBe('just now');
    expect(messageTimeAgo('not a date', now)).toBe('');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(messageTimeAgo('2025-03-15T09:00:00.000Z', now)).toBe('3h ago');
    expect(messageTimeAgo(now.getTime() - 2 * DAY, now.getTime())).toBe('2d ago');
  });
});
