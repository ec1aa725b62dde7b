import { beforeAll, describe, expect, it } from 'vitest';
import { BadRequest, PayloadTooLarge } from '../errors';
import { deleteMedia, storeImage } from './index';

// Every case here is refused before S3 is reached: no bucket or endpoint is configured in unit tests,
// so reaching S3 would fail differently (test/api/media.test.ts stores real objects).
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const store = (dataUrl: string, allowedTypes: readonly ('image/jpeg' | 'image/png' | 'image/webp' | 'image/gif')[] = AVATAR_TYPES) =>
  storeImage({ dataUrl, allowedTypes, maxBytes: 1024, folder: 'avatars' });
const declaredPng = (content: string | Uint8Array) => `data:image/png;base64,${Buffer.from(content).toString('base64')}`;

describe('storeImage refuses what is not an allowed image', () => {
  it.each([
    ['an SVG declared as image/png', declaredPng('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page declared as image/png', declaredPng('<!doctype html><script>alert(document.cookie)</script>')],
    ['plain text declared as image/png', declaredPng('hello')],
    ['an SVG declared as itself', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
  ])('%s → 400', async (_case, dataUrl) => {
    const attempt = store(dataUrl);
    await expect(attempt).rejects.toThrow(BadRequest);
    await expect(attempt).rejects.toThrow('Unsupported image type. Use JPEG, PNG or WebP.');
  });

  it('refuses a GIF where GIF is not allowed, and says which types are', async () => {
    await expect(store(declaredPng('GIF89a\x01\x00\x01\x00'))).rejects.toThrow('Unsupported image type. Use JPEG, PNG or WebP.');
  });

  it('mentions GIF when it is allowed', async () => {
    await expect(store(declaredPng('<svg/>'), [...AVATAR_TYPES, 'image/gif'])).rejects.toThrow(
      'Unsupported image type. Use JPEG, PNG, WebP or GIF.',
    );
  });

  it('refuses a malformed data URL and an oversized one', async () => {
    await expect(store('data:image/png;base64,iVBORw0KGgoAAAANSUhEU')).rejects.toThrow('The image must be a base64 data URL.');
    const tooLarge = declaredPng(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(1024)]));
    await expect(store(tooLarge)).rejects.toThrow(PayloadTooLarge);
  });
});

describe('deleteMedia ignores what it did not store', () => {
  // Without a bucket name, any attempt to reach S3 fails: resolving means nothing was attempted.
  beforeAll(() => {
    delete process.env.MEDIA_BUCKET;
  });

  it('does attempt a URL shaped like the ones it stores', async () => {
    await expect(deleteMedia('/media/avatars/0b7e4b1c-3c55-4e0c-9d0e-6a3f3f7f2a10.png')).rejects.toThrow('MEDIA_BUCKET');
  });

  it.each([null, undefined, '', 'https://example.com/media/avatars/x.png', '/media/../secret.png', '/api/users/1', 'data:image/png;base64,AAAA'])(
    '%s',
    async (url) => {
      await expect(deleteMedia(url)).resolves.toBeUndefined();
    },
  );
});
