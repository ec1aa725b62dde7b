import { BadRequest } from '../lib/errors';
import { deleteMedia } from '../lib/media';
import { claimPhoto } from '../media/index';
import { log } from '../lib/observability';
import { findUserRecord } from './repository';

const NOT_THE_CURRENT_IMAGE = 'profileImage must be a new photo, the current one, or null.';

/**
 * A new photo (the URL its upload's processing answered, issue 26) is claimed before the profile changes; the current
 * URL sent back, null or nothing claims nothing.
 */
export async function claimNewProfileImage(userId: string, profileImage: string | null | undefined): Promise<string | undefined> {
  if (!profileImage) return undefined;
  const current = await findUserRecord({ userId });
  if (current && current.profileImage === profileImage) return undefined;
  return claimPhoto({ userId, url: profileImage, purpose: 'avatar' });
}

/**
 * What the profile's image becomes: the newly claimed URL, null (removed), or undefined for no change (nothing
 * sent, or the current URL sent back). Any other URL is refused: a profile only points at photos it claimed.
 */
export function nextProfileImage(options: { current: string | null; sent: string | null | undefined; stored: string | undefined }): string | null | undefined {
  const { current, sent, stored } = options;
  if (stored) return stored;
  if (sent === undefined || sent === current) return undefined;
  if (sent === null) return null;
  throw new BadRequest(NOT_THE_CURRENT_IMAGE);
}

/** Deletes a photo no profile points at any more; a failure only leaves an orphan object, so it is logged, not thrown. */
export async function discardImage(url: string | null | undefined): Promise<void> {
  try {
    await deleteMedia(url);
  } catch (error) {
    log.error('Could not delete a replaced profile image', { url, error });
  }
}
