import type { WorkoutSession, WorkoutSet } from '../../../../shared/api-types';

/** What the screen shows of one session: undefined while unknown, the session null once discarded. */
export interface SessionView {
  session: WorkoutSession | null | undefined;
  sets: WorkoutSet[] | undefined;
}

export const updateSet = (sets: WorkoutSet[] | undefined, setId: string, change: (set: WorkoutSet) => WorkoutSet) =>
  sets?.map((set) => (set.id === setId ? change(set) : set));

export const withValues = (set: WorkoutSet, { weight, reps }: { weight?: number | null; reps?: number | null }): WorkoutSet => ({
  ...set,
  ...(weight !== undefined && { weight }),
  ...(reps !== undefined && { reps }),
});

/** The weight and reps a request carries: only those the change names. */
export const valuesBody = ({ weight, reps }: { weight?: number | null; reps?: number | null }) => ({
  ...(weight !== undefined && { weight }),
  ...(reps !== undefined && { reps }),
});
