import { describe, expect, it } from 'vitest';
import { dayIn, isTimeZone, monthBounds, startOfDay, startOfNextDay } from './time-zone';

const iso = (instant: number) => new Date(instant).toISOString();

describe('days in a time zone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('puts 23:30 UTC on the next day in Berlin', () => {
    expect(dayIn('UTC', Date.parse('2025-03-14T23:30:00Z'))).toBe('2025-03-14');
    expect(dayIn('Europe/Berlin', Date.parse('2025-03-14T23:30:00Z'))).toBe('2025-03-15');
    expect(dayIn('America/New_York', Date.parse('2025-03-15T03:30:00Z'))).toBe('2025-03-14');
  });

  it('bounds a month in the zone, across a change of clocks', () => {
    const march = monthBounds('Europe/Berlin', '2025-03');
    expect(iso(march.start)).toBe('2025-02-28T23:00:00.000Z');
    expect(iso(march.end)).toBe('2025-03-31T22:00:00.000Z');
    const december = monthBounds('UTC', '2024-12');
    expect(iso(december.start)).toBe('2024-12-01T00:00:00.000Z');
    expect(iso(december.end)).toBe('2025-01-01T00:00:00.000Z');
    expect(iso(monthBounds('Asia/Kolkata', '2025-06').start)).toBe('2025-05-31T18:30:00.000Z');
  });

  it('finds the first instant of a day whose midnight the clocks skip', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 8 September 2024: the day began at 01:00 -03.
    expect(iso(startOfDay('America/Santiago', 2024, 9, 8))).toBe('2024-09-08T04:00:00.000Z');
    expect(iso(startOfDay('America/Santiago', 2024, 9, 9))).toBe('2024-09-09T03:00:00.000Z');
  });

  it('steps to the next day', () => {
    expect(iso(startOfNextDay('Europe/Berlin', '2025-03-29'))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(startOfNextDay('Europe/Berlin', '2025-03-30'))).toBe('2025-03-30T22:00:00.000Z');
    expect(iso(startOfNextDay('UTC', '2025-01-31'))).toBe('2025-02-01T00:00:00.000Z');
  });
});
