import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { previousSetsOf } from './use-recent-exercise-sessions';

const entry = (sets: ExerciseHistoryEntry['sets']): ExerciseHistoryEntry => ({
  sessionId: 's1',
  sessionName: 'Quick Workout',
  completedAt: '2026-03-01T10:00:00.000Z',
  exerciseId: 'bench',
  exerciseName: 'Bench',
  sets,
  bestE1rm: null,
  heaviestWeight: null,
  sessionVolume: 0,
  personalRecords: [],
});

describe('last time’s sets', () => {
  it('are the completed sets in the order done, warm-ups flagged', () => {
    const sets = previousSetsOf(
      entry([
        { setNumber: 1, weight: 9000, reps: 5, isWarmup: true, isCompleted: true },
        { setNumber: 2, weight: 22046, reps: 5, isWarmup: false, isCompleted: true },
        { setNumber: 3, weight: 22046, reps: 3, isWarmup: false, isCompleted: false },
        { setNumber: 4, weight: 20000, reps: 8, isWarmup: false, isCompleted: true },
      ]),
    );
    expect(sets).toEqual([
      { isWarmup: true, weight: 9000, reps: 5 },
      { isWarmup: false, weight: 22046, reps: 5 },
      { isWarmup: false, weight: 20000, reps: 8 },
    ]);
  });

  it('are none when the exercise was never done', () => {
    expect(previousSetsOf(undefined)).toEqual([]);
  });
});
