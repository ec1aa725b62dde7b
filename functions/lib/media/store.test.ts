import { beforeAll, describe, expect, it } from 'vitest';
import { deleteMedia, mediaKeysOf } from './index';

const UPLOAD = '0b7e4b1c-3c55-4e0c-9d0e-6a3f3f7f2a10';

describe('mediaKeysOf', () => {
  it('names every variant of a processed post photo and of an avatar', () => {
    expect(mediaKeysOf(`/media/posts/${UPLOAD}/1080.jpg`)).toEqual([
      `media/posts/${UPLOAD}/320.webp`,
      `media/posts/${UPLOAD}/320.jpg`,
      `media/posts/${UPLOAD}/1080.webp`,
      `media/posts/${UPLOAD}/1080.jpg`,
    ]);
    expect(mediaKeysOf(`/media/avatars/${UPLOAD}/320.jpg`)).toEqual([`media/avatars/${UPLOAD}/320.webp`, `media/avatars/${UPLOAD}/320.jpg`]);
  });

  it('names the one file of a photo stored before variants', () => {
    expect(mediaKeysOf(`/media/avatars/${UPLOAD}.png`)).toEqual([`media/avatars/${UPLOAD}.png`]);
  });
});

describe('deleteMedia ignores what it did not store', () => {
  // Without a bucket name, any attempt to reach S3 fails: resolving means nothing was attempted.
  beforeAll(() => {
    delete process.env.MEDIA_BUCKET;
  });

  it('does attempt a URL shaped like the ones it stores', async () => {
    await expect(deleteMedia(`/media/posts/${UPLOAD}/1080.jpg`)).rejects.toThrow('MEDIA_BUCKET');
  });

  it.each([null, undefined, '', 'https://example.com/media/avatars/x.png', '/media/../secret.png', `/media/posts/${UPLOAD}/../x.jpg`, '/api/users/1', 'data:image/png;base64,AAAA'])(
    '%s',
    async (url) => {
      await expect(deleteMedia(url)).resolves.toBeUndefined();
    },
  );
});
