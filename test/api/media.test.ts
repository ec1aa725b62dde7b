import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '../../infra/local/ensure-bucket';
import type { LambdaHandler } from '../../infra/local/api-gateway';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/local-aws-config';
import { startS3Local, type RunningS3 } from '../../infra/local/s3-local';
import { createLocalServer } from '../../infra/local/server';
import type { Domain } from '../../shared/routes';

/*
 * storeImage and deleteMedia against a real S3 API (s3rver), read back through the local server's /media/ route,
 * which serves the bucket the way CloudFront does in AWS. No API route stores media yet, so the functions are
 * called directly, with the environment the local runner gives the Lambdas.
 */
const BUCKET = 'media-test-bucket';
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MB = 1024 * 1024;

// A real 1×1 PNG, and the first bytes of a JPEG (the type is read from the bytes, nothing decodes the pixels).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const dataUrl = (bytes: Buffer, declared: string) => `data:${declared};base64,${bytes.toString('base64')}`;

let directory: string;
let s3: RunningS3;
let client: S3Client;
let baseUrl: string;
let closeServer: () => Promise<void>;
let media: typeof import('../../functions/lib/media');

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'media-test-s3-'));
  s3 = await startS3Local({ directory, bucket: BUCKET });
  Object.assign(process.env, {
    S3_ENDPOINT: s3.endpoint,
    MEDIA_BUCKET: BUCKET,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  media = await import('../../functions/lib/media');
  client = localS3Client(s3.endpoint);
  // Only /media/ is requested here, so no Lambda handler is ever called.
  const server = createLocalServer({ handlers: {} as Record<Domain, LambdaHandler>, media: { client, bucket: BUCKET } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await closeServer?.();
  client?.destroy();
  await s3?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const storeAvatar = (url: string) => media.storeImage({ dataUrl: url, allowedTypes: AVATAR_TYPES, maxBytes: 4 * MB, folder: 'avatars' });
const fetchMedia = (url: string) => fetch(baseUrl + url);
async function storedKeys(): Promise<string[]> {
  const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'media/' }));
  return (listing.Contents ?? []).map((object) => object.Key!).sort();
}

describe('storeImage', () => {
  it('stores a PNG under a random avatars key and it is served back with its type, nosniff and long caching', async () => {
    const url = await storeAvatar(dataUrl(PNG, 'image/png'));

    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    const response = await fetchMedia(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes the type from the bytes, not from the declared mime', async () => {
    const url = await storeAvatar(dataUrl(JPEG, 'image/png'));

    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.jpg$/);
    const response = await fetchMedia(url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('gives the same image a new key each time, and stores post photos under posts/', async () => {
    const first = await storeAvatar(dataUrl(PNG, 'image/png'));
    const second = await storeAvatar(dataUrl(PNG, 'image/png'));
    const post = await media.storeImage({ dataUrl: dataUrl(PNG, 'image/png'), allowedTypes: AVATAR_TYPES, maxBytes: MB, folder: 'posts' });

    expect(first).not.toBe(second);
    expect(post).toMatch(/^\/media\/posts\/[0-9a-f-]{36}\.png$/);
    expect((await fetchMedia(post)).status).toBe(200);
  });

  it('stores nothing when it refuses an image', async () => {
    const before = await storedKeys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

    await expect(storeAvatar(dataUrl(svg, 'image/png'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unsupported image type. Use JPEG, PNG or WebP.',
    });
    await expect(
      media.storeImage({ dataUrl: dataUrl(PNG, 'image/png'), allowedTypes: AVATAR_TYPES, maxBytes: PNG.length - 1, folder: 'avatars' }),
    ).rejects.toMatchObject({ statusCode: 413, message: 'Please select an image smaller than 5MB' });
    expect(await storedKeys()).toEqual(before);
  });
});

describe('deleteMedia', () => {
  it('deletes a stored object: it is no longer served', async () => {
    const url = await storeAvatar(dataUrl(PNG, 'image/png'));
    expect((await fetchMedia(url)).status).toBe(200);

    await media.deleteMedia(url);

    const response = await fetchMedia(url);
    expect(response.status).toBe(404);
    expect(await storedKeys()).not.toContain(url.slice(1));
  });

  it('ignores a missing object and URLs it did not store, leaving the bucket as it was', async () => {
    const kept = await storeAvatar(dataUrl(PNG, 'image/png'));
    const gone = await storeAvatar(dataUrl(PNG, 'image/png'));
    await media.deleteMedia(gone);
    const before = await storedKeys();

    await expect(media.deleteMedia(gone)).resolves.toBeUndefined();
    for (const other of [null, undefined, '', `https://elsewhere.example${kept}`, `${kept}?v=2`, '/media/avatars/../x.png']) {
      await expect(media.deleteMedia(other)).resolves.toBeUndefined();
    }
    expect(await storedKeys()).toEqual(before);
    expect((await fetchMedia(kept)).status).toBe(200);
  });
});
