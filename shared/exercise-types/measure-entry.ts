/**
 * Issue 29: a set's time and distance as a person types them (the live workout's fields and keypad), pure.
 *
 * - A time is typed as seconds ('45'), minutes and seconds ('1:30') or hours, minutes and seconds ('1:05:00'); the
 *   part after a colon is at most 59 and at most two digits. It is kept as whole seconds, at most 24 hours.
 * - A distance is typed in the person's unit (kilometres with kg, miles with lb), with up to three decimals, and kept
 *   as whole metres (at most 1,000 km). Shown again it gives back what was typed (5.2 km → 5200 m → '5.2').
 */
import type { WeightUnit } from '../units';
import { MAX_SET_DISTANCE_METERS, MAX_SET_DURATION_SECONDS } from '../schemas/sessions';
import { formatDuration } from './set-text';

export const METERS_PER_MILE = 1609.344;

const DURATION_PATTERN = /^(\d{1,5})(?::(\d{0,2}))?(?::(\d{0,2}))?$/;

/** Whether a (maybe half-typed) time is acceptable: '1:', '1:3' and '1:05:' are, '1:60' and '25:00:00' are not. */
export function isTypableDuration(text: string): boolean {
  if (text === '') return true;
  const match = DURATION_PATTERN.exec(text);
  if (!match) return false;
  const [, first = '', second, third] = match;
  if (second !== undefined && second.length === 2 && Number(second) > 59) return false;
  if (third !== undefined && third.length === 2 && Number(third) > 59) return false;
  if (third !== undefined && first.length > 2) return false;
  const seconds = durationTextToSeconds(text);
  return seconds !== null && seconds <= MAX_SET_DURATION_SECONDS;
}

/** Whole seconds of a typed time: '45' → 45, '1:30' → 90, '1:05:00' → 3900, '1:' → 60; '' (or no digits) → null. */
export function durationTextToSeconds(text: string): number | null {
  const match = DURATION_PATTERN.exec(text);
  if (!match) return null;
  const parts = [match[1], match[2], match[3]].filter((part): part is string => part !== undefined).map((part) => Number(part || '0'));
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** A kept time as the field shows it: 90 → '1:30', 3900 → '1:05:00'; none → ''. */
export const secondsToDurationText = (seconds: number | null | undefined): string =>
  seconds === null || seconds === undefined ? '' : formatDuration(seconds);

/** What the keypad's unit says about a time being typed: plain digits are seconds. */
export function durationUnitText(text: string): string {
  const colons = text.split(':').length - 1;
  return colons === 0 ? 'sec' : colons === 1 ? 'm:ss' : 'h:mm:ss';
}

const DISTANCE_PATTERN = /^(\d{1,4})(\.(\d{0,3}))?$/;

const metersPerUnit = (unit: WeightUnit) => (unit === 'lb' ? METERS_PER_MILE : 1000);

/** A distance's unit as the field's heading and the keypad name it: 'km' with kg, 'mi' with lb. */
export const distanceUnitOf = (unit: WeightUnit): 'km' | 'mi' => (unit === 'lb' ? 'mi' : 'km');

/** Whole metres of a distance typed in the person's unit ('5.2' km → 5200); '' or '.' → null. */
export function distanceTextToMeters(text: string, unit: WeightUnit): number | null {
  if (!DISTANCE_PATTERN.test(text)) return null;
  return Math.round(Number(text.endsWith('.') ? text.slice(0, -1) : text) * metersPerUnit(unit));
}

/** Whether a (maybe half-typed) distance is acceptable in the unit: at most three decimals and 1,000 km. */
export function isTypableDistance(text: string, unit: WeightUnit): boolean {
  if (text === '' || text === '.') return true;
  const meters = distanceTextToMeters(text, unit);
  return meters !== null && meters <= MAX_SET_DISTANCE_METERS;
}

/**
 * Kept metres as the field shows them in the person's unit, without trailing zeros: 5200 → '5.2' (km), 5000 → '5',
 * 1609 → '1' (mi: three decimals, so a typed mile comes back as typed); none → ''.
 */
export function metersToDistanceText(meters: number | null | undefined, unit: WeightUnit): string {
  if (meters === null || meters === undefined) return '';
  const value = Math.round((meters / metersPerUnit(unit)) * 1000) / 1000;
  return String(value);
}
