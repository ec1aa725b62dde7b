import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeightUnit } from '../../../../../shared/units';
import type { ImportWorkoutsResult } from '../../../../../shared/data-transfer/workout-import';
import { isApiError } from '../../../lib/api-client';
import { postImportBatch } from '../api/data-transfer-api';
import { importBatches } from './import-batches';
import { importFileProblem } from './import-file-limit';
import { parseImportInWorker } from './parse-import-in-worker';
import { sendImportBatch } from './send-import-batch';
import type { ParsedImport, ParsedWorkout, RowProblem } from './parsed-workout';

export interface ImportReport {
  fileName: string;
  format: ParsedImport['format'];
  weightUnit: WeightUnit | null;
  imported: number;
  skipped: number;
  createdExercises: string[];
  problems: RowProblem[];
  /** What was imported differently from the file, or not kept (parsed-workout.ts). */
  notices: string[];
}

export interface ImportState {
  phase: 'idle' | 'reading' | 'sending' | 'done';
  batchesSent: number;
  batchesTotal: number;
  report: ImportReport | null;
  /** Why the import stopped part-way (offline, a server error, too many batches an hour); what arrived is skipped next time. */
  error: string | null;
  /** Why the chosen file was not read at all (too large). */
  refusal: string | null;
}

const IDLE: ImportState = { phase: 'idle', batchesSent: 0, batchesTotal: 0, report: null, error: null, refusal: null };

/** The rows of each workout the server refused, with its reason. */
function refusedRows(result: ImportWorkoutsResult, rowsOf: ParsedImport['rowsOf']): RowProblem[] {
  return result.results.flatMap((entry) => (entry.status === 'refused' ? (rowsOf[entry.sourceId] ?? []).map((row) => ({ row, reason: entry.reason })) : []));
}

/** A batch answered 400: none of its workouts was stored (the phone checks each first, so only an older phone sees it). */
function batchRows(batch: readonly ParsedWorkout[], rowsOf: ParsedImport['rowsOf'], reason: string): RowProblem[] {
  return batch.flatMap((workout) => (rowsOf[workout.sourceId] ?? []).map((row) => ({ row, reason })));
}

/**
 * Reads a Strong or Hevy file on the phone (at most 20 MB, parsed in a Web Worker), sends its workouts batch after
 * batch, and adds up the answers into the report. A workout the server refuses is reported with its rows and the
 * rest go on; a batch that fails otherwise (offline, server error) stops the import, and sending the same file again
 * skips what already arrived.
 */
export function useImport(strongUnit: WeightUnit) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>(IDLE);

  async function start(file: File) {
    const refusal = importFileProblem(file);
    if (refusal) {
      setState({ ...IDLE, refusal });
      return;
    }
    setState({ ...IDLE, phase: 'reading' });
    let report: ImportReport | null = null;
    try {
      const parsed = await parseImportInWorker(file, strongUnit);
      report = { fileName: file.name, format: parsed.format, weightUnit: parsed.weightUnit, imported: 0, skipped: 0, createdExercises: [], problems: parsed.problems, notices: parsed.notices };
      const batches = importBatches(parsed.workouts);
      setState({ ...IDLE, phase: 'sending', batchesTotal: batches.length, report });
      for (const [index, batch] of batches.entries()) {
        const sent = await sendImportBatch(batch, postImportBatch).catch((error: unknown) => {
          if (isApiError(error, 400)) return { refusedBatch: error.message };
          throw error;
        });
        report =
          'refusedBatch' in sent
            ? { ...report, problems: [...report.problems, ...batchRows(batch, parsed.rowsOf, sent.refusedBatch)].sort((a, b) => a.row - b.row) }
            : {
                ...report,
                imported: report.imported + sent.imported,
                skipped: report.skipped + sent.skipped,
                createdExercises: [...report.createdExercises, ...sent.createdExercises],
                problems: [...report.problems, ...refusedRows(sent, parsed.rowsOf)].sort((a, b) => a.row - b.row),
              };
        setState({ ...IDLE, phase: 'sending', batchesSent: index + 1, batchesTotal: batches.length, report });
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
