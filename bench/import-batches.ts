/**
 * Issue 29, deliverable 9: a Strong file of 10,000 sets imported as the phone imports it (parsed by the web app's own
 * parser, cut by its own batcher, each batch posted over HTTP to the local runner) into a new account. Reports each
 * batch's duration (budget: the largest at most 3 s locally, so none runs near the function's timeout), the whole
 * import's (at most 60 s) and the answers of 5xx (none). The file's first workouts name 30 exercises no catalogue
 * has, so the first batch also creates 30 custom exercises: the batch that once ran out of time.
 * Runs in a child process of its own (bench/child-part.ts); `npx tsx bench/import-batches.ts` prints its figures.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AuthResponse } from '../shared/api-types';
import { importBatches } from '../web/src/features/data-transfer/lib/import-batches';
import { parseImportFile } from '../web/src/features/data-transfer/lib/parse-import-file';
import { answerFromChild, isChild, isMain, runInChild } from './child-part';
import type { BenchFigure } from './figures';
import { median } from './measured-runs';

const SECTION = 'Import (issue 29)';
export const IMPORT_SETS = 10_000;
const LARGEST_BATCH_BUDGET_MS = 3_000;
const WHOLE_IMPORT_BUDGET_S = 60;
const EXERCISES_PER_WORKOUT = 5;
const SETS_PER_EXERCISE = 5;
const CATALOGUE_NAMES = ['Squat (Barbell)', 'Bench Press (Barbell)', 'Deadlift (Barbell)', 'Overhead Press (Barbell)', 'Bent Over Row (Barbell)', 'Pull Up', 'Lat Pulldown (Cable)', 'Bicep Curl (Dumbbell)'];
const UNKNOWN_NAMES = Array.from({ length: 30 }, (_, index) => `Bench Machine Variation ${index + 1}`);

/** Strong's classic layout (comma separated, `Weight` in the setting's unit), `sets` sets in all, one workout a day. */
export function strongFileOf(sets: number): string {
  const rows = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'];
  const setsPerWorkout = EXERCISES_PER_WORKOUT * SETS_PER_EXERCISE;
  const workouts = Math.ceil(sets / setsPerWorkout);
  const first = Date.UTC(2020, 0, 1, 17, 30);
  let unknown = 0;
  for (let workout = 0; workout < workouts; workout += 1) {
    const date = new Date(first + workout * 24 * 60 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    for (let exercise = 0; exercise < EXERCISES_PER_WORKOUT; exercise += 1) {
      const name = unknown < UNKNOWN_NAMES.length ? UNKNOWN_NAMES[unknown++] : CATALOGUE_NAMES[(workout + exercise) % CATALOGUE_NAMES.length];
      for (let set = 1; set <= SETS_PER_EXERCISE; set += 1) {
        if (rows.length > sets) break;
        rows.push(`${date},"Day ${workout + 1}",62min,"${name}",${set},${60 + set * 2.5},${12 - set},0,0,"","",`);
      }
    }
  }
  return `${rows.join('\n')}\n`;
}

interface ImportRun {
  sets: number;
  workouts: number;
  batchMs: number[];
  batchSets: number[];
  wholeMs: number;
  serverErrors: number;
  imported: number;
  createdExercises: number;
}

async function measureInThisProcess(): Promise<ImportRun> {
  const { startLocalStack } = await import('../infra/local/local-stack');
  const stack = await startLocalStack({ port: 0 });
  try {
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${stack.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.url, ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const tag = Date.now().toString(36);
    const signup = await post('/api/auth/signup', { displayName: 'Bench Importer', username: `importer_${tag}`, email: `importer.${tag}@example.com`, password: 'bench-password-1' });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
    const { token } = signup.body as AuthResponse;

    const parsed = parseImportFile(strongFileOf(IMPORT_SETS), 'kg');
    const batches = importBatches(parsed.workouts);
    const run: ImportRun = { sets: 0, workouts: parsed.workouts.length, batchMs: [], batchSets: [], wholeMs: 0, serverErrors: 0, imported: 0, createdExercises: 0 };
    const started = performance.now();
    for (const batch of batches) {
      const batchStarted = performance.now();
      const answer = await post('/api/workout-imports', { workouts: batch }, token);
      run.batchMs.push(performance.now() - batchStarted);
      const sets = batch.reduce((total, workout) => total + workout.exercises.reduce((count, exercise) => count + exercise.sets.length, 0), 0);
      run.batchSets.push(sets);
      run.sets += sets;
      if (answer.status >= 500) run.serverErrors += 1;
      else if (answer.status !== 200) throw new Error(`a batch answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      else {
        const result = answer.body as { imported: number; createdExercises: string[] };
        run.imported += result.imported;
        run.createdExercises += result.createdExercises.length;
      }
    }
    run.wholeMs = performance.now() - started;
    return run;
  } finally {
    await stack.stop();
  }
}

function toFigures(run: ImportRun): BenchFigure[] {
  const largest = Math.max(...run.batchMs);
  const largestIndex = run.batchMs.indexOf(largest);
  const round = (ms: number) => Math.round(ms);
  return [
    {
      section: SECTION,
      name: 'largest batch',
      value: round(largest),
      unit: 'ms',
      budget: { limit: LARGEST_BATCH_BUDGET_MS, kind: 'max', basis: 'issue 29: far from the function timeout' },
      note: `batch ${largestIndex + 1} of ${run.batchMs.length}, ${run.batchSets[largestIndex]} sets; median batch ${round(median(run.batchMs))} ms`,
    },
    {
      section: SECTION,
      name: `${run.sets.toLocaleString('en-US')} sets, whole import`,
      value: Math.round(run.wholeMs / 100) / 10,
      unit: 's',
      budget: { limit: WHOLE_IMPORT_BUDGET_S, kind: 'max', basis: 'issue 29' },
      note: `${run.workouts} workouts in ${run.batchMs.length} batches; ${run.imported} imported, ${run.createdExercises} custom exercises created`,
    },
    { section: SECTION, name: 'answers of 5xx', value: run.serverErrors, unit: 'errors', budget: { limit: 0, kind: 'max', basis: 'issue 29' } },
  ];
}

export async function measureImportBatches(): Promise<BenchFigure[]> {
  return toFigures(await runInChild<ImportRun>(fileURLToPath(import.meta.url), 20 * 60_000));
}

if (isMain(import.meta.url)) {
  if (isChild()) answerFromChild(await measureInThisProcess());
  else console.table(await measureImportBatches());
}
