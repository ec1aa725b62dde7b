/** Screen paths of the Workouts tab: routines, folders and the placeholders (spec 000 and 001 section 2). */
export const routinePaths = {
  createRoutine: '/create-routine',
  exploreRoutines: '/explore-routines',
  /** Spec 001 does not name the Groups placeholder's path. */
  groups: '/groups',
} as const;

export const editRoutinePath = (planId: string) => `/create-routine?editId=${encodeURIComponent(planId)}`;
