import { GetObjectCommand, NoSuchKey, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * The only keys the app writes: a processed photo's variants `media/<folder>/<upload UUID>/<width>.<webp|jpg>`
 * (functions/media, issue 26), and the single files stored before them, `media/<folder>/<random UUID>.<extension>`.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_KEY = new RegExp(`^media/[a-z]+/(${UUID}/\\d+\\.(webp|jpg)|${UUID}\\.[a-z]{3,4})$`);

/** The object key a `/media/...` path names, or undefined when no stored object can have it (malformed, NUL ...). */
export function mediaKeyOf(pathname: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(1));
  } catch {
    return undefined;
  }
  return MEDIA_KEY.test(key) ? key : undefined;
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ message: 'Not Found' }));
}

/**
 * Serves a media object as CloudFront does from the private bucket: with the content type and caching it was
 * stored with, never sniffed. Anything that is not a stored object is 404, never the stand-in's error; an S3 that
 * cannot be reached is 503.
 */
export async function serveMedia(response: ServerResponse, pathname: string, media: { client: S3Client; bucket: string }): Promise<void> {
  const key = mediaKeyOf(pathname);
  if (!key) return notFound(response);
  let body: Readable;
  let headers: Record<string, string>;
  try {
    const object = await media.client.send(new GetObjectCommand({ Bucket: media.bucket, Key: key }));
    body = object.Body as Readable;
    headers = {
      'content-type': object.ContentType ?? 'application/octet-stream',
      'cache-control': object.CacheControl ?? 'public, max-age=86400',
      // As CloudFront's media behaviour does: a browser never guesses another type (an "image" that is HTML).
      'x-content-type-options': 'nosniff',
    };
  } catch (error) {
    if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$fault === 'client')) return notFound(response);
    response
      .writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '2' })
      .end(JSON.stringify({ message: 'Service temporarily unavailable, please try again' }));
    return;
  }
  response.writeHead(200, headers);
  body.on('error', () => response.destroy());
  body.pipe(response);
}
