/**
 * Issues 13 and 26: an upload is never served as HTML, SVG or script, never with what the camera wrote into it, and
 * never cached for longer than a day.
 * Every file is decoded and re-encoded by the processing function (functions/media/photo-variants.ts): SVG, HTML, HTML
 * behind an image signature and oversized images are refused with a reason; what is served is freshly encoded WebP
 * or JPEG with nosniff, whatever the sender declared.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE, TOO_MANY_PIXELS } from '../../functions/media/photo-variants';
import type { UploadContentType } from '../../shared/media';
import { api, signUp } from '../support/api';
import { gifJsPolyglot, HTML_PAYLOAD, hugePng, htmlAfterJpegSignature, jpegWithGps, POLYGLOT_SCRIPT } from '../support/photos';
import { fetchMedia, uploadPhoto } from '../api/media-helpers';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');

const refused: [string, () => Buffer | Promise<Buffer>, UploadContentType, string][] = [
  ['an SVG declared as PNG', () => SVG, 'image/png', NOT_AN_IMAGE],
  ['an HTML page declared as JPEG', () => Buffer.from(HTML_PAYLOAD), 'image/jpeg', NOT_AN_IMAGE],
  ['a PNG signature followed by HTML', () => Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML_PAYLOAD)]), 'image/png', NOT_AN_IMAGE],
  ['a JPEG signature followed by HTML', htmlAfterJpegSignature, 'image/jpeg', NOT_AN_IMAGE],
  ['a 20000x20000 PNG', () => hugePng(), 'image/png', TOO_MANY_PIXELS],
];

describe.each(['avatar', 'post'] as const)('as a %s', (purpose) => {
  it.each(refused)('%s is refused with a clear reason and nothing is served', async (_case, file, contentType, reason) => {
    const account = await signUp();

    const upload = await uploadPhoto(account.token, purpose, await file(), contentType);

    expect(upload).toMatchObject({ status: 'rejected', reason, url: null });
    const folder = purpose === 'avatar' ? 'avatars' : 'posts';
    expect((await fetchMedia(`/media/${folder}/${upload.uploadId}/320.jpg`)).status).toBe(404);
    const me = await api('GET /api/auth/me', { token: account.token });
    expect(me.body.profileImage).toBeNull();
  });

  it('a GIF/JavaScript polyglot is re-encoded: no script survives, served as an image with nosniff', async () => {
    const account = await signUp();

    const upload = await uploadPhoto(account.token, purpose, await gifJsPolyglot(), 'image/gif');

    expect(upload.status).toBe('processed');
    for (const url of [upload.url!, upload.url!.replace(/\.jpg$/, '.webp')]) {
      const served = await fetchMedia(url);
      expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.bytes.includes(POLYGLOT_SCRIPT)).toBe(false);
    }
  });

  it('a camera JPEG is served without its EXIF (GPS, camera, time)', async () => {
    const account = await signUp();

    const upload = await uploadPhoto(account.token, purpose, await jpegWithGps());

    const served = await fetchMedia(upload.url!);
    expect((await sharp(served.bytes).metadata()).exif).toBeUndefined();
    // Issue 26, defect 6: a deleted photo must not stay in browsers for a year.
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
