import type { ExportedWorkout } from '../../../../../shared/data-transfer/workout-export';
import { formatWeight, type WeightUnit } from '../../../../../shared/units';
import { setMarker, setTypeOf } from '../../../../../shared/workout/set-type';
import { toCsv } from './csv-writer';
import { STRONG_COLUMNS } from './strong-csv';

const pad = (value: number) => String(value).padStart(2, '0');

/** Strong's date: 'YYYY-MM-DD HH:mm:ss' in the phone's time zone. */
export function strongDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Strong's duration: '1h 5m', '45m', '0m'. */
export function strongDuration(minutes: number | null): string {
  const total = Math.max(0, Math.round(minutes ?? 0));
  const hours = Math.floor(total / 60);
  return hours > 0 ? `${hours}h ${total % 60}m` : `${total}m`;
}

/**
 * docs/data-export.md: Strong's column layout, one row per set, weights in `unit`. 'Set Order' counts an exercise's normal
 * sets (1, 2, …) and writes 'W', 'F' or 'D' for a warm-up, failure or drop set, as Strong does; a set's note and RPE go
 * in 'Notes' and 'RPE' (issue 29). A workout without sets (imported from Apple Health) is one row with no exercise, its
 * distance (km) in 'Distance' and its duration in 'Seconds'.
 */
export function workoutsToCsv(workouts: readonly ExportedWorkout[], unit: WeightUnit): string {
  const rows = workouts.flatMap((workout) => {
    const common = [strongDate(workout.startTime), workout.name, strongDuration(workout.duration)];
    if (workout.sets.length === 0) {
      return [[...common, '', '', '', '', workout.health?.distance ?? '', (workout.duration ?? 0) * 60, '', workout.notes ?? '', '']];
    }
    const working = new Map<string, number>();
    return workout.sets.map((set) => {
      const marker = setMarker(set);
      const order = marker ?? (working.get(set.exerciseId) ?? 0) + 1;
      if (typeof order === 'number') working.set(set.exerciseId, order);
      return [...common, set.exerciseName, order, formatWeight(set.weight, unit), set.reps ?? '', '', '', set.note ?? '', workout.notes ?? '', set.rpe ?? ''];
    });
  });
  return toCsv(STRONG_COLUMNS, rows);
}

/** docs/data-export.md: the JSON shape, weights as numbers in `weightUnit`. */
export function workoutsToJson(workouts: readonly ExportedWorkout[], unit: WeightUnit, exportedAt: Date): string {
  const weightIn = (hundredths: number | null) => (hundredths === null ? null : Number(formatWeight(hundredths, unit)));
  return JSON.stringify(
    {
      format: 'workout-export',
      version: 1,
      exportedAt: exportedAt.toISOString(),
      weightUnit: unit,
      durationUnit: 'minutes',
      workouts: workouts.map((workout) => ({
        id: workout.id,
        name: workout.name,
        startTime: workout.startTime,
        endTime: workout.endTime,
        durationMinutes: workout.duration,
        notes: workout.notes,
        ...(workout.health ? { health: { ...workout.health, distanceUnit: 'km' } } : {}),
        exercises: groupSets(workout).map(({ exerciseId, name, sets }) => ({
          name,
          // Issue 29: the exercise's note, each set's type, RPE and note (only those it has).
          ...(workout.exerciseNotes?.[exerciseId] ? { note: workout.exerciseNotes[exerciseId] } : {}),
          // Issue 29: its superset's letter (exercises done in turn share one).
          ...(workout.supersetGroups?.[exerciseId] ? { superset: workout.supersetGroups[exerciseId] } : {}),
          sets: sets.map((set) => ({
            setNumber: set.setNumber,
            weight: weightIn(set.weight),
            reps: set.reps,
            isWarmup: set.isWarmup,
            isCompleted: set.isCompleted,
            setType: setTypeOf(set),
            ...(set.rpe !== undefined ? { rpe: set.rpe } : {}),
            ...(set.note ? { note: set.note } : {}),
            // Issue 29: the set's type, seconds and metres.
            exerciseType: set.exerciseType,
            durationSeconds: set.durationSeconds,
            distanceMeters: set.distanceMeters,
          })),
        })),
      })),
    },
    null,
    2,
  );
}

function groupSets(workout: ExportedWorkout) {
  const groups: { exerciseId: string; name: string; sets: ExportedWorkout['sets'] }[] = [];
  for (const set of workout.sets) {
    const group = groups.at(-1)?.exerciseId === set.exerciseId ? groups.at(-1) : undefined;
    if (group) group.sets.push(set);
    else groups.push({ exerciseId: set.exerciseId, name: set.exerciseName, sets: [set] });
  }
  return groups;
}
