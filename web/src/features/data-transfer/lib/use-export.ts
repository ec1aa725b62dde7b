import { useState } from 'react';
import type { ExportedWorkout } from '../../../../../shared/data-transfer/workout-export';
import type { WeightUnit } from '../../../../../shared/units';
import { fetchExportPage } from '../api/data-transfer-api';
import { downloadFile } from './download-file';
import { workoutsToCsv, workoutsToJson } from './export-files';

export type ExportFormat = 'csv' | 'json';

export interface ExportState {
  /** The format being exported, while it is. */
  pending: ExportFormat | null;
  /** Workouts fetched so far. */
  fetched: number;
  error: string | null;
  /** How many workouts the last finished export held. */
  done: { format: ExportFormat; count: number } | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Pages through GET /api/workout-export, then saves every workout as one CSV or JSON file in `unit`. */
export function useExport(unit: WeightUnit) {
  const [state, setState] = useState<ExportState>({ pending: null, fetched: 0, error: null, done: null });

  async function start(format: ExportFormat) {
    setState({ pending: format, fetched: 0, error: null, done: null });
    try {
      const workouts: ExportedWorkout[] = [];
      let cursor: string | null = null;
      do {
        const page = await fetchExportPage(cursor);
        workouts.push(...page.items);
        cursor = page.nextCursor;
        setState((current) => ({ ...current, fetched: workouts.length }));
      } while (cursor);
      const name = `workouts-${today()}-${unit}`;
      if (format === 'csv') downloadFile(`${name}.csv`, 'text/csv;charset=utf-8', workoutsToCsv(workouts, unit));
      else downloadFile(`${name}.json`, 'application/json', workoutsToJson(workouts, unit, new Date()));
      setState({ pending: null, fetched: workouts.length, error: null, done: { format, count: workouts.length } });
    } catch (error) {
      setState({ pending: null, fetched: 0, error: error instanceof Error ? error.message : String(error), done: null });
    }
  }

  return { state, start };
}
