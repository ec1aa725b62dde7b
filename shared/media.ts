/**
 * Photos (issue 26): the phone uploads the file itself with a presigned POST into quarantine; a function decodes it,
 * strips its metadata and writes the variants below under media/. A profile or post then names the photo by the URL
 * its upload answered (`/media/<folder>/<uploadId>/<width>.jpg`). The web app, the functions and the tests share
 * these numbers and the URL scheme.
 */
export const UPLOAD_PURPOSES = ['avatar', 'post'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** What the upload policy lets a browser send (HEIC is not here: sharp's prebuilt libvips cannot decode HEVC). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The upload policy's content-length-range: larger files are refused by S3 before anything runs. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding refuses larger images (a 20000x20000 PNG of a few hundred KB would take gigabytes to decode and show). */
export const UPLOAD_MAX_PIXELS = 16_000_000;
/** How long a presigned POST is valid. */
export const UPLOAD_POLICY_SECONDS = 10 * 60;

/** Where the browser sends the presigned POST: the site's own origin (CloudFront in AWS, the local runner locally). */
export const UPLOAD_PATH = '/uploads';

export type UploadStatus = 'pending' | 'processed' | 'rejected';

/** The widths written for each purpose, smallest first; the URL a profile or post keeps is the JPEG of the largest. */
export const PHOTO_WIDTHS: Readonly<Record<UploadPurpose, readonly number[]>> = {
  avatar: [320],
  post: [320, 1080],
};
export const PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const MEDIA_FOLDERS: Readonly<Record<UploadPurpose, string>> = { avatar: 'avatars', post: 'posts' };

/** Browsers and CloudFront keep a photo at most a day: a deleted photo stops being served within that. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

const PHOTO_URL = /^\/media\/(avatars|posts)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)\.(webp|jpg)$/;

export const photoVariantUrl = (purpose: UploadPurpose, uploadId: string, width: number, format: PhotoFormat) =>
  `/media/${MEDIA_FOLDERS[purpose]}/${uploadId}/${width}.${format}`;

/** The URL a profile or a post stores for a processed upload: its largest JPEG, which every client can show. */
export const photoUrlOf = (purpose: UploadPurpose, uploadId: string) =>
  photoVariantUrl(purpose, uploadId, PHOTO_WIDTHS[purpose].at(-1) ?? 0, 'jpg');

/** The purpose and upload a photo URL names, or undefined for anything else (legacy single-file URLs, data URLs ...). */
export function parsePhotoUrl(url: string): { purpose: UploadPurpose; uploadId: string } | undefined {
  const match = PHOTO_URL.exec(url);
  if (!match) return undefined;
  const purpose = (Object.keys(MEDIA_FOLDERS) as UploadPurpose[]).find((key) => MEDIA_FOLDERS[key] === match[1]);
  return purpose && match[2] ? { purpose, uploadId: match[2] } : undefined;
}

/** `srcset`s of a stored photo's variants (WebP and the JPEG fallback), or undefined for a URL without variants. */
export function photoSourceSets(url: string): { webp: string; jpg: string } | undefined {
  const parsed = parsePhotoUrl(url);
  if (!parsed) return undefined;
  const srcSet = (format: PhotoFormat) =>
    PHOTO_WIDTHS[parsed.purpose].map((width) => `${photoVariantUrl(parsed.purpose, parsed.uploadId, width, format)} ${width}w`).join(', ');
  return { webp: srcSet('webp'), jpg: srcSet('jpg') };
}
