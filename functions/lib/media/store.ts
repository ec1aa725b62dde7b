import { PHOTO_FORMATS, PHOTO_WIDTHS, parsePhotoUrl, photoVariantUrl } from '../../../shared/media';
import { mediaBucketName } from '../config';
import { s3 } from './s3-client';

/** Single-file URLs stored before issue 26 ('/media/avatars/<uuid>.png'): still deleted with their profile or post. */
const LEGACY_MEDIA_URL = /^\/(media\/[a-z]+\/[0-9a-f-]{36}\.[a-z]+)$/;

/** The object keys a stored photo URL stands for: every variant of a processed upload, or the one legacy file. */
export function mediaKeysOf(url: string | null | undefined): string[] {
  if (!url) return [];
  const photo = parsePhotoUrl(url);
  if (photo) {
    return PHOTO_WIDTHS[photo.purpose].flatMap((width) => PHOTO_FORMATS.map((format) => photoVariantUrl(photo.purpose, photo.uploadId, width, format).slice(1)));
  }
  const legacy = LEGACY_MEDIA_URL.exec(url)?.[1];
  return legacy ? [legacy] : [];
}

/**
 * Deletes the objects of a stored photo named by its '/media/...' URL; other URLs and missing objects are ignored.
 * The bucket's removal notification then invalidates them at CloudFront (functions/media/invalidate-handler.ts).
 */
export async function deleteMedia(url: string | null | undefined): Promise<void> {
  const keys = mediaKeysOf(url);
  if (keys.length === 0) return;
  const { client, sdk } = await s3();
  await Promise.all(
    keys.map(async (key) => {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: mediaBucketName(), Key: key }));
      } catch (error) {
        // S3 answers a delete of a missing key with success; a stand-in that says NoSuchKey means the same.
        if (!(error instanceof sdk.NoSuchKey)) throw error;
      }
    }),
  );
}
