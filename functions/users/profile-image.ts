import { PROFILE_IMAGE_MAX_STORED_BYTES, PROFILE_IMAGE_TYPES } from '../../shared/profile';
import { BadRequest } from '../lib/errors';
import { deleteMedia, storeImage } from '../lib/media';
import { log } from '../lib/observability';

const NOT_THE_CURRENT_IMAGE = 'profileImage must be a new image, the current one, or null.';

/** A new image sent as a data URL is stored before the profile changes; anything else stores nothing. */
export function storeNewProfileImage(profileImage: string | null | undefined): Promise<string | undefined> {
  if (!profileImage?.startsWith('data:')) return Promise.resolve(undefined);
  return storeImage({ dataUrl: profileImage, allowedTypes: PROFILE_IMAGE_TYPES, maxBytes: PROFILE_IMAGE_MAX_STORED_BYTES, folder: 'avatars' });
}

/**
 * What the profile's image becomes: the newly stored URL, null (removed), or undefined for no change (nothing
 * sent, or the current URL sent back). Any other URL is refused: a profile only points at images it stored.
 */
export function nextProfileImage(options: { current: string | null; sent: string | null | undefined; stored: string | undefined }): string | null | undefined {
  const { current, sent, stored } = options;
  if (stored) return stored;
  if (sent === undefined || sent === current) return undefined;
  if (sent === null) return null;
  throw new BadRequest(NOT_THE_CURRENT_IMAGE);
}

/** Deletes an image no profile points at any more; a failure only leaves an orphan object, so it is logged, not thrown. */
export async function discardImage(url: string | null | undefined): Promise<void> {
  try {
    await deleteMedia(url);
  } catch (error) {
    log.error('Could not delete a replaced profile image', { url, error });
  }
}
