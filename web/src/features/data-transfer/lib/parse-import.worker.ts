/**
 * Reads and parses an import file off the page's thread (issue 26): a large file no longer freezes the screen.
 * Loaded by parse-import-in-worker.ts as a same-origin module script, which the CSP's worker-src 'self' allows.
 */
import type { WeightUnit } from '../../../../../shared/units';
import { parseImportFile } from './parse-import-file';
import type { ParsedImport } from './parsed-workout';

export interface ParseRequest {
  file: Blob;
  strongUnit: WeightUnit;
}

export type ParseAnswer = { parsed: ParsedImport } | { error: string };

// A dedicated worker's global scope, typed by what this file uses of it (the app's TypeScript has the DOM's types).
const scope = self as unknown as { onmessage: ((event: MessageEvent<ParseRequest>) => void) | null; postMessage: (answer: ParseAnswer) => void };

scope.onmessage = (event) => {
  const { file, strongUnit } = event.data;
  file
    .text()
    .then((text) => scope.postMessage({ parsed: parseImportFile(text, strongUnit) }))
    .catch((error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }));
};
