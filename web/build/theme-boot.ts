import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { DARK_CLASS, DARK_SCHEME_QUERY, THEME_COLORS, THEME_STORAGE_KEY } from '../src/lib/theme/theme-preference';

/**
 * Sets the theme on <html> before anything is painted, as web/src/lib/theme/theme-store.ts does once the app runs:
 * the stored choice, or the device's setting for System (or nothing, or anything unknown, stored).
 */
export function themeBootScript(): string {
  return `(() => {
  let stored = null;
  try {
    stored = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
  } catch {}
  const dark = stored === 'dark' || (stored !== 'light' && matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches);
  if (!dark) return;
  document.documentElement.classList.add(${JSON.stringify(DARK_CLASS)});
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', ${JSON.stringify(THEME_COLORS.dark)});
})();
`;
}

/**
 * Issue 27, no flash of the wrong theme: a small classic script in <head>, without async or defer, so it runs before
 * the body (index.html's opening screen) is painted. An external file, as the Content Security Policy allows no inline
 * script (infra/security-headers.ts); content-hashed, so it is cached for good and precached by the service worker.
 */
export function themeBoot(): Plugin {
  let base = '/';
  return {
    name: 'theme-boot',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('theme-boot: index.html is not in the bundle');
      const source = themeBootScript();
      const fileName = `assets/theme-boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = String(html.source);
      const anchor = /<meta name="theme-color"[^>]*>/;
      if (!anchor.test(page)) return this.error('theme-boot: index.html has no <meta name="theme-color">');
      // After the meta it updates, before the stylesheet and the entry: it holds up nothing but itself.
      html.source = page.replace(anchor, (meta) => `${meta}\n    <script src="${base}${fileName}"></script>`);
    },
  };
}
