/**
 * kg or lb at the edges (issue 11): the server keeps the spec's hundredths of a pound; people type and read their
 * chosen unit. Conversions go through whole hundredths of the unit (centi-kg or centi-lb), so a weight typed with up
 * to two decimals always reads back exactly as typed: |hundredths of a pound − centiKg / 0.45359237| ≤ 0.5 keeps the
 * way back within 0.23 centi-kg, which rounds to the typed value.
 */
import { MAX_WEIGHT_HUNDREDTHS } from './constants';
import { hundredthsToPoundsText, poundsTextToHundredths } from './workout/weight';

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const KG_PER_LB = 0.45359237;

/** Regions that weigh in pounds; everyone else gets kilograms by default. */
const POUND_REGIONS = new Set(['US', 'LR', 'MM']);

/** The default unit for a browser locale such as 'en-US' (lb) or 'de-DE' (kg). */
export function defaultWeightUnit(locale: string | undefined): WeightUnit {
  if (!locale) return 'kg';
  try {
    const parsed = new Intl.Locale(locale);
    // Only a tag without its region ('en') needs the likely-subtags data maximize() loads, slow the first time.
    const region = parsed.region ?? parsed.maximize().region;
    return region && POUND_REGIONS.has(region) ? 'lb' : 'kg';
  } catch {
    return 'kg';
  }
}

/** 'kg' or 'lb', as after a number ('100 kg'). */
export const unitLabel = (unit: WeightUnit) => unit;
/** The live workout's column header: the spec's 'LBS', or 'KG'. */
export const unitHeader = (unit: WeightUnit) => (unit === 'lb' ? 'LBS' : 'KG');

/** Stored hundredths of a pound → centi-units of `unit` (whole numbers). */
export function toCentiUnits(hundredths: number, unit: WeightUnit): number {
  return unit === 'lb' ? hundredths : Math.round(hundredths * KG_PER_LB);
}

/** Centi-units of `unit` → stored hundredths of a pound. */
export function fromCentiUnits(centi: number, unit: WeightUnit): number {
  return unit === 'lb' ? centi : Math.round(centi / KG_PER_LB);
}

/** 22046 (100 kg) → '100' in kg, '220.46' in lb; null → ''. At most two decimals, no trailing zeros. */
export function formatWeight(hundredths: number | null | undefined, unit: WeightUnit): string {
  if (hundredths === null || hundredths === undefined || !Number.isFinite(hundredths)) return '';
  return hundredthsToPoundsText(toCentiUnits(hundredths, unit));
}

/** '100' in kg → 22046; '' or anything that is not a weight in range → null. */
export function parseWeight(text: string, unit: WeightUnit): number | null {
  const centi = poundsTextToHundredths(text);
  if (centi === null) return null;
  const hundredths = fromCentiUnits(centi, unit);
  return hundredths <= MAX_WEIGHT_HUNDREDTHS ? hundredths : null;
}

/** '100 kg', '220.46 lb'. */
export function formatWeightWithUnit(hundredths: number | null | undefined, unit: WeightUnit): string {
  const text = formatWeight(hundredths, unit);
  return text === '' ? '' : `${text} ${unitLabel(unit)}`;
}

/** A volume (weight × reps, in hundredths of a pound) in whole units of `unit`, e.g. for '12,345 kg'. */
export function volumeInUnits(volumeHundredths: number, unit: WeightUnit): number {
  return Math.round(toCentiUnits(volumeHundredths, unit) / 100);
}

/** The ± step of the keypad's weight: 2.5 kg or 5 lb, in hundredths of a pound of the unit's grid. */
export const WEIGHT_STEP_CENTI: Readonly<Record<WeightUnit, number>> = { kg: 250, lb: 500 };
