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

/** Weights people read (not type) go to half a unit: finer only for someone who owns plates under a quarter. */
const READING_STEP_CENTI = 50;
/** Values on a quarter of the unit (62.5, 61.25, 136.25) are what people type and load: they read as they are. */
const TYPED_GRID_CENTI = 25;

/**
 * The precision a weight is read to, in centi-units: half a unit, or two of the person's lightest plates when those
 * make a finer step (a pair of 0.1 kg plates: 0.2 kg).
 */
export function readingStepCenti(plates?: readonly number[]): number {
  const lightest = Math.min(...(plates ?? []).map((plate) => Math.round(plate * 100)).filter((centi) => centi > 0));
  return Number.isFinite(lightest) ? Math.min(READING_STEP_CENTI, 2 * lightest) : READING_STEP_CENTI;
}

export interface ReadingOptions {
  /** The person's plate sizes (in `unit`), for a finer step. */
  plates?: readonly number[];
  /** A computed estimate (an e1RM): always rounded, never read as typed. */
  estimate?: boolean;
}

/**
 * A weight to read (records, e1RM, history, coach, summaries): 65.77 kg (145 lb) → '66', an e1RM of 275.63 lb →
 * '275.5', while a typed 62.5 or 61.25 stays. Only the text changes; for a field a person edits use formatWeight.
 */
export function formatReadableWeight(hundredths: number | null | undefined, unit: WeightUnit, options: ReadingOptions = {}): string {
  if (hundredths === null || hundredths === undefined || !Number.isFinite(hundredths)) return '';
  const centi = Math.round(toCentiUnits(hundredths, unit));
  const step = readingStepCenti(options.plates);
  if (centi % step === 0 || (!options.estimate && centi % TYPED_GRID_CENTI === 0)) return hundredthsToPoundsText(centi);
  return hundredthsToPoundsText(Math.round(centi / step) * step);
}

/** '66 kg', '275.5 lb': formatReadableWeight with the unit. */
export function formatReadableWeightWithUnit(hundredths: number | null | undefined, unit: WeightUnit, options?: ReadingOptions): string {
  const text = formatReadableWeight(hundredths, unit, options);
  return text === '' ? '' : `${text} ${unitLabel(unit)}`;
}

/** A volume (weight × reps, in hundredths of a pound) in whole units of `unit`, e.g. for '12,345 kg'. */
export function volumeInUnits(volumeHundredths: number, unit: WeightUnit): number {
  return Math.round(toCentiUnits(volumeHundredths, unit) / 100);
}

/** The ± step of the keypad's weight: 2.5 kg or 5 lb, in hundredths of a pound of the unit's grid. */
export const WEIGHT_STEP_CENTI: Readonly<Record<WeightUnit, number>> = { kg: 250, lb: 500 };
