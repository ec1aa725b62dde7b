/** Giving a processed photo to one profile or post (issue 26): the users and social domains call this through index.ts. */
import { parsePhotoUrl, photoUrlOf, type UploadPurpose } from '../../shared/media';
import { BadRequest, Conflict } from '../lib/errors';
import { findUpload, writeClaim } from './repository';

export const PHOTO_NOT_UPLOADED = 'Upload the photo first (POST /api/media/uploads) and send the URL its processing answered.';
export const PHOTO_STILL_PROCESSING = 'The photo is still being processed. Try again in a moment.';
export const PHOTO_ALREADY_USED = 'This photo is already used. Upload it again.';

/**
 * Takes the processed photo `url` names for the caller's new profile photo or post: answers the URL to store, or
 * refuses (not a photo URL, another person's, of the other purpose, still processing, rejected, used already).
 */
export async function claimPhoto(options: { userId: string; url: string; purpose: UploadPurpose }): Promise<string> {
  const parsed = parsePhotoUrl(options.url);
  if (!parsed || parsed.purpose !== options.purpose) throw new BadRequest(PHOTO_NOT_UPLOADED);
  if (await writeClaim({ uploadId: parsed.uploadId, userId: options.userId, purpose: options.purpose, claimedAt: new Date().toISOString() })) {
    return photoUrlOf(options.purpose, parsed.uploadId);
  }
  const record = await requireOwnUpload(options.userId, parsed.uploadId);
  if (record.purpose !== options.purpose) throw new BadRequest(PHOTO_NOT_UPLOADED);
  if (record.status === 'pending') throw new Conflict(PHOTO_STILL_PROCESSING);
  if (record.status === 'rejected') throw new BadRequest(record.reason ?? PHOTO_NOT_UPLOADED);
  throw new Conflict(PHOTO_ALREADY_USED);
}

async function requireOwnUpload(userId: string, uploadId: string) {
  const record = await findUpload({ uploadId });
  if (!record || record.userId !== userId) throw new BadRequest(PHOTO_NOT_UPLOADED);
  return record;
}
