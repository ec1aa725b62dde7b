/** Screen paths of training plans and workouts (spec 001 section 2). */
export const planPaths = {
  createWorkout: '/create-workout',
  createPlan: '/create-plan',
  /** Issue 27: my training plans, apart from the routines on Workouts. */
  plans: '/plans',
  plan: '/plan/:id',
  workoutDetail: '/workout-detail/:id',
  workoutPlan: '/workout-plan/:planId',
  sessionSummary: '/workout-session/:sessionId',
  /** Opened after a session starts: /workout/{planId}?session={sessionId}. */
  startedWorkout: '/workout/:planId',
} as const;

const segment = encodeURIComponent;

export const planPath = (planId: string, options: { view?: boolean } = {}) => `/plan/${segment(planId)}${options.view ? '?view=true' : ''}`;
export const workoutDetailPath = (workoutId: string) => `/workout-detail/${segment(workoutId)}`;
export const workoutPlanPath = (planId: string) => `/workout-plan/${segment(planId)}`;
export const sessionSummaryPath = (sessionId: string) => `/workout-session/${segment(sessionId)}`;
export const createWorkoutPath = (options: { planId?: string; editId?: string } = {}) => {
  const query = new URLSearchParams(Object.entries(options).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return query.size > 0 ? `/create-workout?${query}` : '/create-workout';
};
export const createPlanPath = (editId?: string) => (editId ? `/create-plan?edit=${segment(editId)}` : '/create-plan');
