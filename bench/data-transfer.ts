/**
 * `npm run bench`'s part for issue 12's export and import: the export page is bounded by its page size (one Query
 * of the completed index plus one per workout), whatever the history's size; an import batch of 20 workouts.
 */
import { MAX_EXPORT_PAGE_SIZE } from '../shared/data-transfer/workout-export';
import { MAX_IMPORT_BATCH, type ImportWorkoutsRequest } from '../shared/data-transfer/workout-import';

export const EXPORT_READ: [string, string] = ['GET /api/workout-export', `/api/workout-export?limit=${MAX_EXPORT_PAGE_SIZE}`];
/** One Query of the completed index and one per workout of the page. */
export const EXPORT_READ_BOUND = 1 + MAX_EXPORT_PAGE_SIZE;

/** A full import batch (20 workouts of 2 exercises, 3 sets each), new source ids each time. */
export function importBatchBody(tag: string): ImportWorkoutsRequest {
  const hour = 60 * 60_000;
  return {
    workouts: Array.from({ length: MAX_IMPORT_BATCH }, (_, index) => {
      const start = Date.now() - (index + 2) * 24 * hour;
      return {
        sourceId: `strong:${Buffer.from(`${tag}-${index}`).toString('hex').slice(0, 64).padEnd(16, '0')}`,
        name: `Imported ${index}`,
        notes: null,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + hour).toISOString(),
        exercises: ['Bench Press (Barbell)', 'Squat (Barbell)'].map((name) => ({
          name,
          sets: [0, 1, 2].map(() => ({ weight: 13_500, reps: 5, isWarmup: false })),
        })),
      };
    }),
  };
}
