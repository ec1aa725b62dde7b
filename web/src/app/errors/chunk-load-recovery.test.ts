import { describe, expect, it } from 'vitest';
import { failedFileUrl } from './chunk-load-recovery';

describe('failedFileUrl', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://fit.example.com/assets/toaster-abc.js', 'https://fit.example.com/assets/toaster-abc.js'],
    ['error loading dynamically imported module: http://127.0.0.1:3000/assets/home-screen-abc.js', 'http://127.0.0.1:3000/assets/home-screen-abc.js'],
    ['Unable to preload CSS for /assets/index-abc.css', '/assets/index-abc.css'],
  ])('reads the file from %s', (message, url) => {
    expect(failedFileUrl(new TypeError(message))).toBe(url);
  });

  it("falls back to the app's own address when the message names no file (Safari)", () => {
    expect(failedFileUrl(new TypeError('Importing a module script failed.'))).toBe('/');
  });
});
