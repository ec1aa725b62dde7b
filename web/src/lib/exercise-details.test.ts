import { describe, expect, it } from 'vitest';
import { restText, setsByReps, warmupText } from './exercise-details';

describe('exercise detail texts', () => {
  it('shows sets by reps', () => {
    expect(setsByReps(3, '8-10')).toBe('3 × 8-10');
  });

  it('shows rest in seconds under a minute, else minutes and seconds', () => {
    expect(restText(0)).toBe('0s');
    expect(restText(45)).toBe('45s');
    expect(restText(90)).toBe('1m 30s');
    expect(restText(120)).toBe('2m');
  });

  it('counts warm-up sets', () => {
    expect(warmupText(1)).toBe('1 warm-up set');
    expect(warmupText(2)).toBe('2 warm-up sets');
  });
});
