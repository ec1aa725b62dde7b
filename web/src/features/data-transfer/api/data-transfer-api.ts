import { MAX_EXPORT_PAGE_SIZE } from '../../../../../shared/data-transfer/workout-export';
import { call, callPage } from '../../../lib/api';
import type { ParsedWorkout } from '../lib/parsed-workout';

/** GET /api/workout-export: one page of my completed workouts with their sets, newest first. */
export function fetchExportPage(cursor: string | null) {
  return callPage('GET /api/workout-export', { query: { limit: MAX_EXPORT_PAGE_SIZE, cursor: cursor || undefined } });
}

/** POST /api/workout-imports: one batch; workouts imported before come back as skipped. */
export function postImportBatch(workouts: readonly ParsedWorkout[], idempotencyKey: string) {
  return call('POST /api/workout-imports', { body: { workouts: [...workouts] }, idempotencyKey });
}
