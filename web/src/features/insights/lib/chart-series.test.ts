import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { chartPoints, chartSpanText, latestAndBest, type ChartPoint } from './chart-series';

const entry = (completedAt: string, fields: Partial<ExerciseHistoryEntry>): ExerciseHistoryEntry => ({
  sessionId: completedAt,
  sessionName: 'Push',
  completedAt,
  exerciseId: 'bench',
  exerciseName: 'Bench',
  sets: [],
  bestE1rm: null,
  heaviestWeight: null,
  sessionVolume: 0,
  personalRecords: [],
  ...fields,
});

/** Days in UTC, so the test does not depend on the machine's zone. */
const utcDay = (iso: string) => iso.slice(0, 10);

// Newest first, as the history endpoint answers.
const history = [
  entry('2026-03-08T10:00:00.000Z', { bestE1rm: 27006, heaviestWeight: 23149, sessionVolume: 23149 * 5 }),
  entry('2026-03-05T10:00:00.000Z', { bestE1rm: null, heaviestWeight: null, sessionVolume: 0 }),
  entry('2026-03-01T10:00:00.000Z', { bestE1rm: 25720, heaviestWeight: 22046, sessionVolume: 22046 * 15 }),
];

describe('chartPoints', () => {
  it('runs oldest first in the unit, leaving out sessions without a value', () => {
    expect(chartPoints(history, 'heaviest', 'kg', utcDay)).toEqual([
      { day: '2026-03-01', at: '2026-03-01T10:00:00.000Z', value: 100, stored: 22046, sessions: 1 },
      { day: '2026-03-08', at: '2026-03-08T10:00:00.000Z', value: 105, stored: 23149, sessions: 1 },
    ]);
    expect(chartPoints(history, 'e1rm', 'lb', utcDay).map((point) => point.value)).toEqual([257.2, 270.06]);
    expect(chartPoints(history, 'volume', 'kg', utcDay).map((point) => point.value)).toEqual([1500, 525]);
  });

  // Issue 27: three sessions on one day were three points at nearly the same x, drawn as a vertical line.
  it("draws one point per day: the day's best session, the earliest of equals", () => {
    const sameDay = [
      entry('2026-03-10T18:00:00.000Z', { heaviestWeight: 22046, sessionVolume: 22046 * 10 }),
      entry('2026-03-10T12:00:00.000Z', { heaviestWeight: 24251, sessionVolume: 24251 * 3 }),
      entry('2026-03-10T07:00:00.000Z', { heaviestWeight: 24251, sessionVolume: 24251 * 2 }),
      entry('2026-03-09T20:00:00.000Z', { heaviestWeight: 20000, sessionVolume: 20000 * 5 }),
    ];
    expect(chartPoints(sameDay, 'heaviest', 'kg', utcDay)).toEqual([
      { day: '2026-03-09', at: '2026-03-09T20:00:00.000Z', value: 90.72, stored: 20000, sessions: 1 },
      { day: '2026-03-10', at: '2026-03-10T07:00:00.000Z', value: 110, stored: 24251, sessions: 3 },
    ]);
    // Volume: the day's best session (as the 'Best session volume' record counts it), not the day's sum.
    expect(chartPoints(sameDay, 'volume', 'kg', utcDay).map(({ day, at, value }) => ({ day, at, value }))).toEqual([
      { day: '2026-03-09', at: '2026-03-09T20:00:00.000Z', value: 454 },
      { day: '2026-03-10', at: '2026-03-10T18:00:00.000Z', value: 1000 },
    ]);
  });

  it("groups by the person's day, not UTC's", () => {
    const lateEvening = [entry('2026-03-11T02:00:00.000Z', { heaviestWeight: 22046 }), entry('2026-03-10T20:00:00.000Z', { heaviestWeight: 20000 })];
    // In New York (UTC-4 in March 2026) both finished on March 10.
    const newYorkDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(iso));
    expect(chartPoints(lateEvening, 'heaviest', 'kg', newYorkDay).map(({ day, sessions, stored }) => ({ day, sessions, stored }))).toEqual([
      { day: '2026-03-10', sessions: 2, stored: 22046 },
    ]);
    expect(chartPoints(lateEvening, 'heaviest', 'kg', utcDay)).toHaveLength(2);
  });
});

const point = (day: string, stored: number, sessions = 1): ChartPoint => ({ day, at: `${day}T10:00:00.000Z`, value: stored / 100, stored, sessions });

describe('latestAndBest', () => {
  it('answers the newest point and the highest, the earliest of equals', () => {
    const points = [point('2026-03-01', 10000), point('2026-03-02', 12000), point('2026-03-03', 12000), point('2026-03-04', 11000)];
    expect(latestAndBest(points)).toEqual({ latest: points[3], best: points[1] });
    expect(latestAndBest([])).toBeNull();
  });
});

describe('chartSpanText', () => {
  it('counts sessions, and the days when some share one', () => {
    expect(chartSpanText([point('2026-03-01', 1)])).toBe('1 session');
    expect(chartSpanText([point('2026-03-01', 1), point('2026-03-02', 1)])).toBe('2 sessions');
    expect(chartSpanText([point('2026-03-01', 1, 3)])).toBe('3 sessions on 1 day');
    expect(chartSpanText([point('2026-03-01', 1, 3), point('2026-03-02', 1)])).toBe('4 sessions on 2 days');
  });
});
