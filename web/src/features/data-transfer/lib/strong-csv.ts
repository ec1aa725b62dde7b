import type { WeightUnit } from '../../../../../shared/units';
import { parseExportDate, parseStrongDuration } from './dates';
import { groupIntoWorkouts, repsOf, rowDateProblem, rowTextProblem, weightHundredths, type GroupedRows, type RowProblem, type SetRow } from './parsed-workout';

/** Strong's export header (comma-separated; older exports use ';' and add 'Weight Unit' and 'Distance Unit'). */
export const STRONG_COLUMNS = ['Date', 'Workout Name', 'Duration', 'Exercise Name', 'Set Order', 'Weight', 'Reps', 'Distance', 'Seconds', 'Notes', 'Workout Notes', 'RPE'] as const;

/** '1', '2'… a working set; 'W' a warm-up; 'D' (drop) and 'F' (failure) working sets. Anything else is no set. */
function setKind(order: string | undefined): 'working' | 'warmup' | null {
  const value = (order ?? '').trim().toUpperCase();
  if (/^\d+$/.test(value) || value === 'D' || value === 'F') return 'working';
  return value === 'W' ? 'warmup' : null;
}

/**
 * Strong's rows → workouts. Strong's file does not say its unit unless it has a 'Weight Unit' column (older exports):
 * then each row's unit is used; otherwise `unit` (the person's setting).
 */
export function parseStrongRows(rows: readonly Record<string, string>[], unit: WeightUnit): GroupedRows {
  const problems: RowProblem[] = [];
  const sets: SetRow[] = [];
  rows.forEach((fields, index) => {
    const row = index + 2;
    const start = parseExportDate(fields['Date']);
    if (!start) return problems.push({ row, reason: `Date '${fields['Date'] ?? ''}' is not a date` });
    const outside = rowDateProblem('Date', fields['Date'], start);
    if (outside) return problems.push({ row, reason: outside });
    const exerciseName = (fields['Exercise Name'] ?? '').trim();
    if (!exerciseName) return problems.push({ row, reason: 'No exercise name' });
    const kind = setKind(fields['Set Order']);
    if (!kind) return problems.push({ row, reason: `'${fields['Set Order'] ?? ''}' is not a set` });
    const minutes = parseStrongDuration(fields['Duration']);
    if (minutes === null) return problems.push({ row, reason: `Duration '${fields['Duration'] ?? ''}' is not a duration` });
    const rowUnit = (fields['Weight Unit'] ?? '').trim().toLowerCase();
    const weight = weightHundredths(fields['Weight'], rowUnit === 'kg' || rowUnit === 'lbs' || rowUnit === 'lb' ? (rowUnit === 'kg' ? 'kg' : 'lb') : unit);
    if (weight !== null && typeof weight === 'object') return problems.push({ row, reason: weight.problem });
    const reps = repsOf(fields['Reps']);
    if (reps !== null && typeof reps === 'object') return problems.push({ row, reason: reps.problem });
    const workoutName = (fields['Workout Name'] ?? '').trim() || 'Strong workout';
    const badText = rowTextProblem([
      { label: 'Workout name', text: workoutName },
      { label: 'Exercise name', text: exerciseName },
      { label: 'Workout notes', text: fields['Workout Notes'], kind: 'multi-line' },
    ]);
    if (badText) return problems.push({ row, reason: badText });
    sets.push({
      row,
      workoutKey: `${start.toISOString()}|${workoutName}`,
      workoutName,
      workoutNotes: fields['Workout Notes'] ?? null,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      exerciseName,
      set: { weight, reps, isWarmup: kind === 'warmup' },
    });
    return undefined;
  });
  return groupIntoWorkouts('strong', sets, problems);
}
