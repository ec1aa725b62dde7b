import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dark theme remaps colours per property (web/src/dark-theme.css). A light surface, a dark text colour or a light
 * border used without its dark line would show its light value on the dark page: this lists those uses.
 */
const SRC = import.meta.dirname;
const css = readFileSync(path.join(SRC, 'dark-theme.css'), 'utf8');
const darkBlock = css.slice(css.indexOf(':root.dark'));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const UTILITY = /(?<![\w-])(bg|text|border(?:-[tblrxy])?|divide|ring)-(white|[a-z]+-\d{2,3})(?=[\s"'`/]|$)/g;
const PROPERTY = { bg: 'background-color', text: 'text-color', border: 'border-color', divide: 'border-color', ring: 'ring-color' } as const;

/** Whether the theme has to remap this colour for this property: light surfaces and borders, dark text. */
function needsDarkValue(property: keyof typeof PROPERTY, color: string): boolean {
  if (color === 'white') return property === 'bg' || property === 'ring';
  const [hue, shadeText] = color.split('-') as [string, string];
  const shade = Number(shadeText);
  if (hue === 'black') return false;
  if (property === 'text') return hue === 'slate' ? shade >= 300 : shade >= 600;
  if (property === 'bg') return shade <= 300;
  if (property === 'ring') return false;
  return hue === 'slate' ? shade <= 400 : shade <= 300;
}

describe('the dark theme', () => {
  it('has a dark value for every light surface, dark text colour and light border the app uses', () => {
    const missing = new Set<string>();
    const files = [...sourceFiles(SRC), path.join(SRC, '../index.html')];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(UTILITY)) {
        const [, rawProperty = '', color = ''] = match;
        const property = (rawProperty.startsWith('border') ? 'border' : rawProperty) as keyof typeof PROPERTY;
        if (!needsDarkValue(property, color)) continue;
        if (!darkBlock.includes(`--${PROPERTY[property]}-${color}:`)) missing.add(`${property}-${color} (${path.relative(SRC, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
