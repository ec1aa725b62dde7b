import { describe, expect, it } from 'vitest';
import { displayWeight, fieldUnitName, isTypableWeight, stepEntryText, storedWeight } from './weight-entry';

describe('weights at the editor edges', () => {
  it('shows the stored pounds text in the person unit', () => {
    expect(displayWeight('220.46', 'kg')).toBe('100');
    expect(displayWeight('220.46', 'lb')).toBe('220.46');
    expect(displayWeight('135', 'lb')).toBe('135');
    expect(displayWeight('231.49', 'kg')).toBe('105');
    expect(displayWeight('', 'kg')).toBe('');
    expect(displayWeight('garbage', 'kg')).toBe('');
  });

  it('keeps 100 typed in kg as 22046 hundredths of a pound, reading back 100, never 99.98', () => {
    const stored = storedWeight('100', 'kg');
    expect(stored).toBe('220.46');
    expect(displayWeight(stored, 'kg')).toBe('100');
    expect(displayWeight(storedWeight('105', 'kg'), 'lb')).toBe('231.49');
    expect(displayWeight(storedWeight('102.5', 'kg'), 'kg')).toBe('102.5');
    expect(storedWeight('102.5', 'lb')).toBe('102.5');
  });

  it('leaves an entry alone when its shown value comes back unchanged (no drift)', () => {
    // 220.01 lb reads 99.79 kg; converting 99.79 back would store 220 lb.
    expect(displayWeight('220.01', 'kg')).toBe('99.79');
    expect(storedWeight('99.79', 'kg')).toBe('220');
    expect(storedWeight('99.79', 'kg', '220.01')).toBe('220.01');
    expect(storedWeight('99.8', 'kg', '220.01')).toBe('220.02');
  });

  it('turns half-typed and out-of-range text into an empty entry', () => {
    expect(storedWeight('', 'kg', '220.46')).toBe('');
    expect(storedWeight('.', 'kg')).toBe('');
    expect(storedWeight('102.', 'kg')).toBe(storedWeight('102', 'kg'));
    expect(storedWeight('1000', 'kg')).toBe('');
  });

  it('accepts only weights that fit once converted', () => {
    expect(isTypableWeight('', 'kg')).toBe(true);
    expect(isTypableWeight('0.', 'kg')).toBe(true);
    expect(isTypableWeight('102.', 'kg')).toBe(true);
    expect(isTypableWeight('907.18', 'kg')).toBe(true);
    expect(isTypableWeight('907.2', 'kg')).toBe(false);
    expect(isTypableWeight('1999.99', 'lb')).toBe(true);
    expect(isTypableWeight('1.234', 'kg')).toBe(false);
    expect(isTypableWeight('abc', 'lb')).toBe(false);
  });

  it('steps weights by 2.5 kg or 5 lb and reps by 1, never below 0', () => {
    expect(stepEntryText('100', 'weight', 1, 'kg')).toBe('102.5');
    expect(stepEntryText('100', 'weight', -1, 'kg')).toBe('97.5');
    expect(stepEntryText('135', 'weight', 1, 'lb')).toBe('140');
    expect(stepEntryText('2', 'weight', -1, 'lb')).toBe('0');
    expect(stepEntryText('', 'weight', 1, 'kg')).toBe('2.5');
    expect(stepEntryText('', 'weight', -1, 'kg')).toBe('0');
    expect(stepEntryText('45.', 'weight', 1, 'lb')).toBe('50');
    expect(stepEntryText('8', 'reps', 1, 'kg')).toBe('9');
    expect(stepEntryText('0', 'reps', -1, 'kg')).toBe('0');
    expect(stepEntryText('', 'reps', 1, 'lb')).toBe('1');
    expect(stepEntryText('1000', 'reps', 1, 'lb')).toBe('1000');
    expect(stepEntryText('906', 'weight', 1, 'kg')).toBe('906');
  });

  it('names the unit of a weight field', () => {
    expect(fieldUnitName('lb')).toBe('lbs');
    expect(fieldUnitName('kg')).toBe('kg');
  });
});
