import { describe, expect, it } from 'vitest';
import { AutoExportFieldError, fromAutoExportWorkout } from './auto-export';
import { healthWorkoutSchema } from '../schemas/health';

/** A run as Health Auto Export's Version 2 writes it. */
const run = {
  id: '550E8400-E29B-41D4-A716-446655440000',
  name: 'Outdoor Run',
  start: '2026-11-20 07:00:00 -0800',
  end: '2026-11-20 07:45:00 -0800',
  duration: 2700,
  location: 'Outdoor',
  activeEnergyBurned: { qty: 412.4, units: 'kcal' },
  totalEnergy: { qty: 480, units: 'kcal' },
  distance: { qty: 5.2, units: 'mi' },
  heartRateData: [{ date: '2026-11-20 07:01:00 -0800', Avg: 120, units: 'bpm' }],
};

describe('a Health Auto Export workout', () => {
  it('becomes the import payload: its id, name, times, seconds, active kcal and km', () => {
    expect(fromAutoExportWorkout(run, 0)).toEqual({
      name: 'Outdoor Run',
      activityType: 'Outdoor Run',
      startTime: '2026-11-20 07:00:00 -0800',
      endTime: '2026-11-20 07:45:00 -0800',
      duration: 2700,
      caloriesBurned: 412.4,
      distance: 5.2 * 1.609344,
      appleHealthId: '550E8400-E29B-41D4-A716-446655440000',
    });
  });

  it('is then read like any import: a cardio workout of 45 minutes', () => {
    expect(healthWorkoutSchema.parse(fromAutoExportWorkout(run, 0))).toMatchObject({
      name: 'Outdoor Run',
      type: 'cardio',
      startTime: '2026-11-20T15:00:00.000Z',
      endTime: '2026-11-20T15:45:00.000Z',
      duration: 45,
      caloriesBurned: 412,
      distance: 5.2 * 1.609344,
    });
  });

  it.each([
    [{ activeEnergyBurned: { qty: 1000, units: 'kJ' } }, 'caloriesBurned', 1000 / 4.184],
    [{ activeEnergyBurned: undefined, totalEnergy: { qty: '1,234', units: 'kcal' } }, 'caloriesBurned', 1234],
    [{ distance: { qty: 5200, units: 'm' } }, 'distance', 5.2],
    [{ distance: { qty: 3, units: 'km' } }, 'distance', 3],
    [{ duration: { qty: 45, units: 'min' } }, 'duration', 2700],
  ] as const)('converts %j', (changes, field, value) => {
    expect(fromAutoExportWorkout({ ...run, ...changes }, 0)[field]).toBeCloseTo(value, 6);
  });

  it('without an id, takes one from its start as written and its name, so sending it again finds it', () => {
    const { id: _none, ...withoutId } = run;
    expect(fromAutoExportWorkout(withoutId, 0).appleHealthId).toBe('shortcut:2026-11-20 07:00:00 -0800:outdoor run');
  });

  it.each([
    [{ distance: { qty: 5, units: 'furlong' } }, 'data.workouts[3].distance.units must be one of km, m, mi, yd, ft.'],
    [{ activeEnergyBurned: 400 }, 'data.workouts[3].activeEnergyBurned must be { "qty": number, "units": "kcal" | "cal" | "kj" }.'],
    [{ distance: { qty: 'far', units: 'km' } }, 'data.workouts[3].distance.qty must be a number.'],
  ])('names the field it cannot read: %j', (changes, message) => {
    expect(() => fromAutoExportWorkout({ ...run, ...changes }, 3)).toThrow(new AutoExportFieldError(message));
  });
});
