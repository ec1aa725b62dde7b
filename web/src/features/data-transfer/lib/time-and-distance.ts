/**
 * Issue 29: a row's time and distance (Strong's `Seconds` and `Distance`, Hevy's `duration_seconds` and
 * `distance_km`/`distance_miles`) as a set holds them: whole seconds and whole metres. Strong writes 0 for none.
 */
import { MAX_SET_DISTANCE_METERS, MAX_SET_DURATION_SECONDS } from '../../../../../shared/schemas/sessions';
import type { WeightUnit } from '../../../../../shared/units';
import { parseNumber } from './parsed-workout';

export type DistanceUnit = 'm' | 'km' | 'mi';
const METERS_PER: Record<DistanceUnit, number> = { m: 1, km: 1000, mi: 1609.344 };

/** 'meters', 'm', 'km', 'mi', 'mi.' (Strong 2019), 'miles' → a unit; anything else null. */
export function distanceUnitOf(text: string | undefined): DistanceUnit | null {
  const value = (text ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (value === 'm' || value === 'meters' || value === 'metres') return 'm';
  if (value === 'km' || value === 'kilometers' || value === 'kilometres') return 'km';
  if (value === 'mi' || value === 'miles' || value === 'mile') return 'mi';
  return null;
}

/** Where a file names no distance unit: the person's (km with kg, miles with lb), as Strong shows distances. */
export const defaultDistanceUnit = (weightUnit: WeightUnit): DistanceUnit => (weightUnit === 'lb' ? 'mi' : 'km');

export interface TimeAndDistance {
  durationSeconds: number | null;
  distanceMeters: number | null;
}

export function timeAndDistance(secondsText: string | undefined, distanceText: string | undefined, unit: DistanceUnit): TimeAndDistance | { problem: string } {
  const seconds = parseNumber(secondsText);
  if (seconds !== null && (Number.isNaN(seconds) || seconds < 0)) return { problem: `Seconds '${secondsText ?? ''}' is not a time` };
  const distance = parseNumber(distanceText);
  if (distance !== null && (Number.isNaN(distance) || distance < 0)) return { problem: `Distance '${distanceText ?? ''}' is not a distance` };
  const durationSeconds = seconds ? Math.round(seconds) : null;
  const distanceMeters = distance ? Math.round(distance * METERS_PER[unit]) : null;
  if (durationSeconds !== null && durationSeconds > MAX_SET_DURATION_SECONDS) return { problem: `Seconds ${seconds} is longer than a day` };
  if (distanceMeters !== null && distanceMeters > MAX_SET_DISTANCE_METERS) return { problem: `Distance ${distance} ${unit} is out of range` };
  return { durationSeconds, distanceMeters };
}

/** The set's fields: none for a row of weight and reps only, so such sets are sent as before. */
export const measuredFields = (measured: TimeAndDistance): Partial<TimeAndDistance> =>
  measured.durationSeconds === null && measured.distanceMeters === null ? {} : measured;
