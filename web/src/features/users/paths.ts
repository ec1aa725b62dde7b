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
