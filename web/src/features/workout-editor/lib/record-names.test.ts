import { describe, expect, it } from 'vitest';
import { recordBadgeName } from './record-names';

describe('the PR badge’s name', () => {
  it('lists the records in a fixed order', () => {
    expect(recordBadgeName(['best_e1rm', 'heaviest_weight'])).toBe('Personal record: heaviest weight, best estimated 1RM');
    expect(recordBadgeName(['best_set_volume', 'best_reps'])).toBe('Personal record: most reps at this weight, best set volume');
  });

  it('is empty without records', () => {
    expect(recordBadgeName([])).toBe('');
    expect(recordBadgeName(undefined)).toBe('');
  });
});
