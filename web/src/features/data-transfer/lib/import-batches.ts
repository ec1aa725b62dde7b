import { MAX_IMPORT_BATCH, MAX_IMPORT_BATCH_SETS, MAX_IMPORT_BODY_BYTES, setCountOf } from '../../../../../shared/data-transfer/workout-import';
import type { ParsedWorkout } from './parsed-workout';

/** Room left for the batch's wrapper and multi-byte characters. */
const BODY_BUDGET = MAX_IMPORT_BODY_BYTES - 16 * 1024;
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** Workouts in request-sized batches: at most MAX_IMPORT_BATCH workouts and MAX_IMPORT_BATCH_SETS sets each, under the body limit. */
export function importBatches(workouts: readonly ParsedWorkout[]): ParsedWorkout[][] {
  const batches: ParsedWorkout[][] = [];
  let current: ParsedWorkout[] = [];
  let bytes = 0;
  let sets = 0;
  for (const workout of workouts) {
    const size = bytesOf(workout);
    const setCount = setCountOf(workout);
    if (current.length > 0 && (current.length >= MAX_IMPORT_BATCH || bytes + size > BODY_BUDGET || sets + setCount > MAX_IMPORT_BATCH_SETS)) {
      batches.push(current);
      current = [];
      bytes = 0;
      sets = 0;
    }
    current.push(workout);
    bytes += size;
    sets += setCount;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
