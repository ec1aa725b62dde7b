import { useSyncExternalStore } from 'react';
import {
  DARK_CLASS,
  DARK_SCHEME_QUERY,
  parseThemePreference,
  resolveTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemePreference,
} from './theme-preference';

const listeners = new Set<() => void>();

function readStoredPreference(): ThemePreference {
  try {
    return parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage blocked (some private modes): the device's setting.
    return 'system';
  }
}

let preference: ThemePreference = typeof window === 'undefined' ? 'system' : readStoredPreference();

const systemPrefersDark = () => typeof window !== 'undefined' && window.matchMedia(DARK_SCHEME_QUERY).matches;

/** The theme the page shows now. */
export const currentTheme = (): Theme => resolveTheme(preference, systemPrefersDark());

/** Puts the theme on <html> (the class the dark colours hang on) and on the browser's bar. */
function applyTheme(): void {
  const theme = currentTheme();
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

function changed(): void {
  applyTheme();
  for (const listener of listeners) listener();
}

/**
 * Once, as the app starts (main.tsx): applies the theme (the boot script in index.html already did, before the first
 * paint) and follows the device's setting and the choice made in another tab.
 */
export function startThemeSync(): void {
  applyTheme();
  window.matchMedia(DARK_SCHEME_QUERY).addEventListener('change', changed);
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    preference = readStoredPreference();
    changed();
  });
}

/** Settings' choice: applied at once and kept on this device. */
export function setThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not kept across reloads where storage is blocked; shown for this visit all the same.
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's choice: Light, Dark or System. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, () => preference, () => 'system');
}

/** The theme shown, for what CSS cannot colour (a chart's canvas). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
