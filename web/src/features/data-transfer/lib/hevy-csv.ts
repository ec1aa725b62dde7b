import type { WeightUnit } from '../../../../../shared/units';
import { parseExportDate } from './dates';
import { readSetDetails } from './set-details-columns';
import { measuredFields, timeAndDistance } from './time-and-distance';
import { countNotKept, groupIntoWorkouts, nothingNotKept, repsOf, rowDateProblem, rowTextProblem, weightHundredths, type GroupedRows, type RowProblem, type SetRow } from './parsed-workout';

/** Hevy's export header; the weight column is weight_kg or weight_lbs (the account's unit), distance _km or _miles. */
export const HEVY_COLUMNS = [
  'title', 'start_time', 'end_time', 'description', 'exercise_title', 'superset_id', 'exercise_notes',
  'set_index', 'set_type', 'weight_kg', 'reps', 'distance_km', 'duration_seconds', 'rpe',
] as const;

/** The unit of a Hevy file: its header says it. */
export function hevyWeightUnit(fields: readonly string[]): WeightUnit | null {
  if (fields.includes('weight_kg')) return 'kg';
  return fields.includes('weight_lbs') ? 'lb' : null;
}

/**
 * Hevy's rows → workouts. set_type 'warmup' is a warm-up; 'failure' and 'dropset' are working sets kept as failure and
 * drop sets (issue 29), with each set's rpe and each exercise's exercise_notes; exercises of a workout that share a
 * superset_id are one superset.
 */
export function parseHevyRows(rows: readonly Record<string, string>[], unit: WeightUnit): GroupedRows {
  const problems: RowProblem[] = [];
  const sets: SetRow[] = [];
  const weightColumn = unit === 'kg' ? 'weight_kg' : 'weight_lbs';
  const notKept = nothingNotKept();
  rows.forEach((fields, index) => {
    const row = index + 2;
    const start = parseExportDate(fields['start_time']);
    if (!start) return problems.push({ row, reason: `Start time '${fields['start_time'] ?? ''}' is not a date` });
    const end = fields['end_time']?.trim() ? parseExportDate(fields['end_time']) : start;
    if (!end) return problems.push({ row, reason: `End time '${fields['end_time'] ?? ''}' is not a date` });
    const outside = rowDateProblem('Start time', fields['start_time'], start) ?? rowDateProblem('End time', fields['end_time'], end);
    if (outside) return problems.push({ row, reason: outside });
    const exerciseName = (fields['exercise_title'] ?? '').trim();
    if (!exerciseName) return problems.push({ row, reason: 'No exercise name' });
    const weight = weightHundredths(fields[weightColumn], unit);
    if (weight !== null && typeof weight === 'object') return problems.push({ row, reason: weight.problem });
    const reps = repsOf(fields['reps']);
    if (reps !== null && typeof reps === 'object') return problems.push({ row, reason: reps.problem });
    const measured = timeAndDistance(fields['duration_seconds'], fields['distance_km'] ?? fields['distance_miles'], fields['distance_km'] === undefined ? 'mi' : 'km');
    if ('problem' in measured) return problems.push({ row, reason: measured.problem });
    const workoutName = (fields['title'] ?? '').trim() || 'Hevy workout';
    const badText = rowTextProblem([
      { label: 'Workout name', text: workoutName },
      { label: 'Exercise name', text: exerciseName },
      { label: 'Workout notes', text: fields['description'], kind: 'multi-line' },
      { label: 'Exercise notes', text: fields['exercise_notes'], kind: 'multi-line' },
    ]);
    if (badText) return problems.push({ row, reason: badText });
    const setType = (fields['set_type'] ?? '').trim().toLowerCase();
    countNotKept(notKept, { seconds: fields['duration_seconds'], distance: fields['distance_km'] ?? fields['distance_miles'] });
    const details = readSetDetails(notKept, { setType: setType === 'failure' ? 'failure' : setType === 'dropset' ? 'drop' : null, rpe: fields['rpe'] });
    sets.push({
      row,
      workoutKey: `${start.toISOString()}|${workoutName}`,
      workoutName,
      workoutNotes: fields['description'] ?? null,
      startText: fields['start_time'] ?? '',
      start,
      end,
      exerciseName,
      exerciseNote: fields['exercise_notes'],
      supersetId: fields['superset_id']?.trim() || undefined,
      set: { weight, reps, isWarmup: setType === 'warmup', ...details, ...measuredFields(measured) },
    });
    return undefined;
  });
  return groupIntoWorkouts('hevy', sets, problems, notKept);
}
