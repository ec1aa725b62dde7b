/** Screen paths of the web app (spec 001 section 2), for links and navigation. */
export const paths = {
  home: '/',
  auth: '/auth',
  login: '/login',
  workouts: '/workouts',
  workoutAliases: ['/workout', '/workout-main'],
  social: '/social',
  profile: '/profile',
} as const;

/** Screen paths of the people side (spec 001 section 2), for links, navigation and the router. */
export const peoplePaths = {
  profile: '/profile',
  editProfile: '/profile/edit',
  editProfileSimple: '/profile/edit-profile',
  editDetails: '/profile/edit-details',
  editStats: '/profile/edit-stats',
  /** Beyond the spec's named routes: the fuller Edit Profile screen, which also edits email (decisions). */
  editAccount: '/profile/edit-account',
  /** Beyond the spec: privacy and blocked people. */
  settings: '/profile/settings',
  followers: '/followers',
  following: '/following',
  /** Beyond the spec: finding people. */
  search: '/people',
  user: '/users/:userId',
  userFollowers: '/users/:userId/followers',
  userFollowing: '/users/:userId/following',
} as const;

const segment = encodeURIComponent;

export const userPath = (userId: string) => `/users/${segment(userId)}`;
export const userFollowersPath = (userId: string) => `/users/${segment(userId)}/followers`;
export const userFollowingPath = (userId: string) => `/users/${segment(userId)}/following`;

/** Spec 001 section 2: the path a profile's Back returns to, kept in local storage. */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';

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

export const planPath = (planId: string, options: { view?: boolean } = {}) => `/plan/${segment(planId)}${options.view ? '?view=true' : ''}`;
export const workoutDetailPath = (workoutId: string) => `/workout-detail/${segment(workoutId)}`;
export const workoutPlanPath = (planId: string) => `/workout-plan/${segment(planId)}`;
export const sessionSummaryPath = (sessionId: string) => `/workout-session/${segment(sessionId)}`;
export const createWorkoutPath = (options: { planId?: string; editId?: string } = {}) => {
  const query = new URLSearchParams(Object.entries(options).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return query.size > 0 ? `/create-workout?${query}` : '/create-workout';
};
export const createPlanPath = (editId?: string) => (editId ? `/create-plan?edit=${segment(editId)}` : '/create-plan');

/** Screen paths of training insights (issue 11). */
export const insightPaths = {
  exerciseDetail: '/exercises/:exerciseId',
  history: '/history',
} as const;

export const exerciseDetailPath = (exerciseId: string) => `/exercises/${encodeURIComponent(exerciseId)}`;

/** Screen paths of direct messages (spec 001 section 2). */
export const messagePaths = {
  messages: '/messages',
} as const;

/** The thread with one person: `/messages?userId={id}` (the profile's Message button opens it). */
export const messageThreadPath = (userId: string) => `/messages?userId=${encodeURIComponent(userId)}`;

/** The spec's /ai-trainer route (content not shown in spec 001), made a rule-based coach (issue 11). */
export const coachPaths = {
  aiTrainer: '/ai-trainer',
} as const;

/** Screen paths of the Apple Health import (spec 001 section 2). */
export const healthPaths = {
  healthReturn: '/health-return',
} as const;
