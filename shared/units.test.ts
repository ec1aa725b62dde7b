import { describe, expect, it } from 'vitest';
import { MAX_WEIGHT_HUNDREDTHS } from './constants';
import {
  defaultWeightUnit,
  formatReadableWeight,
  formatReadableWeightWithUnit,
  formatWeight,
  formatWeightWithUnit,
  fromCentiUnits,
  parseWeight,
  toCentiUnits,
  unitHeader,
  volumeInUnits,
  WEIGHT_STEP_CENTI,
  WEIGHT_UNITS,
  type WeightUnit,
} from './units';

/** Every plate and bar people load, in both units (standard and fractional plates). */
const KG_WEIGHTS = [50, 25, 20, 15, 10, 5, 2.5, 2, 1.5, 1.25, 1, 0.5, 0.25];
const LB_WEIGHTS = [100, 55, 45, 35, 25, 15, 10, 5, 2.5, 1.25, 0.75, 0.5, 0.25];

describe('typed weights read back exactly as typed', () => {
  it('100 kg is stored as 22046 hundredths of a pound and reads back 100, never 99.98', () => {
    expect(parseWeight('100', 'kg')).toBe(22046);
    expect(formatWeight(22046, 'kg')).toBe('100');
    expect(formatWeight(22046, 'lb')).toBe('220.46');
  });

  it('105 kg reads 231.49 lb, and 231.49 lb reads 105 kg again', () => {
    const stored = parseWeight('105', 'kg')!;
    expect(formatWeight(stored, 'lb')).toBe('231.49');
    expect(formatWeight(parseWeight('231.49', 'lb'), 'kg')).toBe('105');
    // Switching the unit back and forth changes nothing stored: no drift however often it is read.
    expect(formatWeight(stored, 'kg')).toBe('105');
  });

  it.each(WEIGHT_UNITS)('round-trips every plate and bar weight in %s', (unit) => {
    const weights = unit === 'kg' ? KG_WEIGHTS : LB_WEIGHTS;
    for (const plate of weights) {
      const text = String(plate);
      expect(formatWeight(parseWeight(text, unit), unit), `${text} ${unit}`).toBe(text);
    }
  });

  it("round-trips every plate weight through the other unit's display and back", () => {
    for (const plate of KG_WEIGHTS) {
      const lbText = formatWeight(parseWeight(String(plate), 'kg'), 'lb');
      // Shown in lb with two decimals; the kg value is recovered from the stored number, not from the lb text.
      expect(Number(lbText)).toBeCloseTo(plate / 0.45359237, 1);
    }
    for (const plate of LB_WEIGHTS) {
      expect(formatWeight(parseWeight(String(plate), 'lb'), 'lb')).toBe(String(plate));
      expect(Number(formatWeight(parseWeight(String(plate), 'lb'), 'kg'))).toBeCloseTo(plate * 0.45359237, 2);
    }
    expect(formatWeight(parseWeight('45', 'lb'), 'kg')).toBe('20.41');
    expect(formatWeight(parseWeight('20', 'kg'), 'lb')).toBe('44.09');
  });

  it('keeps every kg value with up to two decimals exactly, across the whole range', () => {
    const maxCentiKg = toCentiUnits(MAX_WEIGHT_HUNDREDTHS, 'kg');
    let drifted = 0;
    for (let centi = 0; centi <= maxCentiKg; centi++) {
      if (toCentiUnits(fromCentiUnits(centi, 'kg'), 'kg') !== centi) drifted++;
    }
    expect(drifted).toBe(0);
  });

  it('is the identity in lb (the stored unit)', () => {
    for (const hundredths of [0, 1, 99, 10250, 22046, MAX_WEIGHT_HUNDREDTHS]) {
      expect(toCentiUnits(hundredths, 'lb')).toBe(hundredths);
      expect(fromCentiUnits(hundredths, 'lb')).toBe(hundredths);
    }
  });
});

