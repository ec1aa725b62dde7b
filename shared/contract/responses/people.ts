/** Response schemas of people: accounts, profiles, follows (the shapes shared/api-types.ts names). */
import * as z from '../../schemas/zod';
import { GOALS, PRIMARY_WORKOUT_TYPES } from '../../profile';
import { WEIGHT_UNITS } from '../../units';
import { named } from './named';

/** Spec 001 section 3: a key stat; `value` null until the person fills it in. */
export const keyStat = named('KeyStat', z.object({ name: z.string(), value: z.nullable(z.number()), unit: z.string(), isVisible: z.boolean() }));

/** Spec 001 section 3: the profile details and key stats (edit-details, edit-stats). */
const profileDetailsShape = {
  homeGym: z.nullable(z.string()),
  primaryWorkoutType: z.nullable(z.enum(PRIMARY_WORKOUT_TYPES)),
  goal: z.nullable(z.enum(GOALS)),
  keyStats: z.array(keyStat),
};
export const profileDetails = z.object(profileDetailsShape);

/** A bar and the plate sizes one owns (pairs), in `unit`. */
export const plateSetup = named('PlateSetup', z.object({ unit: z.enum(WEIGHT_UNITS), bar: z.number(), plates: z.array(z.number()) }));

/** Issue 11: kg or lb, and the bar and plates the plate calculator loads. */
export const trainingSettings = named(
  'TrainingSettings',
  z.object({
    /** null: from the browser's locale (lb for the US, else kg). */
    weightUnit: z.nullable(z.enum(WEIGHT_UNITS)),
    /** null: the unit's defaults (20 kg bar with 25…1.25 kg plates; 45 lb bar with 45…2.5 lb plates). */
    plateSetup: z.nullable(plateSetup),
  }),
);

/** The signed-in person, as `GET /api/auth/me`, sign-in and the profile writes return it. */
export const user = named(
  'User',
  z.object({
    ...profileDetailsShape,
    id: z.string(),
    displayName: z.string(),
    username: z.string(),
    email: z.string(),
    profileImage: z.nullable(z.string()),
    bio: z.nullable(z.string()),
    createdAt: z.string(),
    /** Beyond the spec: a private account's content reaches approved followers only. */
    isPrivate: z.boolean(),
    /** Issue 11: the person's unit and barbell; absent on accounts that never set them (read as the defaults). */
    trainingSettings: z.optional(trainingSettings),
  }),
);

/**
 * `GET /api/users/{id}`. Another person gets public fields only: never email, settings or hidden key stats;
 * while `canViewContent` is false (a private account the caller does not follow) only the top block's
 * fields are filled (details null, keyStats empty). Oneself gets the whole User.
 */
export const userProfile = named(
  'UserProfile',
  z.object({
    ...profileDetailsShape,
    id: z.string(),
    displayName: z.string(),
    username: z.string(),
    profileImage: z.nullable(z.string()),
    bio: z.nullable(z.string()),
    createdAt: z.string(),
    isPrivate: z.boolean(),
    canViewContent: z.boolean(),
    /** Only when the profile is the caller's own. */
    email: z.optional(z.string()),
  }),
);

const userSummaryShape = {
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  profileImage: z.nullable(z.string()),
  isPrivate: z.boolean(),
};
/** A person in a list: followers, following, search results, suggestions, blocked people, follow requests. */
export const userSummary = named('UserSummary', z.object(userSummaryShape));

export const followRequest = named('FollowRequest', z.object({ ...userSummaryShape, requestedAt: z.string() }));

/** Spec 001 section 3: follow counts. */
export const followCounts = named('FollowCounts', z.object({ followerCount: z.number(), followingCount: z.number() }));

/** Beyond the spec: where the caller stands with another person ('requested' while a private account has not answered). */
export const FOLLOW_STATES = ['none', 'requested', 'following'] as const;
export const followStatus = named('FollowStatus', z.object({ status: z.enum(FOLLOW_STATES) }));

export const authResponse = named('AuthResponse', z.object({ token: z.string(), user }));

/** A failure's body, whatever the status. */
export const errorBody = named('ErrorBody', z.object({ message: z.string() }));

export const unreadCount = named('UnreadCount', z.object({ count: z.number() }));
