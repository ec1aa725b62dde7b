/**
 * Issue 29: a set as history, the workout detail and the summary show it, by its exercise's type, in the person's
 * units (kilometres with kg, miles with lb): '1:30', '5.00 km · 25:00 · 5:00 /km', 'BW × 12', '+10 kg × 5',
 * '−20 kg × 8' (assistance), '40 kg · 1:00', '40 kg · 50 m'. '–' stands for what was not entered.
 */
import { formatReadableWeightWithUnit, type WeightUnit } from '../units';
import { exerciseTypeOrDefault, type ExerciseType } from './types';
import type { TypedSetValues } from './set-measures';

const METERS_PER_MILE = 1609.344;

/** Seconds as 'm:ss', or 'h:mm:ss' from an hour. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '–';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Metres as '5.00 km' (or '3.11 mi' for lb users); under a kilometre (or a tenth of a mile) in metres. */
export function formatDistance(meters: number | null | undefined, unit: WeightUnit): string {
  if (meters === null || meters === undefined) return '–';
  if (unit === 'lb') return meters < METERS_PER_MILE / 10 ? `${meters} m` : `${(meters / METERS_PER_MILE).toFixed(2)} mi`;
  return meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(2)} km`;
}

/** Pace per kilometre (or mile) as '5:00 /km'; null without both a time and a distance. */
export function formatPace(seconds: number | null | undefined, meters: number | null | undefined, unit: WeightUnit): string | null {
  if (!seconds || !meters) return null;
  const per = unit === 'lb' ? METERS_PER_MILE : 1000;
  return `${formatDuration((seconds * per) / meters)} /${unit === 'lb' ? 'mi' : 'km'}`;
}

const weightText = (weight: number | null, unit: WeightUnit) => (weight === null ? '–' : formatReadableWeightWithUnit(weight, unit));

export function setText(type: ExerciseType | undefined, set: TypedSetValues, unit: WeightUnit): string {
  const reps = set.reps ?? '–';
  switch (exerciseTypeOrDefault(type)) {
    case 'bodyweight_reps':
      return `BW × ${reps}`;
    case 'weighted_bodyweight':
      return set.weight ? `+${weightText(set.weight, unit)} × ${reps}` : `BW × ${reps}`;
    case 'assisted_bodyweight':
      return set.weight ? `−${weightText(set.weight, unit)} × ${reps}` : `BW × ${reps}`;
    case 'duration':
      return formatDuration(set.durationSeconds);
    case 'weight_duration':
      return `${weightText(set.weight, unit)} · ${formatDuration(set.durationSeconds)}`;
    case 'distance_duration': {
      const pace = formatPace(set.durationSeconds, set.distanceMeters, unit);
      return [formatDistance(set.distanceMeters, unit), formatDuration(set.durationSeconds), ...(pace ? [pace] : [])].join(' · ');
    }
    case 'weight_distance':
      return `${weightText(set.weight, unit)} · ${formatDistance(set.distanceMeters, unit)}`;
    case 'weight_reps':
      return `${weightText(set.weight, unit)} × ${reps}`;
  }
}
