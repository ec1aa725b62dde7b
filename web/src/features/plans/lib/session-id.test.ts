import { describe, expect, it } from 'vitest';
import { isSessionIdFormat } from './session-id';

describe('isSessionIdFormat', () => {
  it('accepts 21 lower-case letters and digits', () => {
    expect(isSessionIdFormat('0lz8k2m3a4b5c6d7e8f9g')).toBe(true);
  });

  it('refuses other lengths, upper case and other characters', () => {
    expect(isSessionIdFormat('abc')).toBe(false);
    expect(isSessionIdFormat('0LZ8K2M3A4B5C6D7E8F9G')).toBe(false);
    expect(isSessionIdFormat('0lz8k2m3a4b5c6d7e8f9-')).toBe(false);
    expect(isSessionIdFormat('')).toBe(false);
  });
});
