import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { chartPoints, latestAndBest } from './chart-series';

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

// Newest first, as the history endpoint answers.
const history = [
  entry('2026-03-08T10:00:00.000Z', { bestE1rm: 27006, heaviestWeight: 23149, sessionVolume: 23149 * 5 }),
  entry('2026-03-05T10:00:00.000Z', { bestE1rm: null, heaviestWeight: null, sessionVolume: 0 }),
  entry('2026-03-01T10:00:00.000Z', { bestE1rm: 25720, heaviestWeight: 22046, sessionVolume: 22046 * 15 }),
];

describe('chartPoints', () => {
  it('runs oldest first in the unit, leaving out sessions without a value', () => {
    expect(chartPoints(history, 'heaviest', 'kg')).toEqual([
      { at: '2026-03-01T10:00:00.000Z', value: 100 },
      { at: '2026-03-08T10:00:00.000Z', value: 105 },
    ]);
    expect(chartPoints(history, 'e1rm', 'lb').map((point) => point.value)).toEqual([257.2, 270.06]);
    expect(chartPoints(history, 'volume', 'kg').map((point) => point.value)).toEqual([1500, 525]);
  });
});

describe('latestAndBest', () => {
  it('answers the newest point and the highest, the earliest of equals', () => {
    const points = [
      { at: 'a', value: 100 },
      { at: 'b', value: 120 },
      { at: 'c', value: 120 },
      { at: 'd', value: 110 },
    ];
    expect(latestAndBest(points)).toEqual({ latest: { at: 'd', value: 110 }, best: { at: 'b', value: 120 } });
    expect(latestAndBest([])).toBeNull();
  });
});
