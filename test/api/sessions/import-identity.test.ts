/**
 * Issue 29, deliverable 6: a workout's id comes from the file's own text. A workout imported by an older phone (whose
 * id came from its start read in the phone's time zone) is recognised by that id, sent alongside as legacySourceId,
 * and not imported twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../../../web/src/features/data-transfer/lib/parse-import-file';
import { api, signUp } from '../../support/api';

const strong = parseImportFile(readFileSync(join(import.meta.dirname, '../../fixtures', 'strong-sample.csv'), 'utf8'), 'kg').workouts;

const importWorkouts = async (token: string, workouts: readonly object[]) => {
  const result = await api('POST /api/workout-imports', { token, untypedBody: { workouts } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

describe('POST /api/workout-imports: a workout imported by an older phone', () => {
  it('is recognised by its old id and skipped, pointing at the workout already stored', async () => {
    const me = await signUp();
    // What a phone before this version sent: the old id as the id, no legacy id.
    const before = await importWorkouts(
      me.token,
      strong.map(({ legacySourceId, sourceId: _new, ...workout }) => ({ ...workout, sourceId: legacySourceId })),
    );
    expect(before.imported).toBe(2);

    const now = await importWorkouts(me.token, strong);

    expect(now).toMatchObject({ imported: 0, skipped: 2 });
    expect(now.results.map((result) => ('sessionId' in result ? result.sessionId : null))).toEqual(
      before.results.map((result) => ('sessionId' in result ? result.sessionId : null)),
    );
  });

  it('is imported when neither id was seen', async () => {
    const me = await signUp();

    const result = await importWorkouts(me.token, strong);

    expect(result).toMatchObject({ imported: 2, skipped: 0 });
  });
});
