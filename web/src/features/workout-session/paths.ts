/** Screen paths of the workout-session feature (spec 000 section 2, spec 001 section 2). */
export const workoutPaths = {
  /** The live workout of the active session. */
  session: '/workout/session',
  sessionById: '/workout/session/:sessionId',
  /** The starter screen: ends any active session, starts a new Quick Workout and opens it. */
  start: '/workout/start',
  empty: '/workout/empty',
  emptySession: '/workout/empty-session',
  save: '/save-workout',
  /** Where the empty workout and the save screen go back to. */
  workoutMain: '/workout',
} as const;

/** /save-workout?session={id}: the save step after a live workout's Finish (issue 27). */
export function saveWorkoutPath(sessionId: string): string {
  return `${workoutPaths.save}?session=${encodeURIComponent(sessionId)}`;
}

/** /workout/session?session={id}: the live workout of one session. */
export function liveWorkoutPath(sessionId?: string): string {
  return sessionId ? `${workoutPaths.session}?session=${encodeURIComponent(sessionId)}` : workoutPaths.session;
}
