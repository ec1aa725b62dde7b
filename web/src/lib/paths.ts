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
