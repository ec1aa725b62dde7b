/**
 * Issue 29, deliverable 2: a set's type, RPE and note as changes to write. A set type is stored with its warm-up flag
 * kept equal to it (isWarmup is true exactly for 'warmup'), so every rule that reads isWarmup (records, volume,
 * labels, older clients) stays right; failure and drop sets are working sets (docs/decisions.md).
 */
import type { SetDetails } from '../../../shared/workout/set-type';
import type { SetRecord } from '../records';

export type SetDetailsInput = SetDetails;

type DetailChanges = Partial<Pick<SetRecord, 'setType' | 'isWarmup' | 'rpe' | 'note'>>;

/** The stored changes of the details sent (only those sent); a set type also sets the warm-up flag. */
export function detailChanges(input: SetDetailsInput): DetailChanges {
  return {
    ...(input.setType !== undefined ? { setType: input.setType, isWarmup: input.setType === 'warmup' } : {}),
    ...(input.rpe !== undefined ? { rpe: input.rpe } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
}

/** The spec's warm-up toggle, as a set type: a warm-up becomes a normal set, any other set a warm-up. */
export function warmupToggleChanges(set: { isWarmup: boolean }): DetailChanges {
  return detailChanges({ setType: set.isWarmup ? 'normal' : 'warmup' });
}
