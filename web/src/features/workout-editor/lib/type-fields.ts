import { unitHeader, unitLabel, type WeightUnit } from '../../../../../shared/units';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadMode } from '../../../../../shared/workout/keypad';
import { neededValues } from '../../../../../shared/workout/set-completion';
import { neededMeasures } from '../../../../../shared/exercise-types/set-measures';
import type { ExerciseType, SetMeasure } from '../../../../../shared/exercise-types/types';
import {
  distanceTextToMeters,
  distanceUnitOf,
  durationTextToSeconds,
  isTypableDistance,
  isTypableDuration,
  metersToDistanceText,
  secondsToDurationText,
} from '../../../../../shared/exercise-types/measure-entry';
import { isValidKeypadText } from '../../../../../shared/workout/keypad';
import { hundredthsToPoundsText, poundsTextToHundredths, repsTextToNumber } from '../../../../../shared/workout/weight';
import { displayWeight, fieldUnitName, isTypableWeight, storedWeight } from './weight-entry';

/**
 * Issue 29: a set row's fields by its exercise's type (the live workout). Without a type (the builders and the local
 * draft, which keep weight and reps) a row has weight and reps as before. Entries keep a weight as pounds text, a time
 * as seconds text and a distance as metres text; the row shows and takes the person's unit (kg → km, lb → mi).
 */
const FIELDS_OF: Record<ExerciseType, readonly EntryField[]> = {
  weight_reps: ['weight', 'reps'],
  bodyweight_reps: ['reps'],
  weighted_bodyweight: ['weight', 'reps'],
  assisted_bodyweight: ['weight', 'reps'],
  duration: ['duration'],
  weight_duration: ['weight', 'duration'],
  distance_duration: ['distance', 'duration'],
  weight_distance: ['weight', 'distance'],
};

const WEIGHT_AND_REPS: readonly EntryField[] = ['weight', 'reps'];

export const entryFieldsOf = (type: ExerciseType | undefined): readonly EntryField[] => (type ? FIELDS_OF[type] : WEIGHT_AND_REPS);

const FIELD_OF_MEASURE: Record<SetMeasure, EntryField> = { weight: 'weight', reps: 'reps', durationSeconds: 'duration', distanceMeters: 'distance' };

/**
 * The fields a completed set needs (issue 27 d1: a green row holds its values): a weight & reps exercise (or one of no
 * known type) weight and reps, reps only when its equipment is Bodyweight; any other type its measures
 * (shared/exercise-types/set-measures: an added weight or an assistance may be left empty).
 */
export function neededFieldsOf(type: ExerciseType | undefined, equipment: string | null | undefined): readonly EntryField[] {
  if (!type || type === 'weight_reps') return neededValues(equipment);
  return neededMeasures(type).map((measure) => FIELD_OF_MEASURE[measure]);
}

/** A column's heading: 'KG', '+KG' (added), '−KG' (assistance), 'Reps', 'Time', 'KM'. */
export function fieldHeading(field: EntryField, type: ExerciseType | undefined, unit: WeightUnit): string {
  if (field === 'reps') return 'Reps';
  if (field === 'duration') return 'Time';
  if (field === 'distance') return distanceUnitOf(unit).toUpperCase();
  if (type === 'weighted_bodyweight') return `+${unitHeader(unit)}`;
  if (type === 'assisted_bodyweight') return `−${unitHeader(unit)}`;
  return unitHeader(unit);
}

/** What the field holds, in words: the keypad's title and, lower-cased, the field's name. */
export function fieldTitle(field: EntryField, type: ExerciseType | undefined): string {
  if (field === 'reps') return 'Reps';
  if (field === 'duration') return 'Time';
  if (field === 'distance') return 'Distance';
  if (type === 'weighted_bodyweight') return 'Added weight';
  if (type === 'assisted_bodyweight') return 'Assistance';
  return 'Weight';
}

/** The field's accessible name: 'Set 1 weight (kg)', 'Set 1 assistance (kg)', 'Set 1 time', 'Set 1 distance (km)'. */
export function fieldLabel(setName: string, field: EntryField, type: ExerciseType | undefined, unit: WeightUnit): string {
  const words = `${setName} ${fieldTitle(field, type).toLowerCase()}`;
  if (field === 'weight') return `${words} (${fieldUnitName(unit)})`;
  if (field === 'distance') return `${words} (${distanceUnitOf(unit)})`;
  return words;
}

/** The keypad's mode for a field. */
export const keypadModeOf = (field: EntryField): KeypadMode =>
  field === 'weight' ? 'pounds' : field === 'duration' ? 'duration' : field === 'distance' ? 'distance' : 'reps';

/** The unit a value is said with after it ('kg', 'km'); none for reps and a time. */
export function spokenUnit(field: EntryField, unit: WeightUnit): string {
  if (field === 'weight') return ` ${unitLabel(unit)}`;
  if (field === 'distance') return ` ${distanceUnitOf(unit)}`;
  return '';
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);

/** What a kept entry shows: '220.46' → '100' (kg), '90' → '1:30', '5200' → '5.2' (km). */
export function displayEntry(field: EntryField, stored: string, unit: WeightUnit): string {
  if (stored === '') return '';
  if (field === 'weight') return displayWeight(stored, unit);
  if (field === 'duration') return secondsToDurationText(wholeNumber(stored));
  if (field === 'distance') return metersToDistanceText(wholeNumber(stored), unit);
  return stored;
}

/**
 * The entry for text typed into a field: a weight as pounds text, a time as seconds, a distance as metres. Text that
 * still shows the current entry keeps it (no drift from converting back and forth).
 */
export function storedEntry(field: EntryField, typed: string, unit: WeightUnit, current = ''): string {
  if (field === 'weight') return storedWeight(typed, unit, current);
  if (field === 'reps' || typed === '') return typed;
  if (current !== '' && typed === displayEntry(field, current, unit)) return current;
  const value = field === 'duration' ? durationTextToSeconds(typed) : distanceTextToMeters(typed, unit);
  return value === null ? '' : String(value);
}

/** Whether a (maybe half-typed) text may stand in the field. */
export function isTypableEntry(field: EntryField, text: string, unit: WeightUnit): boolean {
  if (field === 'weight') return isTypableWeight(text, unit);
  if (field === 'duration') return isTypableDuration(text);
  if (field === 'distance') return isTypableDistance(text, unit);
  return isValidKeypadText(text, 'reps');
}

/** A kept value (hundredths of a pound, reps, seconds or metres) as its entry text. */
export function entryTextOf(field: EntryField, value: number | null): string {
  if (value === null) return '';
  return field === 'weight' ? hundredthsToPoundsText(value) : String(value);
}

/** An entry's text as the value it keeps (hundredths of a pound, reps, seconds or metres); null when empty. */
export function entryNumber(field: EntryField, text: string): number | null {
  if (field === 'weight') return poundsTextToHundredths(text);
  if (field === 'reps') return repsTextToNumber(text);
  return wholeNumber(text);
}

const FIELD_WORDS: Record<EntryField, string> = { weight: 'weight', reps: 'reps', duration: 'time', distance: 'distance' };

/** The toast of a tick that cannot complete its set: 'Enter the time to complete this set.' ('assistance' for assisted). */
export function missingFieldsMessage(missing: readonly EntryField[], type: ExerciseType | undefined): string {
  const words = missing.map((field) => (field === 'weight' ? fieldTitle(field, type).toLowerCase() : FIELD_WORDS[field]));
  return `Enter the ${words.join(' and ')} to complete this set.`;
}
