import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importBatches } from './import-batches';
import { parseImportFile } from './parse-import-file';
import type { ParsedWorkout } from './parsed-workout';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../../../test/fixtures', name), 'utf8');
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).toISOString();
const KG = (kg: number) => Math.round((kg * 100) / 0.45359237);

describe('Strong CSV', () => {
  const parsed = parseImportFile(fixture('strong-sample.csv'), 'kg');

  it('is recognised and grouped into workouts with exercises in file order', () => {
    expect(parsed.format).toBe('strong');
    expect(parsed.weightUnit).toBe('kg');
    expect(parsed.workouts.map((workout) => [workout.name, workout.startTime, workout.endTime])).toEqual([
      ['Push Day', local(2024, 3, 4, 18, 30), local(2024, 3, 4, 19, 35)],
      ['Legs', local(2024, 3, 6, 7, 15), local(2024, 3, 6, 8, 0)],
    ]);
    const push = parsed.workouts[0]!;
    expect(push.notes).toBe('Felt strong, slept well');
    expect(push.exercises.map((exercise) => exercise.name)).toEqual(['Bench Press (Barbell)', 'Cable Fly, Low to High']);
  });

  it('reads weights in the given unit as hundredths of a pound, and W as a warm-up', () => {
    expect(parsed.workouts[0]!.exercises[0]!.sets).toEqual([
      { weight: KG(40), reps: 10, isWarmup: true },
      { weight: KG(80), reps: 8, isWarmup: false },
      { weight: KG(82.5), reps: 6, isWarmup: false },
    ]);
    expect(parseImportFile(fixture('strong-sample.csv'), 'lb').workouts[0]!.exercises[0]!.sets[1]!.weight).toBe(8000);
  });

  it('reports the rows it leaves out with their row number and why', () => {
    expect(parsed.problems).toEqual([
      { row: 6, reason: "Weight 'heavy' is not a number" },
      { row: 9, reason: 'No exercise name' },
      { row: 10, reason: "Date 'yesterday' is not a date" },
    ]);
  });

  it('gives the same workout the same source id every time, and different workouts different ones', () => {
    const again = parseImportFile(fixture('strong-sample.csv'), 'kg');
    expect(again.workouts.map((workout) => workout.sourceId)).toEqual(parsed.workouts.map((workout) => workout.sourceId));
    expect(new Set(parsed.workouts.map((workout) => workout.sourceId)).size).toBe(2);
    expect(parsed.workouts[0]!.sourceId).toMatch(/^strong:[0-9a-f]{16}$/);
  });

  it('reads older semicolon exports with a Weight Unit column', () => {
    const old = parseImportFile(
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";1;100;lbs;5;;;;0;"";""\n',
      'kg',
    );
    expect(old.format).toBe('strong');
    expect(old.workouts[0]!.exercises[0]!.sets).toEqual([{ weight: 10000, reps: 5, isWarmup: false }]);
  });
});

describe('Hevy CSV', () => {
  const parsed = parseImportFile(fixture('hevy-sample.csv'), 'kg');

  it('is recognised, with its unit from the header, and grouped by title and start time', () => {
    expect(parsed.format).toBe('hevy');
    expect(parsed.weightUnit).toBe('lb');
    expect(parsed.workouts.map((workout) => [workout.name, workout.startTime, workout.endTime, workout.notes])).toEqual([
      ['Upper A', local(2024, 3, 12, 17, 0), local(2024, 3, 12, 18, 10), 'Good session'],
      ['Run', local(2024, 3, 14, 6, 30), local(2024, 3, 14, 7, 0), null],
    ]);
    expect(parsed.workouts[0]!.exercises).toEqual([
      { name: 'Pull Up', sets: [{ weight: null, reps: 5, isWarmup: true }, { weight: 2500, reps: 8, isWarmup: false }] },
      { name: 'Bent Over Row (Barbell)', sets: [{ weight: 13500, reps: 10, isWarmup: false }] },
    ]);
    expect(parsed.workouts[1]!.exercises[0]!.sets).toEqual([{ weight: null, reps: null, isWarmup: false }]);
  });

  it('reports bad rows', () => {
    expect(parsed.problems).toEqual([
      { row: 5, reason: "Reps '9.5' is not a whole number" },
      { row: 7, reason: "Start time 'not a date' is not a date" },
    ]);
  });

  it('reads weight_kg files in kilograms', () => {
    const kg = parseImportFile(fixture('hevy-sample.csv').replace('"weight_lbs"', '"weight_kg"'), 'lb');
    expect(kg.weightUnit).toBe('kg');
    expect(kg.workouts[0]!.exercises[0]!.sets[1]!.weight).toBe(KG(25));
  });
});

describe('an unknown file', () => {
  it('is reported as an unknown format', () => {
    expect(parseImportFile('name,when\nx,y\n', 'kg')).toEqual({
      format: null,
      workouts: [],
      problems: [{ row: 1, reason: 'Unknown format: this is not a Strong or Hevy CSV export' }],
      weightUnit: null,
    });
  });
});

describe('import batches', () => {
  const workout = (index: number, setCount = 1): ParsedWorkout => ({
    sourceId: `strong:${String(index).padStart(16, '0')}`,
    name: `Workout ${index}`,
    notes: null,
    startTime: '2024-01-01T10:00:00.000Z',
    endTime: '2024-01-01T11:00:00.000Z',
    exercises: [{ name: 'Squat', sets: Array.from({ length: setCount }, () => ({ weight: 10000, reps: 5, isWarmup: false })) }],
  });

  it('holds at most 20 workouts each, in order', () => {
    const batches = importBatches(Array.from({ length: 45 }, (_, index) => workout(index)));
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(batches.flat().map((item) => item.name)).toEqual(Array.from({ length: 45 }, (_, index) => `Workout ${index}`));
  });

  it('cuts a batch early to stay within 1,000 sets', () => {
    const batches = importBatches(Array.from({ length: 5 }, (_, index) => workout(index, 300)));
    expect(batches.map((batch) => batch.length)).toEqual([3, 2]);
  });

  it('cuts a batch early to stay under the body limit', () => {
    const batches = importBatches(Array.from({ length: 20 }, (_, index) => workout(index, 500)));
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(JSON.stringify({ workouts: batch }).length).toBeLessThan(256 * 1024);
  });
});
