/**
 * Issue 29, exercise types on imports: the real exports of test/fixtures/real-exports (MANIFEST.tsv) keep their timed
 * and distance sets as times and distances, through the same code the browser's worker runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferExerciseType } from '../../../../../shared/exercise-types/infer';
import { parseImportFile } from './parse-import-file';
import type { ParsedImport } from './parsed-workout';

const NOW = Date.parse('2026-12-07T12:00:00Z');
const read = (name: string, unit: 'kg' | 'lb' = 'lb') =>
  parseImportFile(readFileSync(join(import.meta.dirname, '../../../../../test/fixtures/real-exports', name), 'utf8'), unit, NOW);
const setsNamed = (parsed: ParsedImport, name: string) =>
  parsed.workouts.flatMap((workout) => workout.exercises.filter((exercise) => exercise.name === name).flatMap((exercise) => exercise.sets));

describe('Strong 2019: 708 planks, 153 treadmill runs and 40 yoga sessions, in seconds', () => {
  const parsed = read('strong_mtanzim_strong_2019_semicolon_weightunit.csv', 'kg');

  it('keeps every plank as a timed set (none blank), with its seconds', () => {
    const planks = setsNamed(parsed, 'Plank');
    expect(planks).toHaveLength(708);
    expect(planks.every((set) => set.durationSeconds !== null && set.durationSeconds !== undefined && set.durationSeconds > 0)).toBe(true);
    expect(planks.every((set) => set.weight === null && set.reps === null && set.distanceMeters === null)).toBe(true);
    expect(planks.filter((set) => set.durationSeconds === 45)).toHaveLength(239);
    expect(inferExerciseType(planks)).toBe('duration');
  });

  it('keeps the runs and the yoga with their time; the file gives no distance ("mi." with nothing in it)', () => {
    const runs = setsNamed(parsed, 'Running (Treadmill)');
    expect(runs).toHaveLength(153);
    expect(runs.every((set) => (set.durationSeconds ?? 0) > 0 && set.distanceMeters === null)).toBe(true);
    expect(runs.reduce((total, set) => total + (set.durationSeconds ?? 0), 0)).toBeGreaterThan(0);
    expect(setsNamed(parsed, 'Yoga').filter((set) => (set.durationSeconds ?? 0) > 0)).toHaveLength(40);
  });

  it('sends weight & reps sets as before, without a time or distance', () => {
    const deadlift = setsNamed(parsed, 'Deadlift (Barbell)');
    expect(deadlift.length).toBeGreaterThan(0);
    expect(deadlift.every((set) => !('durationSeconds' in set) && !('distanceMeters' in set))).toBe(true);
  });
});

describe('Strong French: 22 aerobics sets in seconds ("Secondes")', () => {
  it('keeps them as timed sets', () => {
    const aerobics = setsNamed(read('strong_SebastienRdgs_strong_french.csv', 'kg'), 'Aerobics').filter((set) => (set.durationSeconds ?? 0) > 0);
    expect(aerobics).toHaveLength(22);
  });
});

describe('Hevy: the treadmill set keeps its duration_seconds', () => {
  it('keeps it', () => {
    const treadmill = setsNamed(read('hevy_FelipeRuizM_workout_data.csv', 'kg'), 'Treadmill').filter((set) => (set.durationSeconds ?? 0) > 0);
    expect(treadmill).toHaveLength(1);
  });
});

describe('distances (no real export holds one: Strong 6.x and Hevy headers, as their apps write them)', () => {
  it('reads Strong 6.x "Distance (meters)" as metres and Hevy "distance_km" as kilometres', () => {
    const strong = parseImportFile(
      [
        '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"',
        '"1";"2025-06-01 07:00:00";"Run";"1800";"Running";"1";"";"";"";"5000";"1500";"";""',
      ].join('\n'),
      'kg',
      NOW,
    );
    expect(setsNamed(strong, 'Running')).toEqual([{ weight: null, reps: null, isWarmup: false, durationSeconds: 1500, distanceMeters: 5000 }]);

    const hevy = parseImportFile(
      [
        'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe',
        'Run,"1 Jun 2025, 07:00","1 Jun 2025, 07:30",,Running,,,0,normal,,,5,1500,',
      ].join('\n'),
      'kg',
      NOW,
    );
    expect(setsNamed(hevy, 'Running')).toEqual([{ weight: null, reps: null, isWarmup: false, durationSeconds: 1500, distanceMeters: 5000 }]);
  });

  it('reads a Strong 2019 "Distance Unit" of miles per row', () => {
    const strong = parseImportFile(
      [
        'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes',
        '2019-01-11 12:31:54;"Run";"Running (Outdoor)";1;;kg;;;3.1;mi.;1500;"";""',
      ].join('\n'),
      'kg',
      NOW,
    );
    expect(setsNamed(strong, 'Running (Outdoor)')[0]).toMatchObject({ durationSeconds: 1500, distanceMeters: 4989 });
  });

  it('names a distance that is not one, and leaves that row out', () => {
    const strong = parseImportFile(
      [
        'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes',
        '2019-01-11 12:31:54;"Run";"Running (Outdoor)";1;;kg;;;far;km;1500;"";""',
      ].join('\n'),
      'kg',
      NOW,
    );
    expect(strong.problems).toEqual([{ row: 2, reason: "Distance 'far' is not a distance" }]);
  });
});
