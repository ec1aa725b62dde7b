import { describe, expect, it } from 'vitest';
import { discardLossText } from './discard-loss';

describe('what discarding a live workout loses', () => {
  it('says so when nothing was logged', () => {
    expect(discardLossText({ exercises: 0, completedSets: 0 })).toBe('Nothing has been logged yet.');
  });

  it('names the exercises when no set is done yet', () => {
    expect(discardLossText({ exercises: 1, completedSets: 0 })).toBe('1 exercise with no completed sets will be lost.');
    expect(discardLossText({ exercises: 2, completedSets: 0 })).toBe('2 exercises with no completed sets will be lost.');
  });

  it('counts the completed sets and the exercises', () => {
    expect(discardLossText({ exercises: 1, completedSets: 1 })).toBe('1 completed set in 1 exercise will be lost.');
    expect(discardLossText({ exercises: 2, completedSets: 3 })).toBe('3 completed sets in 2 exercises will be lost.');
  });
});
