import { describe, expect, it } from 'vitest';
import { startOfWeek } from './week';

describe('startOfWeek', () => {
  it.each([
    ['a Wednesday afternoon', '2025-06-04T15:30:00.000Z', '2025-06-01T00:00:00.000Z'],
    ['a Sunday just after midnight', '2025-06-01T00:00:01.000Z', '2025-06-01T00:00:00.000Z'],
    ['a Saturday just before midnight', '2025-06-07T23:59:59.999Z', '2025-06-01T00:00:00.000Z'],
    ['across a month and year boundary', '2026-01-02T12:00:00.000Z', '2025-12-28T00:00:00.000Z'],
  ])('is the Sunday before %s', (_case, now, expected) => {
    expect(startOfWeek(new Date(now)).toISOString()).toBe(expected);
  });
});
