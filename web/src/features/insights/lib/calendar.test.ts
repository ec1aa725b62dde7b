import { describe, expect, it } from 'vitest';
import { dayOf, monthOf, monthTitle, monthWeeks, shiftMonth } from './calendar';

describe('months', () => {
  it('names the month of a local date', () => {
    expect(monthOf(new Date(2025, 5, 30, 23, 59))).toBe('2025-06');
    expect(dayOf(new Date(2025, 0, 5))).toBe('2025-01-05');
  });

  it('moves across years', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-06', -18)).toBe('2023-12');
  });

  it('titles a month whatever the time zone', () => {
    expect(monthTitle('2025-06', 'en-US')).toBe('June 2025');
    expect(monthTitle('2026-01', 'en-US')).toBe('January 2026');
  });

  it('rejects what is not a month', () => {
    expect(() => shiftMonth('2025-6', 1)).toThrow();
  });
});

describe('monthWeeks', () => {
  it('lays June 2025 out from Sunday, padded before the 1st and after the 30th', () => {
    const weeks = monthWeeks('2025-06'); // 1 June 2025 is a Sunday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((cell) => cell?.day ?? null)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks[4]?.map((cell) => cell?.day ?? null)).toEqual([29, 30, null, null, null, null, null]);
    expect(weeks[2]?.[3]).toEqual({ date: '2025-06-18', day: 18 });
  });

  it('starts a month beginning on Saturday in the last column, and knows leap years', () => {
    const weeks = monthWeeks('2024-02'); // 1 February 2024 is a Thursday; 29 days.
    expect(weeks[0]?.map((cell) => cell?.day ?? null)).toEqual([null, null, null, null, 1, 2, 3]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    const march2025 = monthWeeks('2025-03'); // a Saturday: six rows.
    expect(march2025[0]?.[6]?.day).toBe(1);
    expect(march2025).toHaveLength(6);
  });
});
