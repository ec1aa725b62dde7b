/** Issue 29: a real Strong export's planks and treadmill runs land as timed sets of exercises that measure time. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../../shared/api-types';
import { parseImportFile } from '../../../web/src/features/data-transfer/lib/parse-import-file';
import { api, signUp } from '../../support/api';
import { listSets } from './helpers';

const file = readFileSync(join(import.meta.dirname, '../../fixtures/real-exports/strong_mtanzim_strong_2019_semicolon_weightunit.csv'), 'utf8');
const workouts = parseImportFile(file, 'kg').workouts;
const names = (workout: (typeof workouts)[number]) => workout.exercises.map((exercise) => exercise.name);
/** The first workout of the file with both a plank and a treadmill run. */
const planksAndRun = workouts.find((workout) => names(workout).includes('Plank') && names(workout).includes('Running (Treadmill)'));

describe('importing timed sets from a real Strong export (issue 29)', () => {
  it('stores the planks as duration sets of the catalogue plank, and the run on an exercise that measures time', async () => {
    expect(planksAndRun).toBeDefined();
    const me = await signUp();
    const result = await api('POST /api/workout-imports', { token: me.token, untypedBody: { workouts: [planksAndRun] } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const [first] = result.body.results;
    expect(first?.status).toBe('imported');
    const sessionId = first && 'sessionId' in first ? first.sessionId : undefined;

    const sets = await listSets(me.token, sessionId!);
    const planks = sets.filter((set) => set.exerciseId === 'Plank');
    const filePlanks = planksAndRun!.exercises.find((exercise) => exercise.name === 'Plank')!.sets;
    expect(planks.map((set) => [set.exerciseType, set.durationSeconds])).toEqual(filePlanks.map((set) => ['duration', set.durationSeconds]));

    const run = sets.filter((set) => set.exerciseName.includes('Running') || set.exerciseName.includes('Treadmill'));
    expect(run.length).toBeGreaterThan(0);
    expect(run.every((set) => ['duration', 'distance_duration'].includes(set.exerciseType) && (set.durationSeconds ?? 0) > 0)).toBe(true);
    const exercises: Exercise[] = (await api('GET /api/exercises', { token: me.token })).body;
    expect(exercises.find((exercise) => exercise.id === run[0]!.exerciseId)?.exerciseType).toBe(run[0]!.exerciseType);
  });
});
