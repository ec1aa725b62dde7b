import { afterEach, describe, expect, it } from 'vitest';
import { invalidateRemovedObjects, invalidationPathOf, MEDIA_DISTRIBUTION_ID_ENV } from './invalidation';

const UPLOAD = '0b7e4b1c-3c55-4e0c-9d0e-6a3f3f7f2a10';

describe('invalidationPathOf', () => {
  it("covers a processed photo's variants with its folder, and a single old file with itself", () => {
    expect(invalidationPathOf(`media/posts/${UPLOAD}/1080.webp`)).toBe(`/media/posts/${UPLOAD}/*`);
    expect(invalidationPathOf(`media/avatars/${UPLOAD}/320.jpg`)).toBe(`/media/avatars/${UPLOAD}/*`);
    expect(invalidationPathOf(`media/avatars/${UPLOAD}.png`)).toBe(`/media/avatars/${UPLOAD}.png`);
  });

  it.each(['uploads/user/x', 'media/posts/not-a-uuid/1.jpg', `web/${UPLOAD}.js`, ''])('ignores %s', (key) => {
    expect(invalidationPathOf(key)).toBeUndefined();
  });
});

describe('invalidateRemovedObjects without a distribution (locally)', () => {
  afterEach(() => {
    delete process.env[MEDIA_DISTRIBUTION_ID_ENV];
  });

  it('answers one path per photo for its four removed variants, calling no CloudFront', async () => {
    const keys = ['320.webp', '320.jpg', '1080.webp', '1080.jpg'].map((file) => `media/posts/${UPLOAD}/${file}`);
    await expect(invalidateRemovedObjects(keys)).resolves.toEqual([`/media/posts/${UPLOAD}/*`]);
  });
});
