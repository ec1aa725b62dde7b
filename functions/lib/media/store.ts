import { randomUUID } from 'node:crypto';
import { mediaBucketName } from '../config';
import { BadRequest } from '../errors';
import { decodeDataUrl } from './data-url';
import { FILE_EXTENSIONS, sniffImageType, unsupportedImageTypeMessage, type ImageType } from './image-type';
import { s3 } from './s3-client';

export type MediaFolder = 'avatars' | 'posts';

export interface StoreImageOptions {
  dataUrl: string;
  allowedTypes: readonly ImageType[];
  maxBytes: number;
  folder: MediaFolder;
}

/** Object keys are served as they are under the site's origin (CloudFront's `media/*` behaviour). */
const urlOfKey = (key: string) => `/${key}`;
/** Only URLs shaped like the ones storeImage answers name an object this module may delete. */
const STORED_MEDIA_URL = /^\/(media\/[a-z]+\/[0-9a-f-]{36}\.[a-z]+)$/;

/** Decodes a data URL, checks the real type from the bytes, stores it under a random key, answers '/media/<folder>/<random>.<ext>'. */
export async function storeImage(options: StoreImageOptions): Promise<string> {
  const bytes = decodeDataUrl(options.dataUrl, options.maxBytes);
  const type = sniffImageType(bytes);
  if (!type || !options.allowedTypes.includes(type)) throw new BadRequest(unsupportedImageTypeMessage(options.allowedTypes));
  const key = `media/${options.folder}/${randomUUID()}.${FILE_EXTENSIONS[type]}`;
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: mediaBucketName(),
      Key: key,
      Body: bytes,
      ContentType: type,
      // The key is never reused (a new image gets a new random key), so the object can be cached forever.
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  return urlOfKey(key);
}

/** Deletes a stored object named by its '/media/...' URL; other URLs and missing objects are ignored. */
export async function deleteMedia(url: string | null | undefined): Promise<void> {
  const key = url ? STORED_MEDIA_URL.exec(url)?.[1] : undefined;
  if (!key) return;
  const { client, sdk } = await s3();
  try {
    await client.send(new sdk.DeleteObjectCommand({ Bucket: mediaBucketName(), Key: key }));
  } catch (error) {
    // S3 answers a delete of a missing key with success; a stand-in that says NoSuchKey means the same.
    if (!(error instanceof sdk.NoSuchKey)) throw error;
  }
}
