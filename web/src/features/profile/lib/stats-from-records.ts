import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { keyStatWeightOf, WEIGHT_STAT_UNITS } from '../../../../../shared/key-stats';
import type { WeightUnit } from '../../../../../shared/units';
import type { KeyStatRow } from './key-stats-form';

/**
 * Issue 27, 'Fill from my records': which key stat each main lift fills, by catalogue id. The lifts get their best
 * estimated one-rep max (the records' best_e1rm); pull-ups the most reps in one set (bodyweight sets set no records,
 * so they come from the exercise's history).
 */
export const STATS_FROM_RECORDS: readonly { name: string; exerciseId: string; measure: 'e1rm' | 'reps' }[] = [
  { name: 'Max Bench Press', exerciseId: 'Barbell_Bench_Press_-_Medium_Grip', measure: 'e1rm' },
  { name: 'Max Squat', exerciseId: 'Barbell_Squat', measure: 'e1rm' },
  { name: 'Max Deadlift', exerciseId: 'Barbell_Deadlift', measure: 'e1rm' },
  { name: 'Max Overhead Press', exerciseId: 'Standing_Military_Press', measure: 'e1rm' },
  { name: 'Max Pull-ups', exerciseId: 'Pullups', measure: 'reps' },
];

/** What the person's records answer, by exercise id: the best e1RM (hundredths of a pound) or the most reps. */
export type RecordFacts = ReadonlyMap<string, number | null>;

/** The most reps in one completed working set of these sessions; null when none has reps. */
export function mostRepsOf(entries: readonly ExerciseHistoryEntry[]): number | null {
  let most: number | null = null;
  for (const set of entries.flatMap((entry) => entry.sets)) {
    if (set.isCompleted && !set.isWarmup && set.reps && set.reps > 0 && (most === null || set.reps > most)) most = set.reps;
  }
  return most;
}

export interface FilledStat {
  name: string;
  value: number;
  unit: string;
  measure: 'e1rm' | 'reps';
}

/** The stats the records can fill, in the person's unit: e1RMs rounded to 0.5 kg or a whole pound. */
export function statsFromRecords(facts: RecordFacts, unit: WeightUnit): FilledStat[] {
  return STATS_FROM_RECORDS.flatMap((source): FilledStat[] => {
    const fact = facts.get(source.exerciseId);
    if (fact === null || fact === undefined) return [];
    return source.measure === 'e1rm'
      ? [{ name: source.name, value: keyStatWeightOf(fact, unit), unit: WEIGHT_STAT_UNITS[unit], measure: source.measure }]
      : [{ name: source.name, value: fact, unit: 'reps', measure: source.measure }];
  });
}

/** The rows with the filled stats' values (visibility as it was); a stat the form lacks is added at the end. */
export function withStatsFilled(rows: readonly KeyStatRow[], filled: readonly FilledStat[]): KeyStatRow[] {
  const byName = new Map(filled.map((stat) => [stat.name, stat]));
  const next = rows.map((row) => {
    const stat = byName.get(row.name);
    return stat ? { ...row, unit: stat.unit, value: String(stat.value) } : row;
  });
  const missing = filled.filter((stat) => !rows.some((row) => row.name === stat.name));
  return [...next, ...missing.map((stat) => ({ name: stat.name, unit: stat.unit, value: String(stat.value), isVisible: true }))];
}

/** What the field of a filled stat says under it, while it keeps the filled value. */
export const FILLED_HINTS: Readonly<Record<FilledStat['measure'], string>> = {
  e1rm: 'Estimated one-rep max from your records',
  reps: 'Most reps in one set from your records',
};

/** What the form says after a fill: which stats it filled (to check before saving), or that there was nothing. */
export function fillNoteOf(filled: readonly FilledStat[]): string {
  if (filled.length === 0) return 'No records of these lifts yet: finish a workout with them first.';
  const names = filled.map((stat) => stat.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Filled ${list} from your records. Check them, then Save.`;
}
