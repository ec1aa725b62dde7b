import Papa from 'papaparse';
import { restoreCsvCell } from '../../../../../shared/data-transfer/csv-cells';
import { checkImportedWorkout } from '../../../../../shared/data-transfer/workout-import';
import type { WeightUnit } from '../../../../../shared/units';
import { hevyWeightUnit, parseHevyRows } from './hevy-csv';
import type { ParsedImport } from './parsed-workout';
import { parseStrongRows } from './strong-csv';
import { readStrongHeader, renameColumns } from './strong-header';

/** Which app wrote the file, from its header: Strong's 'Date'/'Exercise Name', Hevy's 'start_time'/'exercise_title'. */
export function detectFormat(fields: readonly string[]): 'strong' | 'hevy' | null {
  const has = (name: string) => fields.includes(name);
  if (has('Date') && has('Workout Name') && has('Exercise Name') && has('Set Order')) return 'strong';
  if (has('title') && has('start_time') && has('exercise_title') && hevyWeightUnit(fields) !== null) return 'hevy';
  return null;
}

/**
 * A Strong or Hevy CSV export → workouts ready to send, the rows that were left out with why, and what was not kept.
 * `strongUnit` is the unit Strong's weights are read in when the file does not say (Strong 6.x's `Weight (kg)` and
 * Hevy's header do). Cells lose the ' an export
 * put before a formula-like text (shared/data-transfer/csv-cells.ts). Each workout is checked as the server will check
 * it (checkImportedWorkout): one it would refuse is not sent, and its rows are reported with the reason.
 */
export function parseImportFile(text: string, strongUnit: WeightUnit, now: number = Date.now()): ParsedImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => restoreCsvCell(value),
  });
  const fields = parsed.meta.fields ?? [];
  const strongHeader = readStrongHeader(fields);
  const format = detectFormat(fields) ?? detectFormat(fields.map((field) => strongHeader.names[field] ?? field));
  if (!format) {
    return { format: null, workouts: [], problems: [{ row: 1, reason: 'Unknown format: this is not a Strong or Hevy CSV export' }], notices: [], weightUnit: null, rowsOf: {} };
  }
  const strongFileUnit = strongHeader.weightUnit ?? strongUnit;
  const unit = format === 'hevy' ? (hevyWeightUnit(fields) ?? strongUnit) : fields.includes('Weight Unit') ? null : strongFileUnit;
  const grouped =
    format === 'strong'
      ? parseStrongRows(parsed.data.map((row) => renameColumns(row, strongHeader.names)), strongFileUnit, strongHeader.distanceUnit)
      : parseHevyRows(parsed.data, unit ?? strongUnit);
  const problems = [...grouped.problems];
  const workouts = grouped.workouts.filter((workout) => {
    const checked = checkImportedWorkout(workout, now);
    if ('workout' in checked) return true;
    for (const row of grouped.rowsOf[workout.sourceId] ?? []) problems.push({ row, reason: checked.reason });
    return false;
  });
  return { format, workouts, problems: problems.sort((a, b) => a.row - b.row), notices: grouped.notices, weightUnit: unit, rowsOf: grouped.rowsOf };
}
