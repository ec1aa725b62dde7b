import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { lastSessionText, shortDay, suggestionText } from './coach-text';

const entry = (sets: ExerciseHistoryEntry['sets']): ExerciseHistoryEntry => ({
  sessionId: 's1',
  sessionName: 'Push',
  completedAt: '2026-03-05T12:00:00.000Z',
  exerciseId: 'bench',
  exerciseName: 'Bench',
  sets,
  bestE1rm: null,
  heaviestWeight: null,
  sessionVolume: 0,
  personalRecords: [],
});
const set = (weight: number | null, reps: number | null, isWarmup = false, isCompleted = true) => ({ setNumber: 1, weight, reps, isWarmup, isCompleted });

describe('coach texts', () => {
  it('reads a suggestion in the unit', () => {
    expect(suggestionText({ weight: 22597, reps: 3 }, 'kg')).toBe('102.5\u00a0kg\u00a0×\u00a03');
    expect(suggestionText({ weight: 23000, reps: 8 }, 'lb')).toBe('230\u00a0lb\u00a0×\u00a08');
  });

  it('sums up the last session by its working sets and the best of them', () => {
    const text = lastSessionText(entry([set(9000, 10, true), set(22046, 5), set(22046, 6), set(20000, 8), set(25000, 1, false, false)]), 'kg');
    expect(text).toBe(`${shortDay('2026-03-05T12:00:00.000Z')}: 3 working sets, best 100\u00a0kg\u00a0×\u00a06`);
  });

  it('says so when no set has weight and reps', () => {
    expect(lastSessionText(entry([set(null, 12)]), 'lb')).toMatch(/: no working set with weight and reps$/);
  });
});
