/** How many import batches one person may send (functions/lib/rate-limit; docs/decisions.md "Per-person write limits"). */
import type { WriteLimit } from '../lib/rate-limit/index';

/**
 * Requests of `POST /api/workout-imports`: the app sends a CSV export in batches of at most MAX_IMPORT_BATCH (20)
 * workouts, so 500 an hour carry 10,000 workouts (over thirty years at six a week) in one go: about what the largest
 * file the app reads (20 MB) holds.
 */
export const WORKOUT_IMPORT_LIMIT: WriteLimit = {
  scope: 'sessions-import',
  attempts: 500,
  windowSeconds: 60 * 60,
  message: "You're importing too fast. Try again later.",
};
