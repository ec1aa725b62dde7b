import type { User, UserProfile } from '../../shared/api-types';
import type { UserChanges } from '../../shared/schemas/users';
import { Forbidden, NotFound } from '../lib/errors';
import { withRetries } from '../lib/retries';
import { claimNewProfileImage, discardImage, nextProfileImage } from './profile-image';
import { mergeTrainingSettings, toOthersProfile, toOwnProfile, toUser, withCurrentNames, type UserRecord } from './records';
import { findUserRecord, writeProfileChange, type ProfileChanges } from './repository';

export const USER_NOT_FOUND = 'User not found';
const EDIT_OWN_PROFILE_ONLY = 'You can only edit your own profile';

/**
 * Blocks between two people and whether the viewer follows the other: the follows domain's `findRelationship`, given
 * by the handler (the follows domain asks this one for profiles, so this one does not import it).
 */
export type FindRelationship = (options: { viewerId: string; otherId: string }) => Promise<{ blocked: boolean; isFollowing: boolean }>;

/**
 * `GET /api/users/{id}`: oneself gets everything; another person the public fields, with details and visible
 * stats only when their content is visible to the caller. Blocked either way reads as no such user.
 */
export async function getProfile(viewerId: string, userId: string, findRelationship: FindRelationship): Promise<UserProfile> {
  if (viewerId === userId) {
    const own = await findUserRecord({ userId });
    if (!own) throw new NotFound(USER_NOT_FOUND);
    return toOwnProfile(own);
  }
  const [record, relationship] = await Promise.all([findUserRecord({ userId }), findRelationship({ viewerId, otherId: userId })]);
  if (!record || relationship.blocked) throw new NotFound(USER_NOT_FOUND);
  return toOthersProfile(record, !record.isPrivate || relationship.isFollowing);
}

/**
 * `PUT` and `PATCH /api/users/{id}`, oneself only. A new photo is claimed first and deleted again when the profile
 * cannot be changed; the image it replaces is deleted once the profile no longer points at it.
 */
export async function editProfile(callerId: string, userId: string, input: UserChanges): Promise<User> {
  if (callerId !== userId) throw new Forbidden(EDIT_OWN_PROFILE_ONLY);
  const { profileImage, keyStats, trainingSettings, ...fields } = input;
  const stored = await claimNewProfileImage(userId, profileImage);
  let result: { read: UserRecord; next: UserRecord };
  try {
    result = await withRetries(async () => {
      const read = await findUserRecord({ userId });
      if (!read) throw new NotFound(USER_NOT_FOUND);
      const changes: ProfileChanges = {
        ...fields,
        ...(keyStats ? { keyStats: withCurrentNames(keyStats) } : {}),
        ...(trainingSettings ? { trainingSettings: mergeTrainingSettings(read.trainingSettings, trainingSettings) } : {}),
        profileImage: nextProfileImage({ current: read.profileImage ?? null, sent: profileImage, stored }),
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ProfileChanges;
      if (Object.keys(defined).length === 0) return { read, next: read };
      await writeProfileChange({ read, changes: defined });
      return { read, next: { ...read, ...defined, version: (read.version ?? 0) + 1 } };
    }, { conflictMessage: 'Your profile changed while it was being saved. Please try again.' });
  } catch (error) {
    if (stored) await discardImage(stored);
    throw error;
  }
  const { read, next } = result;
  if (read.profileImage && read.profileImage !== next.profileImage) await discardImage(read.profileImage);
  return toUser(next);
}
