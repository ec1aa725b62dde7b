/**
 * Imports the workouts of a Health Auto Export request (shared/health/auto-export.ts): each read on its own and
 * imported once per person and id through the sessions domain, a few at a time. A workout that cannot be read, or
 * that the import refuses (a start in the future), is skipped and reported with its position; the others are kept.
 */
import { HttpError } from '../lib/errors';
import { importHealthWorkout } from '../sessions/index';
import { AutoExportFieldError, fromAutoExportWorkout } from '../../shared/health/auto-export';
import { healthWorkoutSchema } from '../../shared/schemas/health';
import type { HealthAutoExportResult } from '../../shared/api-types';

/** Imports at once: each is a transaction or two, so a full request of 200 takes about 25 rounds. */
const AT_ONCE = 8;

type Outcome = { imported: boolean } | { skipped: HealthAutoExportResult['skipped'][number] };

export async function importAutoExport(options: { userId: string; workouts: readonly unknown[] }): Promise<HealthAutoExportResult> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < options.workouts.length; start += AT_ONCE) {
    const chunk = options.workouts.slice(start, start + AT_ONCE);
    outcomes.push(...(await Promise.all(chunk.map((raw, offset) => importOne(options.userId, raw, start + offset)))));
  }
  return {
    imported: outcomes.filter((outcome) => 'imported' in outcome && outcome.imported).length,
    alreadyImported: outcomes.filter((outcome) => 'imported' in outcome && !outcome.imported).length,
    skipped: outcomes.flatMap((outcome) => ('skipped' in outcome ? [outcome.skipped] : [])),
  };
}

async function importOne(userId: string, raw: unknown, index: number): Promise<Outcome> {
  let appleHealthId: string | null = null;
  const skip = (message: string): Outcome => ({ skipped: { index, appleHealthId, message } });
  try {
    const payload = fromAutoExportWorkout(raw, index);
    appleHealthId = payload.appleHealthId;
    const parsed = healthWorkoutSchema.safeParse(payload);
    if (!parsed.success) return skip(`data.workouts[${index}]: ${inExportTerms(parsed.error.issues[0]?.message ?? 'The workout is not valid.')}`);
    const { imported } = await importHealthWorkout({ userId, workout: parsed.data });
    return { imported };
  } catch (error) {
    if (error instanceof AutoExportFieldError) return skip(error.message);
    if (error instanceof HttpError && error.statusCode < 500) return skip(`data.workouts[${index}]: ${inExportTerms(error.message)}`);
    throw error;
  }
}

/** The import's field names as the export calls them. */
function inExportTerms(message: string): string {
  return message.replace(/\bstartTime\b/g, 'start').replace(/\bendTime\b/g, 'end').replace(/\bappleHealthId\b/g, 'id').replace(/\bcaloriesBurned\b/g, 'activeEnergyBurned');
}
