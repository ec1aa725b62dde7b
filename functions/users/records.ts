import type { KeyStat, TrainingSettings, User, UserProfile, UserSummary } from '../../shared/api-types';
import { keyStatValueProblem } from '../../shared/key-stats';
import { DEFAULT_KEY_STATS, KEY_STAT_NAME_ALIASES, type Goal, type PrimaryWorkoutType } from '../../shared/profile';

/**
 * The stored profile. Accounts created before profiles could be edited lack the details, key stats, privacy,
 * activity and version fields: `toUser` reads them with their defaults.
 */
export interface UserRecord {
  id: string;
  displayName: string;
  username: string;
  email: string;
  passwordHash: string;
  profileImage?: string | null;
  bio?: string | null;
  createdAt: string;
  homeGym?: string | null;
  primaryWorkoutType?: PrimaryWorkoutType | null;
  goal?: Goal | null;
  keyStats?: KeyStat[];
  isPrivate?: boolean;
  /** Issue 11: kg or lb and the bar and plates; absent until first set. Private: only ever in the person's own User. */
  trainingSettings?: TrainingSettings;
  /** When the person last finished a workout (or signed up): orders the active public accounts. */
  lastActiveAt?: string;
  /** Bumped by every profile edit; each edit is conditioned on the version it read. Absent until the first edit. */
  version?: number;
  /**
   * Every token carries the version it was issued at; 'sign out everywhere' and a password change bump it, which
   * revokes every earlier token (functions/lib/token-version.ts). Absent (0) until the first bump.
   */
  tokenVersion?: number;
}

export const defaultKeyStats = (): KeyStat[] => DEFAULT_KEY_STATS.map((stat) => ({ ...stat, value: null }));

/** Key stats saved under an old name (spec 001 section 9) answer under the new one. */
export const withCurrentNames = (stats: readonly KeyStat[]): KeyStat[] =>
  stats.map((stat) => ({ ...stat, name: KEY_STAT_NAME_ALIASES[stat.name] ?? stat.name }));

/** Issue 27: a value stored before each unit had its range (a negative weight) reads as not set, so no profile shows it. */
const withoutRefusedValues = (stats: readonly KeyStat[]): KeyStat[] =>
  stats.map((stat) => (keyStatValueProblem(stat) ? { ...stat, value: null } : stat));

export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    displayName: record.displayName,
    username: record.username,
    email: record.email,
    profileImage: record.profileImage ?? null,
    bio: record.bio ?? null,
    createdAt: record.createdAt,
    homeGym: record.homeGym ?? null,
    primaryWorkoutType: record.primaryWorkoutType ?? null,
    goal: record.goal ?? null,
    keyStats: record.keyStats ? withoutRefusedValues(withCurrentNames(record.keyStats)) : defaultKeyStats(),
    isPrivate: record.isPrivate ?? false,
    ...(record.trainingSettings ? { trainingSettings: record.trainingSettings } : {}),
  };
}

/** The stored settings with a change applied: a field the change leaves out keeps its stored value. */
export function mergeTrainingSettings(
  stored: TrainingSettings | undefined,
  change: { weightUnit?: TrainingSettings['weightUnit']; plateSetup?: TrainingSettings['plateSetup'] },
): TrainingSettings {
  return {
    weightUnit: change.weightUnit !== undefined ? change.weightUnit : (stored?.weightUnit ?? null),
    plateSetup: change.plateSetup !== undefined ? change.plateSetup : (stored?.plateSetup ?? null),
  };
}

export function toUserSummary(record: Pick<UserRecord, 'id' | 'displayName' | 'username' | 'profileImage' | 'isPrivate'>): UserSummary {
  return {
    id: record.id,
    displayName: record.displayName,
    username: record.username,
    profileImage: record.profileImage ?? null,
    isPrivate: record.isPrivate ?? false,
  };
}

/** The caller's own profile: everything, email included. */
export function toOwnProfile(record: UserRecord): UserProfile {
  return { ...toUser(record), canViewContent: true };
}

/**
 * Another person's profile: the top block always; details and the visible key stats that have a value only
 * when their content is visible to the caller. Never the email, password hash or hidden stats.
 */
export function toOthersProfile(record: UserRecord, canViewContent: boolean): UserProfile {
  const user = toUser(record);
  return {
    id: user.id,
    displayName: user.displayName,
    username: user.username,
    profileImage: user.profileImage,
    bio: user.bio,
    createdAt: user.createdAt,
    isPrivate: user.isPrivate,
    canViewContent,
    homeGym: canViewContent ? user.homeGym : null,
    primaryWorkoutType: canViewContent ? user.primaryWorkoutType : null,
    goal: canViewContent ? user.goal : null,
    keyStats: canViewContent ? user.keyStats.filter((stat) => stat.isVisible && stat.value !== null) : [],
  };
}
