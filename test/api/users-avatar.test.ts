import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/api-types';
import { PROFILE_IMAGE_MAX_STORED_BYTES } from '../../shared/profile';
import { baseUrl, call, signUp } from '../support/api';
import { me, patchProfile } from './users-helpers';

// A real 1×1 PNG, and the first bytes of a JPEG (the type is read from the bytes; nothing decodes the pixels).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const dataUrl = (bytes: Buffer, declared: string) => `data:${declared};base64,${bytes.toString('base64')}`;

async function fetchMedia(url: string) {
  const response = await fetch(baseUrl() + url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('profile images', () => {
  it('stores an uploaded image, served at its /media URL with its real type; /api/auth/me shows it', async () => {
    const account = await signUp();

    const user = await patchProfile(account.token, account.user.id, { profileImage: dataUrl(PNG, 'image/jpeg') });

    expect(user.profileImage).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await fetchMedia(user.profileImage!);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(PNG)).toBe(true);
    expect((await me(account.token)).profileImage).toBe(user.profileImage);
  });

  it('deletes the old image when a new one replaces it (PUT)', async () => {
    const account = await signUp();
    const first = await patchProfile(account.token, account.user.id, { profileImage: dataUrl(PNG, 'image/png') });

    const result = await call<User>('PUT', `/api/users/${account.user.id}`, { token: account.token, body: { profileImage: dataUrl(JPEG, 'image/jpeg') } });

    expect(result.status).toBe(200);
    expect(result.body.profileImage).toMatch(/^\/media\/avatars\/.+\.jpg$/);
    expect((await fetchMedia(result.body.profileImage!)).type).toBe('image/jpeg');
    expect((await fetchMedia(first.profileImage!)).status).toBe(404);
  });

  it('keeps the image when its current URL is sent back with other changes', async () => {
    const account = await signUp();
    const first = await patchProfile(account.token, account.user.id, { profileImage: dataUrl(PNG, 'image/png') });

    const updated = await patchProfile(account.token, account.user.id, { profileImage: first.profileImage, bio: 'Still me' });

    expect(updated).toMatchObject({ profileImage: first.profileImage, bio: 'Still me' });
    expect((await fetchMedia(first.profileImage!)).status).toBe(200);
  });

  it('removes the image (and its object) when null is sent', async () => {
    const account = await signUp();
    const first = await patchProfile(account.token, account.user.id, { profileImage: dataUrl(PNG, 'image/png') });

    const updated = await patchProfile(account.token, account.user.id, { profileImage: null });

    expect(updated.profileImage).toBeNull();
    expect((await me(account.token)).profileImage).toBeNull();
    expect((await fetchMedia(first.profileImage!)).status).toBe(404);
  });

  it("refuses another image's /media URL with 400: a profile only points at images it stored", async () => {
    const owner = await signUp();
    const other = await signUp();
    const theirs = await patchProfile(other.token, other.user.id, { profileImage: dataUrl(PNG, 'image/png') });

    const result = await call('PATCH', `/api/users/${owner.user.id}`, { token: owner.token, body: { profileImage: theirs.profileImage } });

    expect(result.status).toBe(400);
    expect((await me(owner.token)).profileImage).toBeNull();
  });

  it.each([
    ['an SVG', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')],
    ['HTML declared as a PNG', dataUrl(Buffer.from('<html><body>hi</body></html>'), 'image/png')],
    ['a URL that is not a data URL', 'https://example.com/me.png'],
    ['a truncated data URL', 'data:image/png;base64,iVBORw0K?'],
  ])('refuses %s with 400, changing nothing', async (_case, profileImage) => {
    const account = await signUp();

    const result = await call('PATCH', `/api/users/${account.user.id}`, { token: account.token, body: { profileImage, bio: 'not saved' } });

    expect(result.status).toBe(400);
    expect(await me(account.token)).toEqual(account.user);
  });

  it('refuses an image over the stored limit with 413, changing nothing', async () => {
    const account = await signUp();
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_STORED_BYTES + 1 - PNG.length)]);

    const result = await call('PATCH', `/api/users/${account.user.id}`, { token: account.token, body: { profileImage: dataUrl(tooLarge, 'image/png') } });

    expect(result.status).toBe(413);
    expect(result.body).toEqual({ message: 'Please select an image smaller than 5MB' });
    expect(await me(account.token)).toEqual(account.user);
  });

  it('accepts an image just under the stored limit', async () => {
    const account = await signUp();
    const largest = Buffer.concat([PNG, Buffer.alloc(PROFILE_IMAGE_MAX_STORED_BYTES - PNG.length)]);

    const user = await patchProfile(account.token, account.user.id, { profileImage: dataUrl(largest, 'image/png') });

    expect((await fetchMedia(user.profileImage!)).bytes.length).toBe(PROFILE_IMAGE_MAX_STORED_BYTES);
  });
});
