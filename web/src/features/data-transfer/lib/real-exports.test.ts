/**
 * Issue 29, deliverables 3, 4, 8 and 11: the five real exports of test/fixtures/real-exports (written by Strong and
 * Hevy themselves; provenance in its MANIFEST.tsv) read by the same code the browser's worker runs. Each keeps its
 * weights in the unit the file says, its set types, RPE and notes (issue 29, deliverable 2), and whatever it holds that
 * this app does not record yet is named in the report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse-import-file';
import type { ParsedImport } from './parsed-workout';

const NOW = Date.parse('2026-12-07T12:00:00Z');
const read = (name: string, unit: 'kg' | 'lb' = 'lb') =>
  parseImportFile(readFileSync(join(import.meta.dirname, '../../../../../test/fixtures/real-exports', name), 'utf8'), unit, NOW);
const KG = (kg: number) => Math.round((kg * 100) / 0.45359237);
const LB = (lb: number) => lb * 100;
const local = (y: number, mo: number, d: number, h: number, mi: number, s: number) => new Date(y, mo - 1, d, h, mi, s).toISOString();
const setsOf = (parsed: ParsedImport) => parsed.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => exercise.sets));

describe('Strong 6.x (semicolons, quotes, "Weight (kg)", "Duration (sec)")', () => {
  const parsed = read('strong_DaKheera47_sample_strong_2025-09_semicolon.csv');

  it('reads every weight in kg, as its header says, whatever the person’s unit', () => {
    expect(parsed).toMatchObject({ format: 'strong', weightUnit: 'kg', problems: [], notices: [] });
    expect(parsed.workouts).toHaveLength(10);
    expect(setsOf(parsed)).toHaveLength(166);
    expect(parsed.workouts[0]!.exercises[0]).toEqual({
      name: 'Bent Over Row (Barbell)',
      sets: [
        { weight: KG(10), reps: 16, isWarmup: false },
        { weight: KG(10), reps: 17, isWarmup: false },
        { weight: KG(10), reps: 13, isWarmup: false },
      ],
    });
    // Only the 7 sets the file leaves without a weight have none; its 8 of "0.0" stay 0.
    expect(setsOf(parsed).filter((set) => set.weight === null)).toHaveLength(7);
    expect(setsOf(parsed).filter((set) => set.weight === 0)).toHaveLength(8);
  });

  it('reads "Duration (sec)" as seconds: 2,134 s is a workout of 36 minutes', () => {
    expect([parsed.workouts[0]!.startTime, parsed.workouts[0]!.endTime]).toEqual([local(2024, 11, 28, 17, 36, 8), local(2024, 11, 28, 18, 12, 8)]);
  });
});

describe('Strong 2019 (semicolons, a "Weight Unit" per row, timed sets)', () => {
  const parsed = read('strong_mtanzim_strong_2019_semicolon_weightunit.csv', 'kg');

  it("takes each row's own unit, keeps its RPE and set notes (issue 29), and names what it did not keep", () => {
    expect(parsed).toMatchObject({ format: 'strong', weightUnit: null, problems: [] });
    expect(parsed.workouts).toHaveLength(385);
    expect(setsOf(parsed)).toHaveLength(6084);
    expect(parsed.workouts[0]!.exercises[0]!.sets[0]).toEqual({ weight: KG(20), reps: 5, isWarmup: false });
    // The file's one RPE and its 16 notes ('Injured?' on a Leg Press set of 2019-08-25 first) are kept.
    expect(setsOf(parsed).filter((set) => set.rpe !== undefined).map((set) => set.rpe)).toEqual([9.5]);
    expect(setsOf(parsed).filter((set) => set.note)).toHaveLength(16);
    const legPress = parsed.workouts.find((workout) => workout.startTime === local(2019, 8, 25, 7, 56, 47))!.exercises.find((exercise) => exercise.name === 'Leg Press')!;
    expect(legPress.sets[0]).toMatchObject({ note: 'Injured?' });
    expect(parsed.notices).toEqual(['901 sets with a time or distance imported as timed or distance sets']);
  });
});

describe('Strong in French', () => {
  const parsed = read('strong_SebastienRdgs_strong_french.csv');

  it('is recognised by its French header and read like the English one', () => {
    expect(parsed).toMatchObject({ format: 'strong', weightUnit: 'lb', problems: [] });
    expect(parsed.workouts).toHaveLength(25);
    const first = parsed.workouts[0]!;
    expect(first).toMatchObject({ name: 'Pecs Et Dos', startTime: local(2023, 8, 16, 13, 10, 30), endTime: local(2023, 8, 16, 13, 45, 30) });
    expect(first.exercises[1]).toMatchObject({ name: 'Bench Press (Dumbbell)', sets: expect.arrayContaining([{ weight: LB(20), reps: 8, isWarmup: false }]) });
    expect(parsed.notices).toEqual(['22 sets with a time or distance imported as timed or distance sets']);
  });
});

describe('Strong classic (commas, "38min")', () => {
  const parsed = read('strong_harrig12_strong.csv');

  it('reads weights in the person’s unit (the file does not say) and durations in minutes', () => {
    expect(parsed).toMatchObject({ format: 'strong', weightUnit: 'lb', problems: [], notices: [] });
    expect(parsed.workouts).toHaveLength(4);
    expect(setsOf(parsed)).toHaveLength(48);
    expect(parsed.workouts[0]).toMatchObject({ name: 'Wednesday', startTime: local(2022, 9, 21, 10, 26, 28), endTime: local(2022, 9, 21, 11, 4, 28) });
    expect(parsed.workouts[0]!.exercises[0]!.sets.map((set) => set.weight)).toEqual([LB(45), LB(65), LB(90), LB(90), LB(65)]);
  });
});

describe('Hevy', () => {
  const parsed = read('hevy_FelipeRuizM_workout_data.csv');

  it('reads kg from its header, and keeps warm-up, failure and drop sets and each exercise’s note (issue 29)', () => {
    expect(parsed).toMatchObject({ format: 'hevy', weightUnit: 'kg', problems: [] });
    expect(parsed.workouts).toHaveLength(37);
    expect(setsOf(parsed)).toHaveLength(567);
    expect(setsOf(parsed).filter((set) => set.isWarmup)).toHaveLength(48);
    expect(setsOf(parsed).filter((set) => set.setType === 'failure')).toHaveLength(10);
    expect(setsOf(parsed).filter((set) => set.setType === 'drop')).toHaveLength(11);
    // 250 rows carry an exercise's note: 75 exercises of 37 workouts, each kept once on its exercise.
    const notes = parsed.workouts.flatMap((workout) => workout.exercises.flatMap((exercise) => (exercise.note ? [exercise.note] : [])));
    expect(notes).toHaveLength(75);
    expect(notes).toContain('senti o ombro direito // simplesmente uma bosta');
    // The file has no RPE.
    expect(setsOf(parsed).filter((set) => set.rpe !== undefined)).toHaveLength(0);
    expect(parsed.notices).toEqual(['1 set with a time or distance imported as timed or distance sets']);
  });
});

describe('a workout longer than a day (a timer left running)', () => {
  it('is kept at 24 hours and said so in the report', () => {
    const text = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE', '2024-03-04 18:30:00,"Forgot to stop",47h 10m,"Squat (Barbell)",1,100,5,0,0,"","",'].join('\n');

    const parsed = parseImportFile(text, 'kg', NOW);

    expect(parsed.workouts[0]!.endTime).toBe(local(2024, 3, 5, 18, 30, 0));
    expect(parsed.notices).toEqual(["'Forgot to stop' of 2024-03-04 lasted 47 h 10 min in the file; kept as 24 h, the longest a workout can be"]);
  });
});

describe('a workout’s id (issue 29, deliverable 6)', () => {
  /** Parses the file as a phone set to `timeZone` does. */
  function idsIn(timeZone: string, name: string) {
    const zone = process.env.TZ;
    process.env.TZ = timeZone;
    try {
      return read(name).workouts.map(({ sourceId, legacySourceId, startTime }) => ({ sourceId, legacySourceId, startTime }));
    } finally {
      process.env.TZ = zone;
    }
  }

  it.each(['strong_DaKheera47_sample_strong_2025-09_semicolon.csv', 'hevy_FelipeRuizM_workout_data.csv'])(
    'comes from the file’s own text, so %s gives the same ids in New York and in Tokyo',
    (name) => {
      const newYork = idsIn('America/New_York', name);
      const tokyo = idsIn('Asia/Tokyo', name);

      expect(tokyo.map((workout) => workout.sourceId)).toEqual(newYork.map((workout) => workout.sourceId));
      // What the phones read as the start differs, and so did the ids before.
      expect(tokyo[0]!.startTime).not.toBe(newYork[0]!.startTime);
      expect(tokyo[0]!.legacySourceId).not.toBe(newYork[0]!.legacySourceId);
    },
  );
});
