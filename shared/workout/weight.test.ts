import { describe, expect, it } from 'vitest';
import { hundredthsToPoundsText, poundsTextToHundredths, repsTextToNumber, repsToText } from './weight';

describe('pounds and hundredths', () => {
  it('turns typed pounds into integer hundredths', () => {
    expect(poundsTextToHundredths('102.5')).toBe(10250);
    expect(poundsTextToHundredths('135')).toBe(13500);
    expect(poundsTextToHundredths('0.25')).toBe(25);
    expect(poundsTextToHundredths('.5')).toBe(50);
    expect(poundsTextToHundredths('45.')).toBe(4500);
    expect(poundsTextToHundredths('2.675')).toBe(268);
  });

  it('refuses empty, malformed and out-of-range text', () => {
    expect(poundsTextToHundredths('')).toBeNull();
    expect(poundsTextToHundredths('abc')).toBeNull();
    expect(poundsTextToHundredths('1.2.3')).toBeNull();
    expect(poundsTextToHundredths('-5')).toBeNull();
    expect(poundsTextToHundredths('2000')).toBeNull();
    expect(poundsTextToHundredths('1999.99')).toBe(199_999);
  });

  it('shows hundredths as pounds without trailing zeros', () => {
    expect(hundredthsToPoundsText(10250)).toBe('102.5');
    expect(hundredthsToPoundsText(10000)).toBe('100');
    expect(hundredthsToPoundsText(10225)).toBe('102.25');
    expect(hundredthsToPoundsText(5)).toBe('0.05');
    expect(hundredthsToPoundsText(0)).toBe('0');
    expect(hundredthsToPoundsText(null)).toBe('');
  });

  it('round-trips every value the keypad can produce', () => {
    for (const text of ['1', '12.5', '99.75', '0.1', '1500']) {
      expect(hundredthsToPoundsText(poundsTextToHundredths(text))).toBe(text);
    }
  });
});

describe('reps', () => {
  it('accepts whole numbers in range only', () => {
    expect(repsTextToNumber('8')).toBe(8);
    expect(repsTextToNumber('')).toBeNull();
    expect(repsTextToNumber('8.5')).toBeNull();
    expect(repsTextToNumber('1001')).toBeNull();
    expect(repsToText(12)).toBe('12');
    expect(repsToText(null)).toBe('');
  });
});
