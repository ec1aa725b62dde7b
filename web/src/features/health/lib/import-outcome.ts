/**
 * What /health-return shows once the data is in (spec 001 sections 2, 4 and 8): pure, so the rules are tested
 * without a browser. Only workouts the API answered `imported: true` count (spec 001 section 7: only successful
 * responses are counted); one already imported before counts as nothing new.
 */
import { HEALTH_ERRORS } from '../../../../../shared/schemas/health';

export type HealthImportOutcome =
  | {
      status: 'success';
      /** Workouts the API created now. */
      imported: number;
      /** Workouts left out because they could not be read, or whose call failed. */
      notImported: number;
    }
  | { status: 'failed'; reason: string };

export interface ImportTally {
  /** Workouts the data held that could be read (one call each). */
  attempted: number;
  /** Answers with `imported: true`. */
  imported: number;
  /** Calls that failed (network, 4xx, 5xx). */
  failed: number;
  /** Workouts the data held that could not be read (no call). */
  unreadable: number;
}

/**
 * - Nothing readable although the data held workouts: 'Failed to process health data'.
 * - Every call failed: 'Failed to import workout data'.
 * - Otherwise a success with the count, and how many were not imported when some were left out or failed
 *   (a partial failure still imported what it could; saying 'Import Failed' would hide that).
 */
export function importOutcome({ attempted, imported, failed, unreadable }: ImportTally): HealthImportOutcome {
  if (attempted === 0 && unreadable > 0) return { status: 'failed', reason: HEALTH_ERRORS.processing };
  if (attempted > 0 && failed === attempted) return { status: 'failed', reason: HEALTH_ERRORS.importFailed };
  return { status: 'success', imported, notImported: failed + unreadable };
}

/** Spec 001 section 2: the success line; 'Health sync is now active' when nothing new came in. */
export function successMessage(imported: number): string {
  if (imported === 0) return 'Health sync is now active';
  return `Successfully imported ${imported} ${imported === 1 ? 'workout' : 'workouts'} from Apple Health`;
}

/** Beyond the spec: the line under a partial success. */
export function notImportedMessage(notImported: number): string {
  return notImported === 1 ? '1 workout could not be imported.' : `${notImported} workouts could not be imported.`;
}

/**
 * Sends each workout with `send` (one call per workout, spec 001 section 7), `concurrency` at a time, and counts the
 * answers: `send` resolves to the API's `imported` flag; a rejection is a failed call. Never rejects.
 */
export async function sendEach<T>(items: readonly T[], send: (item: T) => Promise<boolean>, concurrency = 3): Promise<{ imported: number; failed: number }> {
  let next = 0;
  let imported = 0;
  let failed = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        if (await send(item)) imported += 1;
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, concurrency), items.length) }, worker));
  return { imported, failed };
}
