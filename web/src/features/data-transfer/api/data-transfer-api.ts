import type { ExportedWorkout } from '../../../../../shared/data-transfer/workout-export';
import { MAX_EXPORT_PAGE_SIZE } from '../../../../../shared/data-transfer/workout-export';
import type { ImportWorkoutsResult } from '../../../../../shared/data-transfer/workout-import';
import { api } from '../../../lib/api';
import type { ApiPage } from '../../../lib/api-client';
import type { ParsedWorkout } from '../lib/parsed-workout';

/** GET /api/workout-export: one page of my completed workouts with their sets, newest first. */
export function fetchExportPage(cursor: string | null): Promise<ApiPage<ExportedWorkout>> {
  const query = new URLSearchParams({ limit: String(MAX_EXPORT_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.getPage<ExportedWorkout>(`/api/workout-export?${query.toString()}`);
}

/** POST /api/workout-imports: one batch; workouts imported before come back as skipped. */
export function postImportBatch(workouts: readonly ParsedWorkout[]): Promise<ImportWorkoutsResult> {
  return api.post<ImportWorkoutsResult>('/api/workout-imports', { workouts });
}
