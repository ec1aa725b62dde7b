import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Settings' 'Your data' on a phone (issue 12): a Strong export is imported with a progress bar and a report of what
 * was imported, skipped and left out; importing it again adds nothing; a file over 20 MB is refused and a bad row is
 * reported without failing its workout (issue 26); 'Export CSV' downloads one row per set, formula-like text quoted.
 */
const STRONG_SAMPLE = join(import.meta.dirname, '../fixtures/strong-sample.csv');

let browser: Browser;
let account: AuthResponse & { password: string };
let page: Page;

const report = () => page.getByRole('region', { name: 'Import report' });

beforeAll(async () => {
  browser = await launchBrowser();
  account = await signUp();
  const saved = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body: { trainingSettings: { weightUnit: 'kg' } } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  page = await signedInPage(browser, { ...account, user: { ...account.user, trainingSettings: { weightUnit: 'kg' } } as AuthResponse['user'] });
});

afterAll(async () => {
  await browser?.close();
});

describe("Settings' Your data", () => {
  it('imports a Strong file with progress and a report, and the same file again adds nothing', async () => {
    await page.goto(`${baseUrl()}/profile/settings`);
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'data-transfer-settings');

    await page.getByLabel('Import from Strong or Hevy').setInputFiles(STRONG_SAMPLE);
    await report().waitFor();
    await page.getByRole('status').filter({ hasText: 'Sent 1 of 1 batches.' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('value')).toBe('1');
    const text = await report().innerText();
    expect(text).toContain('Strong file strong-sample.csv, weights read in kg');
    expect(text).toContain('2 workouts imported');
    expect(text).toContain('0 workouts skipped as already imported');
    expect(text).toContain('3 rows skipped');
    expect(await report().getByRole('list', { name: 'Rows skipped' }).getByRole('listitem').allInnerTexts()).toEqual([
      "Row 6: Weight 'heavy' is not a number",
      'Row 9: No exercise name',
      "Row 10: Date 'yesterday' is not a date",
    ]);
    // Issue 29: the file's RPE and set note are kept, so the report names nothing imported differently.
    await expect(report().getByRole('list', { name: 'Imported differently' }).count()).resolves.toBe(0);
    expect(await fitsViewport(page)).toBe(true);
    await report().scrollIntoViewIfNeeded();
    await checkScreen(page, 'data-transfer-import-report');

    await page.getByLabel('Import from Strong or Hevy').setInputFiles(STRONG_SAMPLE);
    await report().getByText('2 workouts skipped as already imported').waitFor();
    expect(await report().innerText()).toContain('0 workouts imported');
    const statistics = await api('GET /api/users/{id}/statistics', { params: { id: account.user.id }, token: account.token });
    expect(statistics.body.totalWorkouts).toBe(2);
  });

  it('refuses a file over 20 MB before reading it, and reports a bad row without failing its workout (issue 26)', async () => {
    const input = page.getByLabel('Import from Strong or Hevy');
    await input.setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(21 * 1024 * 1024, 'a') });
    await page.getByRole('alert').filter({ hasText: 'This file is 21 MB: files up to 20 MB can be imported.' }).waitFor();
    await checkScreen(page, 'data-transfer-file-too-large');

    const file = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      "2024-04-02 18:00:00,Arms,30m,'=Curl,1,20,10,,,,,",
      '2024-04-02 18:00:00,Arms,30m,Dip\u0007,1,0,12,,,,,',
      '0001-01-01 00:00:00,Arms,30m,Curl,1,20,10,,,,,',
    ].join('\r\n');
    await input.setInputFiles({ name: 'arms.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await report().getByText('arms.csv').waitFor();
    expect(await report().innerText()).toContain('1 workout imported');
    expect(await report().getByRole('list', { name: 'Rows skipped' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Row 3: Exercise name contains control characters, which are not allowed.',
      "Row 4: Date '0001-01-01 00:00:00' is outside 1900-01-01 to tomorrow",
    ]);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('exports CSV: one row per set in Strong columns, weights in kg', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^workouts-\d{4}-\d{2}-\d{2}-kg\.csv$/);
    // The shared Chromium is connected to remotely, so the file is copied here rather than read where it landed.
    const path = join(mkdtempSync(join(tmpdir(), 'export-')), download.suggestedFilename());
    await download.saveAs(path);
    const rows = Papa.parse<string[]>(readFileSync(path, 'utf8').trim()).data;
    expect(rows[0]).toEqual(['Date', 'Workout Name', 'Duration', 'Exercise Name', 'Set Order', 'Weight', 'Reps', 'Distance', 'Seconds', 'Notes', 'Workout Notes', 'RPE']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[5], row[6], row[10]])).toEqual([
      ['2024-04-02 18:00:00', 'Arms', '30m', '1', '20', '10', ''],
      ['2024-03-06 07:15:00', 'Legs', '45m', '1', '100', '5', ''],
      ['2024-03-06 07:15:00', 'Legs', '45m', '2', '100', '5', ''],
      ['2024-03-04 18:30:00', 'Push Day', '1h 5m', 'W', '40', '10', 'Felt strong, slept well'],
      ['2024-03-04 18:30:00', 'Push Day', '1h 5m', '1', '80', '8', 'Felt strong, slept well'],
      ['2024-03-04 18:30:00', 'Push Day', '1h 5m', '2', '82.5', '6', 'Felt strong, slept well'],
      ['2024-03-04 18:30:00', 'Push Day', '1h 5m', '1', '15', '12', 'Felt strong, slept well'],
    ]);
    expect(rows[7]![3]).toBe('Cable Fly, Low to High');
    // The exercise imported as '=Curl is written so that a spreadsheet shows it as text and runs nothing.
    expect(rows[1]![3]).toBe("'=Curl");
    await page.getByRole('status').filter({ hasText: 'Exported 3 workouts as CSV.' }).waitFor();
    await checkScreen(page, 'data-transfer-exported');
  });
});
