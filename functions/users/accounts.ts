/** Accounts as other domains see them: sign-up and sign-in for auth, and the few reads the rest of the app needs. */
import { randomUUID } from 'node:crypto';
import type { User, UserSummary } from '../../shared/api-types';
import { defaultKeyStats, toUser, toUserSummary, type UserRecord } from './records';
import {
  createAccount as writeNewAccount,
  findProfileAttributes,
  findSummaryRecords,
  findUserIdByEmail,
  findTokenVersionAttribute,
  findUserRecord,
  incrementTokenVersion,
  queryActivePublicUserIds,
  recordActivity,
  replacePasswordHash,
} from './repository';

/** Most ids one call of listActivePublicUserIds answers (one Query). */
const MAX_ACTIVE_USERS_PAGE = 100;

/**
 * Creates the account (409 when the email or username is taken): public, no details yet, the default key stats
 * without values, findable by search, and first among the active public accounts.
 */
export async function createAccount(options: { displayName: string; username: string; email: string; passwordHash: string }): Promise<User> {
  const createdAt = new Date().toISOString();
  const user: UserRecord = {
    id: randomUUID(),
    ...options,
    profileImage: null,
    bio: null,
    createdAt,
    homeGym: null,
    primaryWorkoutType: null,
    goal: null,
    keyStats: defaultKeyStats(),
    isPrivate: false,
    lastActiveAt: createdAt,
    version: 0,
  };
  await writeNewAccount({ user });
  return toUser(user);
}

/** What signing in needs of an account: its password hash to verify and the token version to sign. */
export interface AccountCredentials {
  user: User;
  passwordHash: string;
  tokenVersion: number;
}

const credentialsOf = (record: UserRecord): AccountCredentials => ({
  user: toUser(record),
  passwordHash: record.passwordHash,
  tokenVersion: record.tokenVersion ?? 0,
});

/** The account signing in with this email; undefined when none has it. */
export async function findAccountByEmail(options: { email: string }): Promise<AccountCredentials | undefined> {
  const userId = await findUserIdByEmail(options);
  const record = userId ? await findUserRecord({ userId }) : undefined;
  return record ? credentialsOf(record) : undefined;
}

/** The signed-in person's account with its password hash (a password change verifies the current one). */
export async function findAccountCredentials(options: { userId: string }): Promise<AccountCredentials | undefined> {
  const record = await findUserRecord(options);
  return record ? credentialsOf(record) : undefined;
}

/** The person's token version (one projected GetItem; 0 for accounts from before versions); undefined when there is no such user. */
export function findTokenVersion(options: { userId: string }): Promise<number | undefined> {
  return findTokenVersionAttribute(options);
}

/** Revokes every token issued so far ('sign out everywhere'); answers the new version, undefined when there is no such user. */
export function revokeAllTokens(options: { userId: string }): Promise<number | undefined> {
  return incrementTokenVersion(options);
}

/**
 * Stores a new password hash and revokes every earlier token, if the stored hash is still `verifiedHash` (the one
 * the caller checked the current password against). Answers the new token version, or undefined when the password
 * changed meanwhile or the account is gone.
 */
export function changePasswordHash(options: { userId: string; verifiedHash: string; passwordHash: string }): Promise<number | undefined> {
  return replacePasswordHash(options);
}

export async function findAccountById(options: { userId: string }): Promise<User | undefined> {
  const record = await findUserRecord(options);
  return record ? toUser(record) : undefined;
}

/** The list fields of these people (BatchGet, 100 keys a request); ids without an account are absent. */
export async function findUserSummaries(options: { userIds: string[] }): Promise<Map<string, UserSummary>> {
  const records = await findSummaryRecords(options);
  return new Map(records.map((record) => [record.id, toUserSummary(record)]));
}

/** Whether the account is private (one projected GetItem); undefined when there is no such user. */
export async function findAccountPrivacy(options: { userId: string }): Promise<{ isPrivate: boolean } | undefined> {
  const profile = await findProfileAttributes({ userId: options.userId, attributes: ['isPrivate'] });
  return profile ? { isPrivate: profile.isPrivate ?? false } : undefined;
}

/** The person's display name (one projected GetItem), or undefined when there is no such user. */
export async function findDisplayName(options: { userId: string }): Promise<string | undefined> {
  const profile = await findProfileAttributes({ userId: options.userId, attributes: ['displayName'] });
  return profile ? (profile.displayName ?? '') : undefined;
}

/** Public accounts, most recently active first (at most 100: one Query of GSI2). */
export function listActivePublicUserIds(options: { limit: number }): Promise<string[]> {
  return queryActivePublicUserIds({ limit: Math.min(Math.max(1, Math.floor(options.limit)), MAX_ACTIVE_USERS_PAGE) });
}

/** Records that the person was active at `at` (a finished workout); a no-op for a private account. */
export function markActive(options: { userId: string; at: string }): Promise<void> {
  return recordActivity(options);
}
