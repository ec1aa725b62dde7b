import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Draws the app icons into web/public from the favicon's design (blue square, white barbell) with the Chromium the
 * e2e tests use, so no image library is needed: `npx tsx web/scripts/make-icons.ts`. The maskable icon keeps the
 * barbell inside the central 80 % safe zone on a full-bleed background; the apple-touch-icon is square (iOS rounds it).
 */
const BARBELL = '<path d="M7 13v6M10 11v10M22 11v10M25 13v6M10 16h12" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2563eb"/>${BARBELL}</svg>`;
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2563eb"/>${BARBELL}</svg>`;
// Scaled to 70 % around the centre so the barbell stays well inside the maskable safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2563eb"/><g transform="translate(4.8 4.8) scale(0.7)">${BARBELL}</g></svg>`;

const ICONS: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: square },
];

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await writeFile(`${publicDir}${icon.file}`, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } }));
    await page.close();
  }
} finally {
  await browser.close();
}
