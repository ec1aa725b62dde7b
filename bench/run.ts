/**
 * `npm run bench`: the instrument of issue 14. Runs every part in order, collects their figures (bench/figures.ts),
 * prints one table and writes bench/results.json (bench/report.ts). `npm run bench -- <part> [<part> …]` runs only
 * those parts (names below). A figure over its budget is reported, never failed (noise); the run fails only when a
 * read's DynamoDB request count grows with the data (GROWN_READS), or when a part cannot run at all.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { GROWN_READS, measureDynamoDbRequests } from './dynamodb-requests';
import { measureExerciseSearch } from './exercise-search';
import type { BenchFigure } from './figures';
import { measureFinishFollowers } from './finish-followers';
import { measureFirstScreens } from './first-screen-size';
import { measureImportBatches } from './import-batches';
import { measureInteractions } from './interactions';
import { measurePhotos } from './photos';
import { measureLambdaBundles } from './lambda-bundles';
import { printTable, writeResults } from './report';
import { measureRequestsPerWorkout } from './requests-per-workout';

type Part = () => Promise<BenchFigure[]>;

/**
 * A part whose file another change adds (issue 14 is delivered by several hands): run once its file exists and exports
 * `exportName`, else reported as missing.
 */
function partFrom(file: string, exportName: string): Part {
  return async () => {
    const url = new URL(`./${file}`, import.meta.url);
    if (!existsSync(url)) throw new Error(`bench/${file} is not in this tree yet`);
    const measure = ((await import(url.href)) as Record<string, unknown>)[exportName];
    if (typeof measure !== 'function') throw new Error(`bench/${file} does not export ${exportName}()`);
    return (measure as Part)();
  };
}

/** In the order they run; the names are what `npm run bench -- <part>` takes. */
const PARTS: Readonly<Record<string, Part>> = {
  dynamodb: measureDynamoDbRequests,
  finish: measureFinishFollowers,
  search: measureExerciseSearch,
  workout: measureRequestsPerWorkout,
  import: measureImportBatches,
  'first-screen': measureFirstScreens,
  bundles: () => measureLambdaBundles(),
  photos: measurePhotos,
  interactions: measureInteractions,
  load: partFrom('load-run.ts', 'measureLoad'),
  lighthouse: partFrom('lighthouse.ts', 'measureLighthouse'),
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`Unknown bench part${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}.`);
  process.exit(2);
}

const figures: BenchFigure[] = [];
const failed: string[] = [];
const started = performance.now();
for (const [name, measure] of Object.entries(PARTS)) {
  if (asked.length && !asked.includes(name)) continue;
  process.stderr.write(`bench: ${name}...\n`);
  const partStarted = performance.now();
  try {
    figures.push(...(await measure()));
  } catch (error) {
    failed.push(name);
    console.error(`bench: ${name} failed:`, error instanceof Error ? error.message : error);
  }
  const seconds = (performance.now() - partStarted) / 1000;
  figures.push({ section: 'Bench', name: `${name} part`, value: Math.round(seconds), unit: 's', ...(failed.includes(name) && { note: 'failed' }) });
}
figures.push({ section: 'Bench', name: asked.length ? `parts ${asked.join(', ')}` : 'whole bench', value: Math.round((performance.now() - started) / 1000), unit: 's' });

printTable(figures);
// A single part leaves the whole bench's results alone.
if (!asked.length) writeResults(figures);
else writeResults(figures, `bench/results-${asked.join('-')}.json`);

const grown = figures.find((figure) => figure.name === GROWN_READS);
if (grown && grown.value > 0) {
  console.error(`\nRead endpoints whose DynamoDB requests grew with the data or passed their bound: ${grown.note ?? ''}`);
  process.exitCode = 1;
}
if (failed.length) {
  console.error(`\nBench parts that could not run: ${failed.join(', ')}`);
  process.exitCode = 1;
}
