import { describe, expect, it } from 'vitest';
import { detailDurationMinutes, estimatedDurationMinutes, formatMinutes, planDurationMinutes } from './durations';

describe('estimatedDurationMinutes', () => {
  it('adds 30 s of work and the rest per set, in rounded minutes', () => {
    // 3 x 30 + 3 x 90 = 360 s; 4 x 30 + 4 x 120 = 600 s → 960 s = 16 min
    expect(estimatedDurationMinutes([{ sets: 3, restSeconds: 90 }, { sets: 4, restSeconds: 120 }])).toBe(16);
  });

  it('uses 60 s of rest when none is set', () => {
    expect(estimatedDurationMinutes([{ sets: 3 }])).toBe(5);
  });

  it('rounds to the nearest minute', () => {
    // 1 x 30 + 1 x 45 = 75 s → 1.25 → 1; 1 x 30 + 1 x 60 = 90 s → 1.5 → 2
    expect(estimatedDurationMinutes([{ sets: 1, restSeconds: 45 }])).toBe(1);
    expect(estimatedDurationMinutes([{ sets: 1, restSeconds: 60 }])).toBe(2);
  });

  it('is 0 for no exercises', () => {
    expect(estimatedDurationMinutes([])).toBe(0);
  });
});

describe('detailDurationMinutes', () => {
  it('counts warm-up sets and whole rest minutes', () => {
    // (3 + 2) x (1 + 1) = 10; (4 + 0) x (1 + 2) = 12
    expect(detailDurationMinutes([{ sets: 3, warmupSets: 2, restSeconds: 90 }, { sets: 4, warmupSets: 0, restSeconds: 150 }])).toBe(22);
  });

  it('uses 180 s of rest when none is set', () => {
    expect(detailDurationMinutes([{ sets: 2 }])).toBe(8);
  });

  it('shows 45 when the sum is 0', () => {
    expect(detailDurationMinutes([])).toBe(45);
  });
});

describe('planDurationMinutes', () => {
  it('shows the plan duration, or 45 when missing', () => {
    expect(planDurationMinutes(60)).toBe(60);
    expect(planDurationMinutes(null)).toBe(45);
    expect(planDurationMinutes(undefined)).toBe(45);
  });
});

describe('a plan of workouts', () => {
  it('is the sum of its workouts\' detail durations: one 26 min workout makes a 26 min plan, not 45', () => {
    const push = { exercises: [{ sets: 3, warmupSets: 1, restSeconds: 90 }, { sets: 3, restSeconds: 120 }, { sets: 3, restSeconds: 60 }] };
    expect(detailDurationMinutes(push.exercises)).toBe(23);
    expect(planDurationMinutes(45, [push])).toBe(23);
    const pull = { exercises: [{ sets: 2, restSeconds: 60 }] };
    expect(planDurationMinutes(null, [push, pull])).toBe(27);
  });

  it('counts a workout without exercises as the spec\'s 45, and falls back to the plan\'s own without workouts', () => {
    expect(planDurationMinutes(null, [{ exercises: [] }])).toBe(45);
    expect(planDurationMinutes(30, [])).toBe(30);
  });
});

describe('formatMinutes', () => {
  it('reads "< 1 min" under a minute instead of "0 min"', () => {
    expect(formatMinutes(0)).toBe('< 1 min');
    expect(formatMinutes(1)).toBe('1 min');
    expect(formatMinutes(42)).toBe('42 min');
  });
});
