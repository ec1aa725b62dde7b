import { describe, expect, it } from 'vitest';
import { sniffImageType, unsupportedImageTypeMessage } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('sniffImageType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
  ])('recognises %s from its magic bytes', (type, content) => {
    expect(sniffImageType(content)).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', bytes('<!doctype html><html><script>alert(1)</script></html>')],
    ['text', bytes('just some text')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['a JPEG signature missing its third byte', bytes([0xff, 0xd8])],
    ['GIF without a version', bytes('GIF8')],
    ['nothing', bytes()],
  ])('answers undefined for %s', (_case, content) => {
    expect(sniffImageType(content)).toBeUndefined();
  });
});

describe('unsupportedImageTypeMessage', () => {
  it('names only the allowed types', () => {
    expect(unsupportedImageTypeMessage(['image/jpeg', 'image/png', 'image/webp'])).toBe(
      'Unsupported image type. Use JPEG, PNG or WebP.',
    );
    expect(unsupportedImageTypeMessage(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])).toBe(
      'Unsupported image type. Use JPEG, PNG, WebP or GIF.',
    );
    expect(unsupportedImageTypeMessage(['image/png'])).toBe('Unsupported image type. Use PNG.');
  });
});
