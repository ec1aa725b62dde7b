import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeightUnit } from '../../../../../shared/units';
import { postImportBatch } from '../api/data-transfer-api';
import { importBatches } from './import-batches';
import { parseImportFile } from './parse-import-file';
import type { ParsedImport, RowProblem } from './parsed-workout';

export interface ImportReport {
  fileName: string;
  format: ParsedImport['format'];
  weightUnit: WeightUnit | null;
  imported: number;
  skipped: number;
  createdExercises: string[];
  problems: RowProblem[];
}

export interface ImportState {
  phase: 'idle' | 'reading' | 'sending' | 'done';
  batchesSent: number;
  batchesTotal: number;
  report: ImportReport | null;
  error: string | null;
}

const IDLE: ImportState = { phase: 'idle', batchesSent: 0, batchesTotal: 0, report: null, error: null };

/**
 * Reads a Strong or Hevy file on the phone, sends its workouts batch after batch, and adds up the answers into the
 * report. A batch that fails stops the import; sending the same file again skips what already arrived.
 */
export function useImport(strongUnit: WeightUnit) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>(IDLE);

  async function start(file: File) {
    setState({ ...IDLE, phase: 'reading' });
    let report: ImportReport | null = null;
    try {
      const parsed = parseImportFile(await file.text(), strongUnit);
      report = { fileName: file.name, format: parsed.format, weightUnit: parsed.weightUnit, imported: 0, skipped: 0, createdExercises: [], problems: parsed.problems };
      const batches = importBatches(parsed.workouts);
      setState({ phase: 'sending', batchesSent: 0, batchesTotal: batches.length, report, error: null });
      for (const [index, batch] of batches.entries()) {
        const result = await postImportBatch(batch);
        report = {
          ...report,
          imported: report.imported + result.imported,
          skipped: report.skipped + result.skipped,
          createdExercises: [...report.createdExercises, ...result.createdExercises],
        };
        setState({ phase: 'sending', batchesSent: index + 1, batchesTotal: batches.length, report, error: null });
      }
      setState((current) => ({ ...current, phase: 'done', report }));
    } catch (error) {
      setState((current) => ({ ...current, phase: 'done', report, error: error instanceof Error ? error.message : String(error) }));
    } finally {
      // History, statistics, records and exercises may all have changed.
      void queryClient.invalidateQueries();
    }
  }

  return { state, start };
}
