/**
 * Key stat values (spec 001 section 9, issue 27): the plausible range of each unit, checked alike by the users
 * Lambda (400 naming the stat) and the Edit Stats form (the message beside the field), and weight stats in the
 * person's kg or lb. A weight stat is stored with the unit it was saved in ('kg' or the spec's 'lbs'), so everyone
 * reads it as its owner saved it; Edit Stats converts one saved in the other unit (docs/decisions.md).
 */
import type { KeyStat } from './api-types';
import { KEY_STAT_VALUE_MAX } from './profile';
import { KG_PER_LB, toCentiUnits, type WeightUnit } from './units';

export interface KeyStatRange {
  min: number;
  max: number;
}

/** The unit text of a weight stat in each unit: the spec's 'lbs', or 'kg'. */
export const WEIGHT_STAT_UNITS: Readonly<Record<WeightUnit, string>> = { kg: 'kg', lb: 'lbs' };

/** kg or lb when `unit` is a weight stat's unit ('lb' too, as API callers may write it), else undefined. */
export function weightUnitOfStat(unit: string): WeightUnit | undefined {
  const text = unit.trim();
  if (text === 'kg') return 'kg';
  if (text === 'lbs' || text === 'lb') return 'lb';
  return undefined;
}

/** The same weight in both units (1,000 kg ≈ 2,204.6 lb), so a stat converted either way stays within its range. */
const WEIGHT_STAT_RANGES: Readonly<Record<WeightUnit, KeyStatRange>> = {
  kg: { min: 0, max: 1_000 },
  lb: { min: 0, max: 2_205 },
};

/**
 * The other default units. 'min:sec' values are typed and stored as a number (spec 001: numeric, step 0.1), read as
 * minutes: at most a day.
 */
const UNIT_RANGES: ReadonlyMap<string, KeyStatRange> = new Map([
  ['reps', { min: 0, max: 1_000 }],
  ['%', { min: 0, max: 100 }],
  ['bpm', { min: 20, max: 250 }],
  ['ml/kg/min', { min: 0, max: 100 }],
  ['min:sec', { min: 0, max: 24 * 60 }],
]);

/** A unit of the person's own (not a default one): never negative, at most the old bound. */
const OTHER_UNIT_RANGE: KeyStatRange = { min: 0, max: KEY_STAT_VALUE_MAX };

export function keyStatRange(unit: string): KeyStatRange {
  const weightUnit = weightUnitOfStat(unit);
  if (weightUnit) return WEIGHT_STAT_RANGES[weightUnit];
  return UNIT_RANGES.get(unit.trim()) ?? OTHER_UNIT_RANGE;
}

const amount = (value: number, unit: string) => {
  const number = value.toLocaleString('en-US');
  if (unit === '%') return `${number}%`;
  if (unit === 'min:sec') return `${number} minutes`;
  return unit ? `${number} ${unit}` : number;
};

/** Why `stat`'s value cannot be saved ('Max Squat must be between 0 and 1,000 kg.'), or undefined when it can. */
export function keyStatValueProblem(stat: Pick<KeyStat, 'name' | 'unit' | 'value'>): string | undefined {
  if (stat.value === null) return undefined;
  const unit = stat.unit.trim();
  const { min, max } = keyStatRange(unit);
  if (Number.isFinite(stat.value) && stat.value >= min && stat.value <= max) return undefined;
  return `${stat.name.trim()} must be between ${min.toLocaleString('en-US')} and ${amount(max, unit)}.`;
}

/** What a computed weight is rounded to: 0.5 kg, a whole pound (an estimate needs no finer grain). */
export const KEY_STAT_WEIGHT_STEP: Readonly<Record<WeightUnit, number>> = { kg: 0.5, lb: 1 };

export const roundKeyStatWeight = (value: number, unit: WeightUnit) => {
  const step = KEY_STAT_WEIGHT_STEP[unit];
  // toFixed(1) drops the binary noise of the division (142.49999… → 142.5).
  return Number((Math.round(value / step) * step).toFixed(1));
};

/** A weight in hundredths of a pound (a record's e1RM) as a stat value in `unit`: 24802 → 112.5 kg, 248 lb. */
export const keyStatWeightOf = (hundredths: number, unit: WeightUnit) => roundKeyStatWeight(toCentiUnits(hundredths, unit) / 100, unit);

/**
 * `stat` as a person who weighs in `unit` edits it: a weight stat saved in the other unit converted (315 lbs →
 * 143 kg) and rounded to the unit's step; a typed value in the same unit, and every other stat, as it is.
 */
export function keyStatInUnit(stat: KeyStat, unit: WeightUnit): KeyStat {
  const from = weightUnitOfStat(stat.unit);
  if (!from) return stat;
  const converted = stat.value === null || from === unit ? stat.value : roundKeyStatWeight(unit === 'kg' ? stat.value * KG_PER_LB : stat.value / KG_PER_LB, unit);
  return { ...stat, value: converted, unit: WEIGHT_STAT_UNITS[unit] };
}
