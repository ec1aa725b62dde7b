/** How insights read in the person's unit: sets, volumes, records and dates (issue 11). */
import type { PersonalRecord, RecordKind } from '../../../../shared/api-types';
import { WEIGHT_SCALE } from '../../../../shared/constants';
import { formatMinutes } from '../../../../shared/workout/durations';
import { formatDistance, formatDuration as formatSetDuration, formatPace } from '../../../../shared/exercise-types/set-text';
import { isLowerBetter, type TypedRecordKind } from '../../../../shared/workout/typed-records';
import { formatReadableWeight, formatReadableWeightWithUnit, unitLabel, volumeInUnits, type ReadingOptions, type WeightUnit } from '../../../../shared/units';

// Made on first use, not when the module loads: a date format's first construction is slow (its locale data), and
// home loads this module without formatting a day (issue 14, main-thread time at start).
let dayFormat: Intl.DateTimeFormat | undefined;

/** 12345.6 → '12,346'. Not Intl.NumberFormat, whose first construction costs home's first render about 5 ms on a phone. */
const wholeNumberText = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A weight some endpoints answer in pounds (CompletedWorkout.totalWeight, SharedWorkout) → hundredths of a pound. */
export const poundsToHundredths = (pounds: number) => Math.round(pounds * WEIGHT_SCALE);

/** A volume (hundredths of a pound × reps) as '12,345 kg'. */
export function formatVolume(volumeHundredths: number, unit: WeightUnit): string {
  return `${wholeNumberText(volumeInUnits(volumeHundredths, unit))} ${unitLabel(unit)}`;
}

/** '100 × 5' in the unit; '–' for what was not entered. */
export function setText(set: { weight: number | null; reps: number | null }, unit: WeightUnit): string {
  const weight = set.weight === null ? '–' : formatReadableWeight(set.weight, unit);
  return `${weight} × ${set.reps ?? '–'}`;
}

/** 'Mar 5, 2026' in the browser's time zone. */
export const formatDay = (iso: string) =>
  (dayFormat ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' })).format(new Date(iso));

/** '42 min', '< 1 min'; '–' when unknown. */
export const formatDuration = (minutes: number | null) => (minutes === null ? '–' : formatMinutes(minutes));

/** '1 PR', '3 PRs'. */
export const prCountText = (count: number) => `${count} ${count === 1 ? 'PR' : 'PRs'}`;

export const RECORD_LABELS: Readonly<Record<RecordKind, string>> = {
  heaviest_weight: 'Heaviest weight',
  best_e1rm: 'Best e1RM',
  best_reps: 'Best reps',
  best_set_volume: 'Best set volume',
  best_session_volume: 'Best session volume',
  // Issue 29: the records of the other exercise types.
  most_reps: 'Most reps',
  least_assistance: 'Least assistance',
  longest_duration: 'Longest time',
  longest_distance: 'Longest distance',
  best_pace: 'Best pace',
  heaviest_load: 'Heaviest load',
};

/** Records in the order the screens list them. */
export const RECORD_ORDER: readonly RecordKind[] = [
  'heaviest_weight',
  'best_e1rm',
  'best_reps',
  'best_set_volume',
  'best_session_volume',
  'heaviest_load',
  'most_reps',
  'least_assistance',
  'longest_distance',
  'best_pace',
  'longest_duration',
];

/** A weight record (heaviest, e1RM) in the unit to half a unit: '100 kg'; an e1RM is an estimate, always rounded. */
export const recordWeightText = (hundredths: number, unit: WeightUnit, options?: ReadingOptions) => formatReadableWeightWithUnit(hundredths, unit, options);

/** What a confirmed record reads: '100 kg', '6 reps at 100 kg', '500 kg (100 kg × 5)', '1,500 kg'. */
export function recordValueText(record: Pick<PersonalRecord, 'kind' | 'value' | 'weight' | 'reps'>, unit: WeightUnit): string {
  switch (record.kind) {
    case 'heaviest_weight':
      return recordWeightText(record.value, unit);
    case 'best_e1rm':
      return recordWeightText(record.value, unit, { estimate: true });
    case 'best_reps': {
      const reps = record.reps ?? record.value;
      const repsText = `${reps} ${reps === 1 ? 'rep' : 'reps'}`;
      return record.weight === undefined ? repsText : `${repsText} at ${recordWeightText(record.weight, unit)}`;
    }
    case 'best_set_volume': {
      const volume = formatVolume(record.value, unit);
      return record.weight === undefined || record.reps === undefined ? volume : `${volume} (${setText({ weight: record.weight, reps: record.reps }, unit)})`;
    }
    case 'best_session_volume':
      return formatVolume(record.value, unit);
    default:
      return typedRecordValueText(record.kind, record.value, unit);
  }
}

/**
 * Issue 29: a typed record's value: '15 reps', '−20 kg' (assistance; 'No assistance' for 0), '2:30' (time), '5.00 km',
 * '5:00 /km' (pace, per mile with lb), '40 kg' (load).
 */
export function typedRecordValueText(kind: TypedRecordKind, value: number, unit: WeightUnit): string {
  switch (kind) {
    case 'most_reps':
      return `${value} ${value === 1 ? 'rep' : 'reps'}`;
    case 'least_assistance':
      return value === 0 ? 'No assistance' : `−${recordWeightText(value, unit)}`;
    case 'longest_duration':
      return formatSetDuration(value);
    case 'longest_distance':
      return formatDistance(value, unit);
    case 'best_pace':
      return formatPace(value, 1000, unit) ?? '–';
    case 'heaviest_load':
      return recordWeightText(value, unit);
  }
}

export interface ExerciseRecordGroup {
  exerciseId: string;
  exerciseName: string;
  records: PersonalRecord[];
}

/**
 * Confirmed records grouped by exercise (first appearance order), each group in RECORD_ORDER. When two sets of the
 * workout broke the same record one after the other, only the one that stands is kept; best reps keep one per weight.
 */
export function groupRecordsByExercise(records: readonly PersonalRecord[]): ExerciseRecordGroup[] {
  const groups = new Map<string, ExerciseRecordGroup>();
  for (const record of records) {
    const group = groups.get(record.exerciseId) ?? { exerciseId: record.exerciseId, exerciseName: record.exerciseName, records: [] };
    const same = group.records.findIndex((kept) => kept.kind === record.kind && (record.kind !== 'best_reps' || kept.weight === record.weight));
    const kept = group.records[same];
    if (!kept) group.records.push(record);
    else if (isLowerBetter(record.kind) ? record.value < kept.value : record.value > kept.value) group.records[same] = record;
    groups.set(record.exerciseId, group);
  }
  const rank = (kind: RecordKind) => RECORD_ORDER.indexOf(kind);
  const heavierFirst = (a: PersonalRecord, b: PersonalRecord) => (b.weight ?? 0) - (a.weight ?? 0);
  return [...groups.values()].map((group) => ({
    ...group,
    records: [...group.records].sort((a, b) => rank(a.kind) - rank(b.kind) || heavierFirst(a, b)),
  }));
}

/** A completed workout's figures as its rows show them: ['42 min', '12,345 kg'] (volume left out while nothing was lifted). */
export function completedWorkoutFacts(workout: { duration: number | null; totalWeight: number }, unit: WeightUnit): string[] {
  const facts: string[] = [];
  if (workout.duration !== null) facts.push(formatDuration(workout.duration));
  if (workout.totalWeight > 0) facts.push(formatVolume(poundsToHundredths(workout.totalWeight), unit));
  return facts;
}
