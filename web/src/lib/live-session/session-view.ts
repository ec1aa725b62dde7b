import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';

/** What the screen shows of one session: undefined while unknown, the session null once discarded. */
export interface SessionView {
  session: WorkoutSession | null | undefined;
  sets: WorkoutSet[] | undefined;
}

export const updateSet = (sets: WorkoutSet[] | undefined, setId: string, change: (set: WorkoutSet) => WorkoutSet) =>
  sets?.map((set) => (set.id === setId ? change(set) : set));

export const withValues = (set: WorkoutSet, values: SetValuesInput): WorkoutSet => ({ ...set, ...valuesBody(values) });

/** The weight and reps a request carries: only those the change names. */
export const valuesBody = ({ weight, reps, durationSeconds, distanceMeters }: SetValuesInput) => ({
  ...(weight !== undefined && { weight }),
  ...(reps !== undefined && { reps }),
  // Issue 29: a time and a distance, for the exercise types that measure them.
  ...(durationSeconds !== undefined && { durationSeconds }),
  ...(distanceMeters !== undefined && { distanceMeters }),
});

type SetValuesInput = { weight?: number | null; reps?: number | null; durationSeconds?: number | null; distanceMeters?: number | null };
