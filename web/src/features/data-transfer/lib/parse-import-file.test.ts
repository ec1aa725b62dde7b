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

  it('reads weights in the given unit as hundredths of a pound, W as a warm-up, RPE and set notes (issue 29)', () => {
    expect(parsed.workouts[0]!.exercises[0]!.sets).toEqual([
      { weight: KG(40), reps: 10, isWarmup: true },
      { weight: KG(80), reps: 8, isWarmup: false, rpe: 8 },
      { weight: KG(82.5), reps: 6, isWarmup: false, rpe: 9 },
    ]);
    expect(parsed.workouts[0]!.exercises[1]!.sets).toEqual([{ weight: KG(15), reps: 12, isWarmup: false, note: 'slow "negatives"' }]);
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
      { name: 'Pull Up', sets: [{ weight: null, reps: 5, isWarmup: true }, { weight: 2500, reps: 8, isWarmup: false, rpe: 8 }] },
      { name: 'Bent Over Row (Barbell)', sets: [{ weight: 13500, reps: 10, isWarmup: false }] },
    ]);
    // Issue 29: the run keeps its 3.38 km and 30 minutes.
    expect(parsed.workouts[1]!.exercises[0]!.sets).toEqual([{ weight: null, reps: null, isWarmup: false, durationSeconds: 1800, distanceMeters: 3380 }]);
  });

  it("groups a workout's exercises that share a superset_id into one superset each; an id on one exercise is none (issue 29)", () => {
    const grouped = parseImportFile(fixture('hevy-supersets.csv'), 'kg');
    expect(grouped.problems).toEqual([]);
    expect(grouped.workouts[0]!.exercises.map((exercise) => [exercise.name, exercise.superset])).toEqual([
      ['Bench Press (Barbell)', 'A'],
      ['Bent Over Row (Barbell)', 'A'],
      ['Squat (Barbell)', undefined],
      ['Bicep Curl (Dumbbell)', 'B'],
      ['Triceps Pushdown', 'B'],
      ['Plank', undefined],
    ]);
    expect(grouped.workouts[1]!.exercises.every((exercise) => exercise.superset === undefined)).toBe(true);
    // The real Hevy export and the sample set no superset_id: nothing is grouped.
    expect(parsed.workouts.flatMap((workout) => workout.exercises).some((exercise) => exercise.superset)).toBe(false);
  });

  it('reports bad rows', () => {
    expect(parsed.problems).toEqual([
      { row: 5, reason: "Reps '9.5' is not a whole number" },
      { row: 7, reason: "Start time 'not a date' is not a date" },
    ]);
  });

  it("keeps failure and drop sets, RPE and each exercise's note; an RPE outside 6-10 in halves is named in the report (issue 29)", () => {
    const header = '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';
    const row = (setType: string, rpe: string, note = 'Elbows in') => `"Push","12 Mar 2024, 17:00","12 Mar 2024, 18:10","","Bench Press (Barbell)","","${note}",0,"${setType}",80,8,,,${rpe}`;
    const file = parseImportFile([header, row('normal', '7.5'), row('failure', '10'), row('dropset', '5'), row('normal', '8.3', '')].join('\n'), 'kg');

    expect(file.workouts[0]!.exercises).toEqual([
      {
        name: 'Bench Press (Barbell)',
        note: 'Elbows in',
        sets: [
          { weight: KG(80), reps: 8, isWarmup: false, rpe: 7.5 },
          { weight: KG(80), reps: 8, isWarmup: false, setType: 'failure', rpe: 10 },
          { weight: KG(80), reps: 8, isWarmup: false, setType: 'drop' },
          { weight: KG(80), reps: 8, isWarmup: false },
        ],
      },
    ]);
    expect(file.notices).toEqual(['RPE of 2 sets not kept: an RPE is 6 to 10 in steps of 0.5']);
  });

  it('cuts notes longer than a note can be, and says so', () => {
    const long = 'x'.repeat(250);
    const file = parseImportFile(
      ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE', `2024-03-04 18:30:00,Push,1h,Dip,F,0,10,,,${long},,`, '2024-03-04 18:30:00,Push,1h,Dip,D,0,6,,,,,'].join('\n'),
      'kg',
    );

    expect(file.workouts[0]!.exercises[0]!.sets).toEqual([
      { weight: 0, reps: 10, isWarmup: false, setType: 'failure', note: 'x'.repeat(200) },
      { weight: 0, reps: 6, isWarmup: false, setType: 'drop' },
    ]);
    expect(file.notices).toEqual(["Notes of 1 set cut to 200 characters, the longest a set's note can be"]);
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
      notices: [],
      weightUnit: null,
      rowsOf: {},
    });
  });
});

