import { describe, expect, it } from 'vitest';
import type { WorkoutSet } from '../../../../../shared/api-types';
import { sessionMinutes, summaryExercisesOf } from './session-summary';

function set(id: string, exerciseId: string, exerciseOrder: number, setNumber: number, isWarmup = false): WorkoutSet {
  return { id, sessionId: 's', exerciseId, exerciseName: exerciseId.toUpperCase(), exerciseOrder, setNumber, weight: null, reps: null, isCompleted: true, isWarmup, setType: isWarmup ? 'warmup' : 'normal', createdAt: '', exerciseType: 'weight_reps', durationSeconds: null, distanceMeters: null };
}

describe('summaryExercisesOf', () => {
  it('groups sets by exercise in session order and labels warm-ups W', () => {
    const exercises = summaryExercisesOf([set('b1', 'bench', 1, 1), set('s2', 'squat', 0, 2), set('s1', 'squat', 0, 1, true), set('s3', 'squat', 0, 3)]);

    expect(exercises.map((exercise) => exercise.exerciseName)).toEqual(['SQUAT', 'BENCH']);
    expect(exercises[0]?.sets.map(({ set: { id }, label }) => [id, label])).toEqual([
      ['s1', 'W'],
      ['s2', 1],
      ['s3', 2],
    ]);
  });
});

describe('sessionMinutes', () => {
  it('prefers the stored duration, else counts from start to end', () => {
    expect(sessionMinutes({ duration: 42, startTime: '2025-01-01T10:00:00Z', endTime: null })).toBe(42);
    expect(sessionMinutes({ duration: null, startTime: '2025-01-01T10:00:00Z', endTime: '2025-01-01T10:31:10Z' })).toBe(31);
    expect(sessionMinutes({ duration: null, startTime: '2025-01-01T10:00:00Z', endTime: null })).toBeNull();
  });
});
