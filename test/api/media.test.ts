/**
 * Photos through the pipeline (issue 26): a presigned POST to /uploads (its policy checked as S3 checks it), the
 * processing function (sharp: decoded, metadata stripped, resized), the variants served from /media/ with a day of
 * caching. Against the local stack: the same handlers AWS runs, s3rver for both buckets.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL, photoSourceSets, UPLOAD_MAX_BYTES } from '../../shared/media';
import { NOT_AN_IMAGE, TOO_MANY_PIXELS } from '../../functions/media/photo-variants';
import { api, signUp } from '../support/api';
import { gifJsPolyglot, HTML_PAYLOAD, hugePng, htmlAfterJpegSignature, jpegWithGps, POLYGLOT_SCRIPT } from '../support/photos';
import { fetchMedia, postUploadForm, requestUpload, uploadedPhoto, uploadPhoto } from './media-helpers';

const variantUrlsOf = (url: string) => {
  const sets = photoSourceSets(url);
  if (!sets) throw new Error(`${url} has no variants`);
  return [...sets.webp.split(', '), ...sets.jpg.split(', ')].map((entry) => entry.split(' ')[0]!);
};

async function expectCleanVariant(url: string, maxWidth: number) {
  const served = await fetchMedia(url);
  expect(served.status, url).toBe(200);
  expect(served.headers.get('content-type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
  expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  const metadata = await sharp(served.bytes).metadata();
  expect(metadata).toMatchObject({ format: url.endsWith('.webp') ? 'webp' : 'jpeg' });
  expect(metadata.exif, `${url} carries EXIF`).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.comments ?? []).toEqual([]);
  expect(metadata.width).toBeLessThanOrEqual(maxWidth);
  expect(served.bytes.includes('Camera 12')).toBe(false);
  return metadata;
}

describe('a camera photo with GPS', () => {
  it('as a post photo: every variant is served without EXIF, GPS or any metadata, cached for a day', async () => {
    const author = await signUp();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes('Camera 12')).toBe(true);

    const url = await uploadedPhoto(author.token, 'post', original);
    const created = await api('POST /api/social-posts', { token: author.token, body: { content: 'Sunrise run', mediaUrls: [url] } });

    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.mediaUrls).toEqual([url]);
    expect(url).toMatch(/^\/media\/posts\/[0-9a-f-]{36}\/1080\.jpg$/);
    const widths = await Promise.all(variantUrlsOf(url).map(async (variant) => (await expectCleanVariant(variant, 1080)).width));
    expect(widths).toEqual([320, 1080, 320, 1080]);
  });

  it("as a private account's profile photo: the same, at 320 px", async () => {
    const account = await signUp();
    await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { isPrivate: true } });

    const url = await uploadedPhoto(account.token, 'avatar', await jpegWithGps());
    const updated = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { profileImage: url } });

    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.profileImage).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\/320\.jpg$/);
    for (const variant of variantUrlsOf(url)) await expectCleanVariant(variant, 320);
  });
});

describe('files that are not usable photos are refused with a reason, and nothing is served', () => {
  it('a 20000x20000 PNG of a few hundred KB', async () => {
    const account = await signUp();
    const png = await hugePng();
    expect(png.length).toBeLessThan(500_000);

    const upload = await uploadPhoto(account.token, 'post', png, 'image/png');

    expect(upload).toEqual({ uploadId: upload.uploadId, purpose: 'post', status: 'rejected', url: null, reason: TOO_MANY_PIXELS });
    expect(TOO_MANY_PIXELS).toBe('This photo is too large: at most 16 megapixels.');
    expect((await fetchMedia(`/media/posts/${upload.uploadId}/320.jpg`)).status).toBe(404);
  });

  it('a JPEG signature (FF D8 FF) followed by an HTML page', async () => {
    const account = await signUp();

    const upload = await uploadPhoto(account.token, 'avatar', htmlAfterJpegSignature());

    expect(upload).toMatchObject({ status: 'rejected', url: null, reason: NOT_AN_IMAGE });
    expect((await fetchMedia(`/media/avatars/${upload.uploadId}/320.jpg`)).status).toBe(404);
  });

  it('a rejected upload cannot be used: the post or profile is refused with its reason', async () => {
    const account = await signUp();
    const upload = await uploadPhoto(account.token, 'post', htmlAfterJpegSignature());

    const post = await api('POST /api/social-posts', { token: account.token, body: { content: 'x', mediaUrls: [`/media/posts/${upload.uploadId}/1080.jpg`] } });

    expect(post).toMatchObject({ status: 400, body: { message: NOT_AN_IMAGE } });
  });

  it('a GIF that is also JavaScript comes out as new pixels: no byte of the script survives', async () => {
    const account = await signUp();
    const polyglot = await gifJsPolyglot();
    expect(polyglot.includes(POLYGLOT_SCRIPT)).toBe(true);
    expect((await sharp(polyglot).metadata()).format).toBe('gif');

    const upload = await uploadPhoto(account.token, 'post', polyglot, 'image/gif');

    if (upload.status === 'rejected') return expect(upload.reason).toBe(NOT_AN_IMAGE);
    for (const variant of variantUrlsOf(upload.url!)) {
      const served = await fetchMedia(variant);
      expect(served.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
      expect(served.bytes.includes(POLYGLOT_SCRIPT)).toBe(false);
      expect(served.bytes.includes('GIF89a')).toBe(false);
    }
  });
});

describe('the upload policy, as S3 enforces it', () => {
  it('refuses a file over 10 MB', async () => {
    const account = await signUp();
    const ticket = await requestUpload(account.token, 'post');

    const posted = await postUploadForm(ticket, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff));

    expect(posted.status).toBe(400);
    expect(posted.body).toContain('<Code>EntityTooLarge</Code>');
    expect(await settledUploadOrPending(account.token, ticket.uploadId)).toBe('pending');
  });

  it('refuses another content type than the one the policy names, and an HTML page declared as one', async () => {
    const account = await signUp();
    const ticket = await requestUpload(account.token, 'post', 'image/png');

    const html = await postUploadForm(ticket, Buffer.from(HTML_PAYLOAD), { fields: { 'Content-Type': 'text/html' }, type: 'text/html' });
    const jpeg = await postUploadForm(ticket, await jpegWithGps(), { fields: { 'Content-Type': 'image/jpeg' } });

    expect([html.status, jpeg.status]).toEqual([403, 403]);
    expect(html.body).toContain('Policy Condition failed');
  });

  it('refuses another key, a changed policy and a field the policy does not name', async () => {
    const account = await signUp();
    const ticket = await requestUpload(account.token, 'post');
    const photo = await jpegWithGps({ width: 64, height: 64 });
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    const widened = Buffer.from(JSON.stringify({ ...policy, conditions: [...policy.conditions, ['starts-with', '$key', 'uploads/']] })).toString('base64');

    const otherKey = await postUploadForm(ticket, photo, { fields: { key: `uploads/someone-else/${ticket.uploadId}` } });
    const changedPolicy = await postUploadForm(ticket, photo, { fields: { Policy: widened } });
    const extraField = await postUploadForm(ticket, photo, { fields: { 'x-amz-meta-owner': 'me' } });

    expect([otherKey.status, changedPolicy.status, extraField.status]).toEqual([403, 403, 403]);
  });

  it('refuses a content type that is not a photo when the upload is requested', async () => {
    const account = await signUp();

    const svg = await api('POST /api/media/uploads', { token: account.token, untypedBody: { purpose: 'post', contentType: 'image/svg+xml' } });
    const html = await api('POST /api/media/uploads', { token: account.token, untypedBody: { purpose: 'avatar', contentType: 'text/html' } });

    expect(svg).toMatchObject({ status: 400, body: { message: expect.stringContaining('Unsupported image type. Use JPEG, PNG, WebP or GIF') } });
    expect(html.status).toBe(400);
  });
});

describe('who may use a photo', () => {
  it("an upload is its owner's: another person reads it as not found and cannot put it in a post", async () => {
    const owner = await signUp();
    const other = await signUp();
    const upload = await uploadPhoto(owner.token, 'post');

    const read = await api('GET /api/media/uploads/{id}', { params: { id: upload.uploadId }, token: other.token });
    const post = await api('POST /api/social-posts', { token: other.token, body: { content: 'mine now', mediaUrls: [upload.url!] } });

    expect(read).toMatchObject({ status: 404, body: { message: 'Upload not found' } });
    expect(post.status).toBe(400);
  });

  it('a photo goes to one post only, and a post photo is not a profile photo', async () => {
    const account = await signUp();
    const url = await uploadedPhoto(account.token, 'post');

    const first = await api('POST /api/social-posts', { token: account.token, body: { content: 'one', mediaUrls: [url] } });
    const second = await api('POST /api/social-posts', { token: account.token, body: { content: 'two', mediaUrls: [url] } });
    const avatar = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { profileImage: url } });

    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 409, body: { message: 'This photo is already used. Upload it again.' } });
    expect(avatar.status).toBe(400);
  });

  it('a photo still being processed is not taken yet', async () => {
    const account = await signUp();
    const ticket = await requestUpload(account.token, 'post');

    const post = await api('POST /api/social-posts', { token: account.token, body: { content: 'too soon', mediaUrls: [`/media/posts/${ticket.uploadId}/1080.jpg`] } });

    expect(post).toMatchObject({ status: 409, body: { message: 'The photo is still being processed. Try again in a moment.' } });
  });

  it('an image inside the JSON body (the data URL of spec 001) is refused: photos are uploaded first', async () => {
    const account = await signUp();
    const dataUrl = `data:image/jpeg;base64,${(await jpegWithGps({ width: 32, height: 32 })).toString('base64')}`;

    const post = await api('POST /api/social-posts', { token: account.token, body: { content: 'inline', mediaUrls: [dataUrl] } });
    const profile = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { profileImage: dataUrl } });

    for (const result of [post, profile]) {
      expect(result).toMatchObject({ status: 400, body: { message: expect.stringContaining('Upload the photo first (POST /api/media/uploads)') } });
    }
  });
});

/** The upload's status without waiting for it to settle (a refused POST never stores anything to process). */
async function settledUploadOrPending(token: string, uploadId: string): Promise<string> {
  const result = await api('GET /api/media/uploads/{id}', { params: { id: uploadId }, token });
  return result.body.status;
}

