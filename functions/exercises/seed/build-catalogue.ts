/**
 * Dev script: turns free-exercise-db's exercises.json into catalogue.json (names and classification only).
 *   npx tsx functions/exercises/seed/build-catalogue.ts ../shared/data/free-exercise-db/exercises.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toCatalogueEntry, type CatalogueEntry, type SourceExercise } from './catalogue-mapping';

const OUTPUT = path.join(import.meta.dirname, 'catalogue.json');

function countBy(entries: CatalogueEntry[], field: 'category' | 'equipment' | 'difficulty'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry[field]] = (counts[entry[field]] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a));
}

function assertUnique(entries: CatalogueEntry[], keyOf: (entry: CatalogueEntry) => string, what: string) {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (seen.has(key)) throw new Error(`Duplicate ${what}: ${key}`);
    seen.add(key);
  }
}

/** One exercise per line: compact, yet a changed exercise is a one-line diff. */
function formatCatalogue(entries: CatalogueEntry[]): string {
  return `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
}

function main() {
  const sourcePath = process.argv[2];
  if (!sourcePath) throw new Error('Usage: npx tsx functions/exercises/seed/build-catalogue.ts <path to exercises.json>');
  const source = JSON.parse(readFileSync(sourcePath, 'utf8')) as SourceExercise[];
  const entries = source.map(toCatalogueEntry);
  assertUnique(entries, (entry) => entry.id, 'id');
  assertUnique(entries, (entry) => entry.name.toLowerCase(), 'name');
  writeFileSync(OUTPUT, formatCatalogue(entries));
  console.log(`Wrote ${entries.length} exercises to ${path.relative(process.cwd(), OUTPUT)}`);
  for (const field of ['category', 'equipment', 'difficulty'] as const) console.log(field, countBy(entries, field));
}

main();
