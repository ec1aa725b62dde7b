import { describe, expect, it } from 'vitest';
import { parseThemePreference, resolveTheme, THEME_PREFERENCES } from './theme-preference';

describe('the theme preference', () => {
  it('reads a stored choice back as it was stored', () => {
    for (const preference of THEME_PREFERENCES) expect(parseThemePreference(preference)).toBe(preference);
  });

  it('is System when nothing is stored or the stored value is unknown', () => {
    for (const stored of [null, undefined, '', 'Dark', 'auto', '{"theme":"dark"}']) expect(parseThemePreference(stored)).toBe('system');
  });

  it('System shows what the device asks for', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('Light and Dark hold whatever the device asks for', () => {
    for (const systemPrefersDark of [true, false]) {
      expect(resolveTheme('light', systemPrefersDark)).toBe('light');
      expect(resolveTheme('dark', systemPrefersDark)).toBe('dark');
    }
  });
});