describe('rows the server would refuse (issue 26)', () => {
  const HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
  const strongFile = (...rows: string[]) => [HEADER, ...rows].join('\n');

  it('leaves out a row with a control character, names it, and keeps the other rows of its workout', () => {
    const parsed = parseImportFile(
      strongFile('2024-03-04 18:30:00,Push,1h,Bench Press,1,80,8,,,,,', '2024-03-04 18:30:00,Push,1h,Fly\u0007,1,15,12,,,,,', '2024-03-04 18:30:00,Push,1h,Dip,1,0,10,,,,,'),
      'kg',
    );
    expect(parsed.problems).toEqual([{ row: 3, reason: 'Exercise name contains control characters, which are not allowed.' }]);
    expect(parsed.workouts).toHaveLength(1);
    expect(parsed.workouts[0]!.exercises.map((exercise) => exercise.name)).toEqual(['Bench Press', 'Dip']);
    expect(parsed.rowsOf[parsed.workouts[0]!.sourceId]).toEqual([2, 4]);
  });

  it('refuses a date outside 1900-01-01 to tomorrow with the row and the column', () => {
    const tomorrow = new Date(Date.now() + 3 * 86_400_000);
    const later = `${tomorrow.getFullYear() + 1}-01-01 10:00:00`;
    const parsed = parseImportFile(
      strongFile('0001-01-01 00:00:00,Old,1h,Squat,1,100,5,,,,,', '1899-12-31 10:00:00,Old,1h,Squat,1,100,5,,,,,', `${later},Soon,1h,Squat,1,100,5,,,,,`, '2024-03-04 18:30:00,Fine,1h,Squat,1,100,5,,,,,'),
      'kg',
    );
    expect(parsed.problems).toEqual([
      { row: 2, reason: "Date '0001-01-01 00:00:00' is outside 1900-01-01 to tomorrow" },
      { row: 3, reason: "Date '1899-12-31 10:00:00' is outside 1900-01-01 to tomorrow" },
      { row: 4, reason: `Date '${later}' is outside 1900-01-01 to tomorrow` },
    ]);
    expect(parsed.workouts.map((workout) => workout.name)).toEqual(['Fine']);
  });

  it("reports every row of a workout the server's check refuses, with its reason (a start in the future)", () => {
    const soon = new Date(Date.now() + 2 * 60 * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const date = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())} ${pad(soon.getHours())}:${pad(soon.getMinutes())}:00`;
    const parsed = parseImportFile(strongFile(`${date},Later,1h,Squat,1,100,5,,,,,`, `${date},Later,1h,Squat,2,100,5,,,,,`), 'kg');
    expect(parsed.workouts).toEqual([]);
    expect(parsed.problems).toEqual([
      { row: 2, reason: 'An imported workout cannot start in the future.' },
      { row: 3, reason: 'An imported workout cannot start in the future.' },
    ]);
  });

  it("reads back a cell the export neutralised with a ', and a Hevy file's too", () => {
    const strong = parseImportFile(strongFile(`2024-03-04 18:30:00,'-Push-,1h,"'=HYPERLINK(""http://evil.example/"",""Open"")",1,80,8,,,,'@note,`), 'kg');
    expect(strong.problems).toEqual([]);
    expect(strong.workouts[0]).toMatchObject({ name: '-Push-', notes: '@note', exercises: [{ name: '=HYPERLINK("http://evil.example/","Open")' }] });
    const hevy = parseImportFile(fixture('hevy-sample.csv').replaceAll('"Pull Up"', `"'+Pull Up"`), 'kg');
    expect(hevy.workouts[0]!.exercises[0]!.name).toBe('+Pull Up');
  });
});

describe('import batches', () => {
  const workout = (index: number, setCount = 1): ParsedWorkout => ({
    sourceId: `strong:${String(index).padStart(16, '0')}`,
    legacySourceId: `strong:${String(index).padStart(16, '1')}`,
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
