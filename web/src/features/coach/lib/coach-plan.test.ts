import { describe, expect, it } from 'vitest';
import { HISTORY_SESSIONS } from '../../../lib/queries/coach-queries';
import { COACH_WINDOW_DAYS, exercisesToCoach, MAX_COACHED_EXERCISES } from './coach-plan';

const now = Date.parse('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

describe('exercisesToCoach', () => {
  it('keeps the exercises trained in the last six weeks, in the order given (most recent first)', () => {
    const recent = [
      { exerciseId: 'bench', lastTrainedAt: daysAgo(1) },
      { exerciseId: 'squat', lastTrainedAt: daysAgo(COACH_WINDOW_DAYS) },
      { exerciseId: 'curl', lastTrainedAt: daysAgo(COACH_WINDOW_DAYS + 1) },
    ];
    expect(exercisesToCoach(recent, now).map((item) => item.exerciseId)).toEqual(['bench', 'squat']);
  });

  it('asks about ten exercises at most', () => {
    const recent = Array.from({ length: 15 }, (_, index) => ({ exerciseId: `e${index}`, lastTrainedAt: daysAgo(index) }));
    expect(exercisesToCoach(recent, now)).toHaveLength(MAX_COACHED_EXERCISES);
    expect(MAX_COACHED_EXERCISES).toBe(10);
  });

  it('reads enough sessions of each to see a stall', () => {
    expect(HISTORY_SESSIONS).toBeGreaterThanOrEqual(4);
  });
});
