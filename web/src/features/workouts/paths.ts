/** Screen paths of the Workouts tab: routines, folders and the placeholders (spec 000 and 001 section 2). */
export const routinePaths = {
  createRoutine: '/create-routine',
  exploreRoutines: '/explore-routines',
  /** Issue 27: a routine's own detail screen (a training plan's is /plan/{id}). */
  routine: '/routine/:id',
  /** Spec 001 does not name the Groups placeholder's path. */
  groups: '/groups',
} as const;

export const editRoutinePath = (planId: string) => `/create-routine?editId=${encodeURIComponent(planId)}`;
export const routinePath = (planId: string) => `/routine/${encodeURIComponent(planId)}`;
