import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme, THEME_COLORS, THEME_STORAGE_KEY } from '../src/lib/theme/theme-preference';
import { themeBootScript } from './theme-boot';

/** Runs the boot script as a browser would; returns what it did to <html> and to the theme-color meta. */
function boot({ stored, systemPrefersDark, storageBlocked = false }: { stored: string | null; systemPrefersDark: boolean; storageBlocked?: boolean }) {
  const classes = new Set<string>();
  const meta = { content: THEME_COLORS.light, setAttribute: (_name: string, value: string) => (meta.content = value) };
  const localStorage = {
    getItem: (key: string) => {
      if (storageBlocked) throw new Error('SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } }, querySelector: () => meta };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemPrefersDark });
  new Function('localStorage', 'document', 'matchMedia', themeBootScript())(localStorage, document, matchMedia);
  return { dark: classes.has('dark'), themeColor: meta.content };
}

describe('the theme boot script', () => {
  it('paints what the app will show, for every stored value and device setting', () => {
    for (const stored of [null, 'system', 'light', 'dark', 'bogus']) {
      for (const systemPrefersDark of [false, true]) {
        const expected = resolveTheme(parseThemePreference(stored), systemPrefersDark);
        expect(boot({ stored, systemPrefersDark }), `${stored} on a ${systemPrefersDark ? 'dark' : 'light'} device`).toEqual({
          dark: expected === 'dark',
          themeColor: THEME_COLORS[expected],
        });
      }
    }
  });

  it('follows the device when storage is blocked', () => {
    expect(boot({ stored: 'light', systemPrefersDark: true, storageBlocked: true }).dark).toBe(true);
  });
});
