import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api';
import { fetchMedia, uploadedPhoto } from './media-helpers';
import { me, patchProfile } from './users-helpers';

const variantsOf = (url: string) => [url, url.replace(/\.jpg$/, '.webp')];

describe('profile photos (uploaded and processed first: test/api/media.test.ts)', () => {
  it('takes a processed upload: served at its /media URL as JPEG and WebP; /api/auth/me shows it', async () => {
    const account = await signUp();
    const url = await uploadedPhoto(account.token, 'avatar');

    const user = await patchProfile(account.token, account.user.id, { profileImage: url });

    expect(user.profileImage).toBe(url);
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\/320\.jpg$/);
    const [jpeg, webp] = await Promise.all(variantsOf(url).map(fetchMedia));
    expect([jpeg!.status, jpeg!.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect([webp!.status, webp!.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await me(account.token)).profileImage).toBe(url);
  });

  it('deletes every variant of the old photo when a new one replaces it (PUT)', async () => {
    const account = await signUp();
    const first = await patchProfile(account.token, account.user.id, { profileImage: await uploadedPhoto(account.token, 'avatar') });
    const next = await uploadedPhoto(account.token, 'avatar');

    const result = await api('PUT /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { profileImage: next } });

    expect(result.status).toBe(200);
    expect(result.body.profileImage).toBe(next);
    for (const gone of variantsOf(first.profileImage!)) expect((await fetchMedia(gone)).status).toBe(404);
  });

  it('keeps the photo when its current URL is sent back with other changes', async () => {
    const account = await signUp();
    const first = await patchProfile(account.token, account.user.id, { profileImage: await uploadedPhoto(account.token, 'avatar') });

    const updated = await patchProfile(account.token, account.user.id, { profileImage: first.profileImage, bio: 'Still me' });

    expect(updated).toMatchObject({ profileImage: first.profileImage, bio: 'Still me' });
    expect((await fetchMedia(first.profileImage!)).status).toBe(200);
  });

  it('removes the photo (and its objects) when null is sent', async () => {
    const account = await signUp();
    const first = await patchProfile(account.token, account.user.id, { profileImage: await uploadedPhoto(account.token, 'avatar') });

    const updated = await patchProfile(account.token, account.user.id, { profileImage: null });

    expect(updated.profileImage).toBeNull();
    expect((await me(account.token)).profileImage).toBeNull();
    for (const gone of variantsOf(first.profileImage!)) expect((await fetchMedia(gone)).status).toBe(404);
  });

  it("refuses another person's photo with 400: a profile only points at photos its owner uploaded", async () => {
    const owner = await signUp();
    const other = await signUp();
    const theirs = await patchProfile(other.token, other.user.id, { profileImage: await uploadedPhoto(other.token, 'avatar') });

    const result = await api('PATCH /api/users/{id}', { params: { id: owner.user.id }, token: owner.token, body: { profileImage: theirs.profileImage } });

    expect(result.status).toBe(400);
    expect((await me(owner.token)).profileImage).toBeNull();
  });

  it.each([
    ['an image as a data URL', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='],
    ['a URL on another site', 'https://example.com/me.png'],
    ['a /media URL that no upload answered', '/media/avatars/0b7e4b1c-3c55-4e0c-9d0e-6a3f3f7f2a10/320.jpg'],
    ['a path out of /media', '/media/../api/users'],
  ])('refuses %s with 400, changing nothing', async (_case, profileImage) => {
    const account = await signUp();

    const result = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { profileImage, bio: 'not saved' } });

    expect(result.status).toBe(400);
    expect(await me(account.token)).toEqual(account.user);
  });
});
