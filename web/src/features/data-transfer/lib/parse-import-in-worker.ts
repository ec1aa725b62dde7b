import type { WeightUnit } from '../../../../../shared/units';
import type { ParseAnswer, ParseRequest } from './parse-import.worker';
import type { ParsedImport } from './parsed-workout';

/**
 * Parses an import file in a Web Worker (parse-import.worker.ts, a module worker: every browser the app supports has
 * them), one worker per file, ended when it answers.
 */
export async function parseImportInWorker(file: Blob, strongUnit: WeightUnit): Promise<ParsedImport> {
  const worker = new Worker(new URL('./parse-import.worker.ts', import.meta.url), { type: 'module', name: 'parse-import' });
  try {
    const answer = await new Promise<ParseAnswer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ParseAnswer>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The file could not be read.'));
      worker.postMessage({ file, strongUnit } satisfies ParseRequest);
    });
    if ('error' in answer) throw new Error(answer.error);
    return answer.parsed;
  } finally {
    worker.terminate();
  }
}
