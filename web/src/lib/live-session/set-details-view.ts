import type { WorkoutSet } from '../../../../shared/api-types';
import type { SetDetails } from '../../../../shared/workout/set-type';

/** Issue 29: a set with the details a change names; a set type keeps the warm-up flag equal to it, as the server does. */
export function withDetails(set: WorkoutSet, { setType, rpe, note }: SetDetails): WorkoutSet {
  const next: WorkoutSet = { ...set, ...(setType !== undefined && { setType, isWarmup: setType === 'warmup' }) };
  if (rpe !== undefined) {
    delete next.rpe;
    if (rpe !== null) next.rpe = rpe;
  }
  if (note !== undefined) {
    delete next.note;
    if (note) next.note = note;
  }
  return next;
}

/** The details a request carries: only those the change names. */
export const detailsBody = ({ setType, rpe, note }: SetDetails) => ({
  ...(setType !== undefined && { setType }),
  ...(rpe !== undefined && { rpe }),
  ...(note !== undefined && { note }),
});
