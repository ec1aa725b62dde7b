import { describe, expect, it } from 'vitest';
import { firstScreenPreloadScript, type FirstScreenFiles } from './first-screen-preload';

const FILES: FirstScreenFiles = {
  signedOut: ['/assets/sign-in-a.js', '/assets/eye-b.js'],
  signedIn: ['/assets/signed-in-c.js', '/assets/home-reads-d.js'],
  home: ['/assets/home-only-e.js'],
};

/** Runs the script as a browser would, against a stored session and a path; returns the chunks it asked for. */
function preloadedBy(storage: Record<string, string>, pathname: string): { rel: string; href: string }[] {
  const links: { rel: string; href: string }[] = [];
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  const document = {
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => links.push(link) },
  };
  new Function('localStorage', 'document', 'location', firstScreenPreloadScript(FILES))(localStorage, document, { pathname });
  return links;
}

const signedIn = { 'social-fitness-auth': JSON.stringify({ token: 'a.b.c', user: { id: 'u1' } }) };

describe('the first-screen preload script', () => {
  it('preloads the signed-in frame and home for a stored session opening home', () => {
    expect(preloadedBy(signedIn, '/')).toEqual(
      ['/assets/signed-in-c.js', '/assets/home-reads-d.js', '/assets/home-only-e.js'].map((href) => ({ rel: 'modulepreload', href })),
    );
  });

  it('preloads only the frame on another path', () => {
    expect(preloadedBy(signedIn, '/workouts').map((link) => link.href)).toEqual(['/assets/signed-in-c.js', '/assets/home-reads-d.js']);
  });

  it('reads the generic token key too, as the app does', () => {
    expect(preloadedBy({ 'auth-token': 'a.b.c' }, '/').map((link) => link.href)).toContain('/assets/signed-in-c.js');
    expect(preloadedBy({ 'social-fitness-auth': '{not json', 'auth-token': 'a.b.c' }, '/').map((link) => link.href)).toContain('/assets/signed-in-c.js');
  });

  it('preloads sign-in with no session, an empty token or a stored value that is not JSON', () => {
    for (const storage of [{} as Record<string, string>, { 'social-fitness-auth': JSON.stringify({ token: '' }) }, { 'social-fitness-auth': '{not json' }]) {
      expect(preloadedBy(storage, '/').map((link) => link.href)).toEqual(['/assets/sign-in-a.js', '/assets/eye-b.js']);
    }
  });
});
