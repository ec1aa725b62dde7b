import Papa from 'papaparse';
import type { WeightUnit } from '../../../../../shared/units';
import { hevyWeightUnit, parseHevyRows } from './hevy-csv';
import type { ParsedImport } from './parsed-workout';
import { parseStrongRows } from './strong-csv';

/** Which app wrote the file, from its header: Strong's 'Date'/'Exercise Name', Hevy's 'start_time'/'exercise_title'. */
export function detectFormat(fields: readonly string[]): 'strong' | 'hevy' | null {
  const has = (name: string) => fields.includes(name);
  if (has('Date') && has('Workout Name') && has('Exercise Name') && has('Set Order')) return 'strong';
  if (has('title') && has('start_time') && has('exercise_title') && hevyWeightUnit(fields) !== null) return 'hevy';
  return null;
}

/**
 * A Strong or Hevy CSV export → workouts ready to send and the rows that were left out, with why. `strongUnit` is the
 * unit Strong's weights are read in when the file does not say (Hevy's header always does).
 */
export function parseImportFile(text: string, strongUnit: WeightUnit): ParsedImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const format = detectFormat(fields);
  if (!format) {
    return { format: null, workouts: [], problems: [{ row: 1, reason: 'Unknown format: this is not a Strong or Hevy CSV export' }], weightUnit: null };
  }
  const unit = format === 'hevy' ? (hevyWeightUnit(fields) ?? strongUnit) : fields.includes('Weight Unit') ? null : strongUnit;
  const { workouts, problems } = format === 'strong' ? parseStrongRows(parsed.data, strongUnit) : parseHevyRows(parsed.data, unit ?? strongUnit);
  return { format, workouts, problems: problems.sort((a, b) => a.row - b.row), weightUnit: unit };
}
