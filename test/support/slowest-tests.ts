/**
 * `npx tsx test/support/slowest-tests.ts [count]`: the slowest test files and tests of the last `vitest run`, from the
 * JSON reporter's test-results/vitest.json (vitest.config.ts). A file's time runs from its first test's start to its
 * last test's end, so it includes its beforeAll (a browser launched, accounts signed up) but not its import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface JsonReport {
  startTime: number;
  numTotalTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { fullName: string; duration?: number | null; status: string }[] }[];
}

const REPORT = path.join(import.meta.dirname, '..', '..', 'test-results', 'vitest.json');
const count = Number(process.argv[2] ?? 15);
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as JsonReport;
const relative = (file: string) => path.relative(path.join(import.meta.dirname, '..', '..'), file);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const files = report.testResults.map((file) => ({ name: relative(file.name), ms: file.endTime - file.startTime, tests: file.assertionResults.length }));
const byFolder = new Map<string, number>();
for (const file of files) byFolder.set(path.dirname(file.name), (byFolder.get(path.dirname(file.name)) ?? 0) + file.ms);
const tests = report.testResults.flatMap((file) => file.assertionResults.map((test) => ({ name: `${relative(file.name)} > ${test.fullName}`, ms: test.duration ?? 0 })));
const wall = Math.max(...report.testResults.map((file) => file.endTime)) - report.startTime;

console.log(`${report.numTotalTests} tests in ${files.length} files; ${seconds(wall)} from the run's start to its last test's end.\n`);
console.log('Time in files, by folder (files run in parallel, so these add up to more than the wall time):');
for (const [folder, ms] of [...byFolder].sort((a, b) => b[1] - a[1])) console.log(`  ${seconds(ms).padStart(8)}  ${folder}`);
console.log(`\nSlowest ${count} files:`);
for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, count)) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.name} (${file.tests} tests)`);
console.log(`\nSlowest ${count} tests:`);
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, count)) console.log(`  ${seconds(test.ms).padStart(8)}  ${test.name}`);