describe('parseWeight and formatWeight at the edges', () => {
  it('reads nothing from empty or non-numeric text', () => {
    for (const unit of WEIGHT_UNITS) {
      expect(parseWeight('', unit)).toBeNull();
      expect(parseWeight('   ', unit)).toBeNull();
      expect(parseWeight('abc', unit)).toBeNull();
      expect(parseWeight('-5', unit)).toBeNull();
      expect(parseWeight('1,5', unit)).toBeNull();
      expect(parseWeight('.', unit)).toBeNull();
    }
  });

  it('accepts half-typed numbers and rounds a third decimal', () => {
    expect(parseWeight('102.', 'lb')).toBe(10200);
    expect(parseWeight('.5', 'kg')).toBe(fromCentiUnits(50, 'kg'));
    expect(formatWeight(parseWeight('2.675', 'kg'), 'kg')).toBe('2.68');
    expect(formatWeight(parseWeight('0', 'kg'), 'kg')).toBe('0');
  });

  it('refuses weights above the limit (1999.99 lb) in either unit', () => {
    expect(parseWeight('1999.99', 'lb')).toBe(MAX_WEIGHT_HUNDREDTHS);
    expect(parseWeight('2000', 'lb')).toBeNull();
    const heaviestKg = formatWeight(MAX_WEIGHT_HUNDREDTHS, 'kg');
    expect(heaviestKg).toBe('907.18');
    expect(parseWeight(heaviestKg, 'kg')).not.toBeNull();
    expect(parseWeight('907.19', 'kg')).toBeNull();
    expect(parseWeight('5000', 'kg')).toBeNull();
  });

  it('shows nothing for a missing weight and trims trailing zeros', () => {
    for (const unit of WEIGHT_UNITS) {
      expect(formatWeight(null, unit)).toBe('');
      expect(formatWeight(undefined, unit)).toBe('');
      expect(formatWeight(Number.NaN, unit)).toBe('');
      expect(formatWeightWithUnit(null, unit)).toBe('');
    }
    expect(formatWeight(10250, 'lb')).toBe('102.5');
    expect(formatWeightWithUnit(22046, 'kg')).toBe('100 kg');
    expect(formatWeightWithUnit(10250, 'lb')).toBe('102.5 lb');
  });
});

describe('volumes, headers and steps', () => {
  it('gives volumes in whole units', () => {
    // 100 kg × 5 reps = 500 kg.
    expect(volumeInUnits(22046 * 5, 'kg')).toBe(500);
    expect(volumeInUnits(22046 * 5, 'lb')).toBe(1102);
    expect(volumeInUnits(0, 'kg')).toBe(0);
  });

  it("names the live workout's column 'LBS' or 'KG'", () => {
    expect(unitHeader('lb')).toBe('LBS');
    expect(unitHeader('kg')).toBe('KG');
  });

  it('steps by 2.5 kg or 5 lb', () => {
    expect(WEIGHT_STEP_CENTI).toEqual({ kg: 250, lb: 500 });
  });
});

describe('defaultWeightUnit', () => {
  const cases: [string | undefined, WeightUnit][] = [
    ['en-US', 'lb'],
    ['es-US', 'lb'],
    ['en', 'lb'],
    ['en-GB', 'kg'],
    ['en-AU', 'kg'],
    ['en-CA', 'kg'],
    ['de-DE', 'kg'],
    ['de', 'kg'],
    ['fr-FR', 'kg'],
    ['ja-JP', 'kg'],
    ['en-LR', 'lb'],
    ['my-MM', 'lb'],
    [undefined, 'kg'],
    ['', 'kg'],
    ['not a locale!', 'kg'],
  ];
  it.each(cases)('%s → %s', (locale, unit) => {
    expect(defaultWeightUnit(locale)).toBe(unit);
  });
});

describe('weights to read', () => {
  it('rounds a weight converted from the other unit to half a unit: 145 lb reads 66 kg, not 65.77', () => {
    expect(formatWeight(parseWeight('145', 'lb'), 'kg')).toBe('65.77');
    expect(formatReadableWeightWithUnit(parseWeight('145', 'lb'), 'kg')).toBe('66 kg');
    expect(formatReadableWeight(parseWeight('100', 'kg'), 'lb')).toBe('220.5');
  });

  it('rounds an e1RM to half a unit: 275.63 lb reads 275.5 lb', () => {
    expect(formatReadableWeightWithUnit(27563, 'lb', { estimate: true })).toBe('275.5 lb');
    expect(formatReadableWeightWithUnit(27574.4, 'lb', { estimate: true })).toBe('275.5 lb');
    expect(formatReadableWeightWithUnit(27580, 'lb', { estimate: true })).toBe('276 lb');
  });

  it('shows typed weights as typed: 62.5 and 61.25 kg, 136.25 lb', () => {
    expect(formatReadableWeight(parseWeight('62.5', 'kg'), 'kg')).toBe('62.5');
    expect(formatReadableWeight(parseWeight('61.25', 'kg'), 'kg')).toBe('61.25');
    expect(formatReadableWeight(parseWeight('136.25', 'lb'), 'lb')).toBe('136.25');
    expect(formatReadableWeight(parseWeight('100', 'kg'), 'kg')).toBe('100');
  });

  it('reads finer for someone who owns plates lighter than a quarter (two 0.1 kg plates: 0.2 kg)', () => {
    expect(formatReadableWeight(parseWeight('60.4', 'kg'), 'kg', { plates: [20, 1.25, 0.1] })).toBe('60.4');
    expect(formatReadableWeight(parseWeight('60.4', 'kg'), 'kg', { plates: [20, 1.25] })).toBe('60.5');
    expect(formatReadableWeight(parseWeight('145', 'lb'), 'kg', { plates: [20, 0.1] })).toBe('65.8');
  });

  it('reads nothing for no weight', () => {
    expect(formatReadableWeightWithUnit(null, 'kg')).toBe('');
  });
});
