import type { WeightUnit } from '../../../../../shared/units';
import { parseExportDate, parseStrongDuration } from './dates';
import { readSetDetails } from './set-details-columns';
import { defaultDistanceUnit, distanceUnitOf, measuredFields, timeAndDistance, type DistanceUnit } from './time-and-distance';
import { countNotKept, groupIntoWorkouts, nothingNotKept, repsOf, rowDateProblem, rowTextProblem, weightHundredths, type GroupedRows, type RowProblem, type SetRow } from './parsed-workout';

/** Strong's export header (comma-separated; older exports use ';' and add 'Weight Unit' and 'Distance Unit'). */
export const STRONG_COLUMNS = ['Date', 'Workout Name', 'Duration', 'Exercise Name', 'Set Order', 'Weight', 'Reps', 'Distance', 'Seconds', 'Notes', 'Workout Notes', 'RPE'] as const;

/**
 * A row's Set Order: '1', '2'… a working set; 'W' or 'WARM_UP' a warm-up; 'F'/'FAILURE' and 'D'/'DROP_SET' working
 * sets kept as failure and drop sets (issue 29). Anything else is no set.
 */
function setKind(order: string | undefined): { kind: 'working' | 'warmup'; setType: 'failure' | 'drop' | null } | null {
  const value = (order ?? '').trim().toUpperCase();
  if (/^\d+$/.test(value)) return { kind: 'working', setType: null };
  if (value === 'W' || value === 'WARM_UP') return { kind: 'warmup', setType: null };
  if (value === 'F' || value === 'FAILURE') return { kind: 'working', setType: 'failure' };
  if (value === 'D' || value === 'DROP_SET') return { kind: 'working', setType: 'drop' };
  return null;
}

/**
 * Strong's rows (keyed by the classic column names: strong-header.ts) → workouts. Each row's 'Weight Unit' is used
 * when the file has that column (older exports); otherwise `unit`: what the header says (`Weight (kg)`), or the
 * person's setting when it says nothing.
 */
export function parseStrongRows(rows: readonly Record<string, string>[], unit: WeightUnit, headerDistanceUnit: DistanceUnit | null = null): GroupedRows {
  const problems: RowProblem[] = [];
  const sets: SetRow[] = [];
  const notKept = nothingNotKept();
  rows.forEach((fields, index) => {
    const row = index + 2;
    const start = parseExportDate(fields['Date']);
    if (!start) return problems.push({ row, reason: `Date '${fields['Date'] ?? ''}' is not a date` });
    const outside = rowDateProblem('Date', fields['Date'], start);
    if (outside) return problems.push({ row, reason: outside });
    const exerciseName = (fields['Exercise Name'] ?? '').trim();
    if (!exerciseName) return problems.push({ row, reason: 'No exercise name' });
    const order = setKind(fields['Set Order']);
    if (!order) return problems.push({ row, reason: `'${fields['Set Order'] ?? ''}' is not a set` });
    const minutes = parseStrongDuration(fields['Duration']);
    if (minutes === null) return problems.push({ row, reason: `Duration '${fields['Duration'] ?? ''}' is not a duration` });
    const rowUnit = (fields['Weight Unit'] ?? '').trim().toLowerCase();
    const weight = weightHundredths(fields['Weight'], rowUnit === 'kg' || rowUnit === 'lbs' || rowUnit === 'lb' ? (rowUnit === 'kg' ? 'kg' : 'lb') : unit);
    if (weight !== null && typeof weight === 'object') return problems.push({ row, reason: weight.problem });
    const reps = repsOf(fields['Reps']);
    if (reps !== null && typeof reps === 'object') return problems.push({ row, reason: reps.problem });
    const distanceUnit = distanceUnitOf(fields['Distance Unit']) ?? headerDistanceUnit ?? defaultDistanceUnit(unit);
    const measured = timeAndDistance(fields['Seconds'], fields['Distance'], distanceUnit);
    if ('problem' in measured) return problems.push({ row, reason: measured.problem });
    const workoutName = (fields['Workout Name'] ?? '').trim() || 'Strong workout';
    const badText = rowTextProblem([
      { label: 'Workout name', text: workoutName },
      { label: 'Exercise name', text: exerciseName },
      { label: 'Workout notes', text: fields['Workout Notes'], kind: 'multi-line' },
      { label: 'Notes', text: fields['Notes'], kind: 'multi-line' },
    ]);
    if (badText) return problems.push({ row, reason: badText });
    countNotKept(notKept, { seconds: fields['Seconds'], distance: fields['Distance'] });
    const details = readSetDetails(notKept, { setType: order.setType, rpe: fields['RPE'], note: fields['Notes'] });
    sets.push({
      row,
      workoutKey: `${start.toISOString()}|${workoutName}`,
      workoutName,
      workoutNotes: fields['Workout Notes'] ?? null,
      startText: fields['Date'] ?? '',
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      exerciseName,
      set: { weight, reps, isWarmup: order.kind === 'warmup', ...details, ...measuredFields(measured) },
    });
    return undefined;
  });
  return groupIntoWorkouts('strong', sets, problems, notKept);
}
