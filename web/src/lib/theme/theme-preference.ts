/**
 * The colour theme (issue 27): what the person chose in Settings and what the page shows. Light, Dark or System
 * (the default: the device's setting, followed live). The choice is this device's, kept in localStorage, not on the
 * server: a phone in a dim gym and a laptop at a desk may want different ones.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

/** localStorage key of the choice; web/build/theme-boot.ts reads it before the first paint. */
export const THEME_STORAGE_KEY = 'social-fitness:theme';
/** The class on <html> that turns the dark colours on (web/src/dark-theme.css). */
export const DARK_CLASS = 'dark';
/** The media query for the device's setting. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/**
 * The browser's own bar (meta theme-color) per theme: the brand blue, as the manifest's theme_color, in light; the
 * dark header's surface (slate-900) in dark, so the status bar does not glare.
 */
export const THEME_COLORS: Record<Theme, string> = { light: '#2563eb', dark: '#0f172a' };

/** The stored choice, or System for nothing stored or anything unknown (an older or hand-edited value). */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(stored ?? '') ? (stored as ThemePreference) : 'system';
}

/** The theme shown: the choice, or for System the device's setting. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
