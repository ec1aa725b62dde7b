import { describe, expect, it } from 'vitest';
import { difficultyLabel } from './exercise-labels';

describe('difficultyLabel', () => {
  it('capitalises and shows Intermediate when missing', () => {
    expect(difficultyLabel('advanced')).toBe('Advanced');
    expect(difficultyLabel(undefined)).toBe('Intermediate');
  });
});
