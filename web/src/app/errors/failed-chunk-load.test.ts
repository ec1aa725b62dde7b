import { describe, expect, it } from 'vitest';
import { isFailedChunkLoad } from './failed-chunk-load';

describe('isFailedChunkLoad', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://fit.example.com/assets/home-screen-abc.js',
    'error loading dynamically imported module: https://fit.example.com/assets/home-screen-abc.js',
    'Importing a module script failed.',
  ])('knows a failed chunk load: %s', (message) => {
    expect(isFailedChunkLoad(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the general message', () => {
    expect(isFailedChunkLoad(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isFailedChunkLoad({ status: 404 })).toBe(false);
    expect(isFailedChunkLoad(undefined)).toBe(false);
  });
});
