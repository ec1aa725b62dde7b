/**
 * Health Auto Export's JSON (issue 29, deliverable 10): the iPhone app posts `{ "data": { "workouts": [...] } }` to a
 * REST address on its own schedule, with headers a person sets (here `Authorization: Bearer <import key>`). Each
 * workout (its "Version 2" layout: `id`, `name`, `start`, `end` as `yyyy-MM-dd HH:mm:ss Z`, `duration` in seconds,
 * and quantities as `{ qty, units }`) becomes the import's own payload, read by healthWorkoutSchema like any other:
 * energy in kcal (from kJ), distance in km (from m, mi, yd, ft), duration in seconds (from min, hr). Other data of the
 * export (metrics, heart rate, routes) is not read. docs/health-import.md shows the request.
 */
import { deriveHealthId } from './shortcut-data';
import { numberTextProblem, readNumberText } from './number-text';

/** A workout of the export that cannot be read, naming the field. */
export class AutoExportFieldError extends Error {}

const KCAL_PER = { kcal: 1, cal: 1, kj: 1 / 4.184 } as const;
const KM_PER = { km: 1, m: 0.001, mi: 1.609344, yd: 0.0009144, ft: 0.0003048 } as const;
const SECONDS_PER = { s: 1, sec: 1, min: 60, hr: 3600, h: 3600 } as const;

/** The import's payload of one exported workout (the fields healthWorkoutSchema reads). */
export interface AutoExportPayload {
  name: string | undefined;
  activityType: string | undefined;
  startTime: unknown;
  endTime: unknown;
  duration: number | undefined;
  caloriesBurned: number | undefined;
  distance: number | undefined;
  appleHealthId: string;
}

export function fromAutoExportWorkout(raw: unknown, index: number): AutoExportPayload {
  const field = (name: string) => `data.workouts[${index}].${name}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new AutoExportFieldError(`data.workouts[${index}] must be a workout object.`);
  const workout = raw as Record<string, unknown>;
  const name = typeof workout.name === 'string' && workout.name.trim() ? workout.name.trim() : undefined;
  const id = typeof workout.id === 'string' && workout.id.trim() ? workout.id.trim() : undefined;
  const energy = workout.activeEnergyBurned ?? workout.activeEnergy ?? workout.totalEnergy;
  return {
    name,
    activityType: name,
    startTime: workout.start,
    endTime: workout.end,
    duration: quantity(workout.duration, field('duration'), SECONDS_PER, 's'),
    caloriesBurned: quantity(energy, field('activeEnergyBurned'), KCAL_PER),
    distance: quantity(workout.distance, field('distance'), KM_PER),
    appleHealthId: id ?? deriveHealthId(String(workout.start ?? ''), name),
  };
}

/** A `{ qty, units }` (or a bare number in `bareUnit`) converted by `factors`; undefined when absent. */
function quantity(value: unknown, field: string, factors: Readonly<Record<string, number>>, bareUnit?: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'string') {
    if (!bareUnit) throw new AutoExportFieldError(`${field} must be { "qty": number, "units": "${Object.keys(factors).join('" | "')}" }.`);
    return numberOf(value, field);
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw new AutoExportFieldError(`${field} must be a quantity.`);
  const { qty, units } = value as { qty?: unknown; units?: unknown };
  const factor = typeof units === 'string' ? factors[units.trim().toLowerCase()] : undefined;
  if (factor === undefined) throw new AutoExportFieldError(`${field}.units must be one of ${Object.keys(factors).join(', ')}.`);
  return numberOf(qty, `${field}.qty`) * factor;
}

function numberOf(value: unknown, field: string): number {
  const read = typeof value === 'number' ? { number: value } : typeof value === 'string' ? readNumberText(value) : ({ problem: 'not-a-number' } as const);
  if (!('number' in read) || !Number.isFinite(read.number)) throw new AutoExportFieldError(numberTextProblem(field, 'problem' in read ? read.problem : 'not-a-number'));
  return read.number;
}
