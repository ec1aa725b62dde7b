import { describe, expect, it } from 'vitest';
import { BadRequest, PayloadTooLarge } from '../errors';
import { decodeDataUrl } from './data-url';

const dataUrl = (bytes: Uint8Array | string, mime = 'image/png') => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

describe('decodeDataUrl', () => {
  it('answers the bytes of a base64 data URL', () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect([...decodeDataUrl(dataUrl(bytes), 100)]).toEqual([...bytes]);
  });

  it('accepts parameters before ;base64 and any declared type (the bytes decide the type later)', () => {
    expect(decodeDataUrl('data:image/jpeg;name=me.jpg;base64,AAEC', 10)).toEqual(Buffer.from([0, 1, 2]));
    expect(decodeDataUrl('data:application/octet-stream;base64,AAEC', 10)).toEqual(Buffer.from([0, 1, 2]));
  });

  it.each([
    ['not a data URL', 'https://example.com/a.png'],
    ['a media URL', '/media/avatars/x.png'],
    ['no base64 marker', 'data:image/png,iVBORw0KGgo='],
    ['no mime type', 'data:;base64,iVBORw0KGgo='],
    ['an empty payload', 'data:image/png;base64,'],
    ['a truncated payload', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEU'],
    ['characters outside base64', 'data:image/png;base64,iVBO<svg>KGgo'],
    ['whitespace in the payload', 'data:image/png;base64,iVBO Rw0K'],
    ['base64url characters', 'data:image/png;base64,iV_O-w0K'],
    ['padding in the middle', 'data:image/png;base64,iV==Rw0K'],
  ])('refuses %s with 400', (_case, value) => {
    const attempt = () => decodeDataUrl(value, 1000);
    expect(attempt).toThrow(BadRequest);
    expect(attempt).toThrow('The image must be a base64 data URL.');
  });

  it('accepts exactly maxBytes and refuses one byte more with 413', () => {
    expect(decodeDataUrl(dataUrl(new Uint8Array(10)), 10)).toHaveLength(10);
    const attempt = () => decodeDataUrl(dataUrl(new Uint8Array(11)), 10);
    expect(attempt).toThrow(PayloadTooLarge);
    expect(attempt).toThrow('Please select an image smaller than 5MB');
  });

  it('counts padding when measuring: 11 bytes in 16 characters fit 11 but not 10', () => {
    const url = dataUrl(new Uint8Array(11));
    expect(url.endsWith('=')).toBe(true);
    expect(decodeDataUrl(url, 11)).toHaveLength(11);
    expect(() => decodeDataUrl(url, 10)).toThrow(PayloadTooLarge);
  });

  it('refuses an oversized payload from its length, before looking at its characters', () => {
    // Not valid base64 at all, but far too long: the size answers first, without decoding.
    const huge = `data:image/png;base64,${'!'.repeat(8_000_000)}`;
    expect(() => decodeDataUrl(huge, 5 * 1024 * 1024)).toThrow(PayloadTooLarge);
  });
});
