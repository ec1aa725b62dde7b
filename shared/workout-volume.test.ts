import { describe, expect, it } from 'vitest';
import { countsTowardVolume, totalVolume, volumeHundredths, type VolumeSet } from './workout-volume';

const set = (overrides: Partial<VolumeSet>): VolumeSet => ({ weight: 10_000, reps: 10, isCompleted: true, isWarmup: false, ...overrides });

describe('totalVolume', () => {
  it('is 0 for no sets', () => {
    expect(totalVolume([])).toBe(0);
    expect(volumeHundredths([])).toBe(0);
  });

  it('sums weight/100 x reps over completed non-warm-up sets only', () => {
    const sets = [
      set({ weight: 10_000, reps: 10 }), // 100 lb x 10 = 1000
      set({ weight: 10_250, reps: 8 }), // 102.5 lb x 8 = 820
      set({ weight: 5_000, reps: 12, isWarmup: true }), // warm-up: ignored
      set({ weight: 20_000, reps: 5, isCompleted: false }), // not completed: ignored
    ];

    expect(totalVolume(sets)).toBe(1820);
    expect(volumeHundredths(sets)).toBe(182_000);
  });

  it('ignores sets without a weight or without reps', () => {
    expect(totalVolume([set({ weight: null }), set({ reps: null }), set({ weight: 4_500, reps: 3 })])).toBe(135);
  });

  it('counts a completed set with zero weight or zero reps as zero', () => {
    expect(totalVolume([set({ weight: 0, reps: 20 }), set({ weight: 13_500, reps: 0 })])).toBe(0);
  });

  it('keeps hundredths exact where floating point sums would drift', () => {
    const sets = Array.from({ length: 10 }, () => set({ weight: 1, reps: 1 })); // ten times 0.01 lb
    expect(totalVolume(sets)).toBe(0.1);
    expect(totalVolume([set({ weight: 1_001, reps: 3 })])).toBe(30.03);
  });
});

describe('countsTowardVolume', () => {
  it.each([
    ['a completed working set', {}, true],
    ['a warm-up', { isWarmup: true }, false],
    ['a set not completed', { isCompleted: false }, false],
    ['a completed warm-up', { isWarmup: true, isCompleted: true }, false],
    ['a set without weight', { weight: null }, false],
  ] as const)('%s: %s', (_case, overrides, expected) => {
    expect(countsTowardVolume(set(overrides))).toBe(expected);
  });
});

describe('volume by exercise type (issue 29)', () => {
  const done = { isCompleted: true, isWarmup: false };
  it('adds no invented tonnage for bodyweight, assisted, timed and distance sets', () => {
    expect(
      volumeHundredths([
        { ...done, weight: null, reps: 12, exerciseType: 'bodyweight_reps' },
        { ...done, weight: 3000, reps: 8, exerciseType: 'assisted_bodyweight' },
        { ...done, weight: 2000, reps: null, exerciseType: 'weight_distance' },
      ]),
    ).toBe(0);
  });

  it('counts the added weight of a weighted bodyweight set, and a set stored before types as weight & reps', () => {
    expect(volumeHundredths([{ ...done, weight: 2000, reps: 5, exerciseType: 'weighted_bodyweight' }, { ...done, weight: 10000, reps: 3 }])).toBe(
      2000 * 5 + 10000 * 3,
    );
  });
});
