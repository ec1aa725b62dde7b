import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseShortcutData, parseShortcutDataParam, ShortcutDataError, type ShortcutWorkoutPayload } from '../../../../../shared/health/shortcut-data';
import { HEALTH_ERRORS, HEALTH_SYNC_COMPLETE_MESSAGE } from '../../../../../shared/schemas/health';
import { call } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { userKeys } from '../../../lib/queries/user-keys';
import { importOutcome, sendEach, type HealthImportOutcome } from '../lib/import-outcome';

/** What arrived: the `data` query parameter's text, or a trusted HEALTH_DATA message and the origin it came from. */
export type HealthDataSource = { kind: 'param'; text: string } | { kind: 'message'; data: unknown; origin: string };

/** Workouts sent at once: a few, so a month of workouts is quick without flooding the API. */
const IMPORT_CONCURRENCY = 3;

/** POST /api/workout-sessions/import-health for one workout: true when the API created it now. */
function importWorkout(workout: ShortcutWorkoutPayload): Promise<boolean> {
  return call('POST /api/workout-sessions/import-health', { body: workout }).then((result) => result.imported === true);
}

function readSource(source: HealthDataSource) {
  return source.kind === 'param' ? parseShortcutDataParam(source.text) : parseShortcutData(source.data);
}

/** Reads the data and sends each workout; answers what the screen shows (it never rejects for a bad workout or call). */
async function importHealthData(source: HealthDataSource): Promise<{ outcome: HealthImportOutcome; called: boolean }> {
  let data;
  try {
    data = readSource(source);
  } catch (error) {
    if (error instanceof ShortcutDataError) return { outcome: { status: 'failed', reason: HEALTH_ERRORS.processing }, called: false };
    throw error;
  }
  const { imported, failed } = await sendEach(data.workouts, importWorkout, IMPORT_CONCURRENCY);
  const outcome = importOutcome({ attempted: data.workouts.length, imported, failed, unreadable: data.invalid.length });
  return { outcome, called: data.workouts.length > 0 || outcome.status === 'success' };
}

/**
 * Tells the window that opened this one how many workouts came in (spec 001 section 7). Only the count travels, so
 * it goes to any origin unless the data came by message, whose sender's origin it then answers.
 */
function notifyOpener(count: number, source: HealthDataSource): void {
  const opener = window.opener as Window | null;
  if (!opener) return;
  try {
    opener.postMessage({ type: HEALTH_SYNC_COMPLETE_MESSAGE, count }, source.kind === 'message' ? source.origin : '*');
  } catch {
    // The opener went away meanwhile: nobody is left to tell.
  }
}

/**
 * The import of /health-return as one mutation, so its state survives React's strict-mode double effects (the screen
 * starts it once). Afterwards the opener hears the count, and the profile's statistics and completed workouts (home's
 * recent activity, this week) are refreshed.
 */
export function useImportHealthData() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: importHealthData,
    onSuccess: ({ outcome, called }, source) => {
      if (!called) return;
      notifyOpener(outcome.status === 'success' ? outcome.imported : 0, source);
      // Not awaited: the result shows at once; whatever is cached refreshes behind it.
      if (user) void queryClient.invalidateQueries({ queryKey: userKeys.user(user.id) });
    },
  });
}
