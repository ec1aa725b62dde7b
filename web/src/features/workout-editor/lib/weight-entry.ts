import { MAX_REPS } from '../../../../../shared/constants';
import { formatWeight, parseWeight, unitLabel, WEIGHT_STEP_CENTI, type WeightUnit } from '../../../../../shared/units';
import { MAX_SET_DURATION_SECONDS } from '../../../../../shared/schemas/sessions';
import {
  distanceUnitOf,
  durationTextToSeconds,
  isTypableDistance,
  secondsToDurationText,
} from '../../../../../shared/exercise-types/measure-entry';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import { isValidKeypadText } from '../../../../../shared/workout/keypad';
import { hundredthsToPoundsText, poundsTextToHundredths } from '../../../../../shared/workout/weight';

/**
 * Weights at the editor's edges (issue 11). Entries keep the weight as pounds text (exactly the stored hundredths of
 * a pound, shared/workout/entry-copying), whatever unit the person reads: the editor shows and takes the person's
 * unit and converts here. So switching kg/lb re-renders every row and changes nothing stored, and a value shown and
 * left unchanged is never converted back (no drift).
 */

/** What a weight entry shows in `unit`: '220.46' (stored) → '100' in kg. */
export function displayWeight(stored: string, unit: WeightUnit): string {
  if (stored === '') return '';
  const hundredths = poundsTextToHundredths(stored);
  return hundredths === null ? '' : formatWeight(hundredths, unit);
}

/**
 * The entry for a weight typed in `unit`: '100' in kg → '220.46'. Text that still shows the current entry keeps it
 * as it is; half-typed text ('.') is an empty entry.
 */
export function storedWeight(typed: string, unit: WeightUnit, current = ''): string {
  if (typed === '') return '';
  if (current !== '' && typed === displayWeight(current, unit)) return current;
  const hundredths = parseWeight(typed, unit);
  return hundredths === null ? '' : hundredthsToPoundsText(hundredths);
}

/** Whether a (maybe half-typed) weight is acceptable in `unit`: the keypad's rules, and within range once converted. */
export function isTypableWeight(text: string, unit: WeightUnit): boolean {
  if (!isValidKeypadText(text, 'pounds')) return false;
  return poundsTextToHundredths(text) === null || parseWeight(text, unit) !== null;
}

/**
 * The keypad's − and + (issue 11): 2.5 kg or 5 lb for a weight, 1 for reps, never below 0 nor past the largest value
 * (the text stays as it was then). Half-typed or empty text counts as 0.
 */
export function stepEntryText(text: string, field: EntryField, direction: 1 | -1, unit: WeightUnit): string {
  if (field === 'duration') {
    const next = Math.max(0, (durationTextToSeconds(text) ?? 0) + direction * DURATION_STEP_SECONDS);
    return next > MAX_SET_DURATION_SECONDS ? text : secondsToDurationText(next);
  }
  if (field === 'distance') {
    const value = /^\d+(\.\d*)?$/.test(text) ? Number(text) : 0;
    const next = String(Math.max(0, Math.round((value + direction * DISTANCE_STEP) * 1000) / 1000));
    return isTypableDistance(next, unit) ? next : text;
  }
  if (field === 'reps') {
    const reps = /^\d+$/.test(text) ? Number(text) : 0;
    const next = Math.max(0, reps + direction);
    return next > MAX_REPS ? text : String(next);
  }
  const centi = poundsTextToHundredths(text) ?? 0;
  const next = hundredthsToPoundsText(Math.max(0, centi + direction * WEIGHT_STEP_CENTI[unit]));
  return isTypableWeight(next, unit) ? next : text;
}

/** Issue 29: the keypad's − and + for a time (5 s) and a distance (0.1 km or mi). */
export const DURATION_STEP_SECONDS = 5;
export const DISTANCE_STEP = 0.1;

/** The − / + keys' text and spoken step of a field: '2.5' / '2.5 kg', '1' / '1 rep', '5 sec', '0.1' / '0.1 km'. */
export function stepOf(field: EntryField, unit: WeightUnit): { text: string; name: string } {
  if (field === 'weight') {
    const text = hundredthsToPoundsText(WEIGHT_STEP_CENTI[unit]);
    return { text, name: `${text} ${unitLabel(unit)}` };
  }
  if (field === 'duration') return { text: `${DURATION_STEP_SECONDS} sec`, name: `${DURATION_STEP_SECONDS} sec` };
  if (field === 'distance') return { text: String(DISTANCE_STEP), name: `${DISTANCE_STEP} ${distanceUnitOf(unit)}` };
  return { text: '1', name: '1 rep' };
}

/** A weight field's unit in its accessible name, e.g. 'Set 1 weight (lbs)': the spec's 'lbs', or 'kg'. */
export const fieldUnitName = (unit: WeightUnit) => (unit === 'lb' ? 'lbs' : 'kg');
