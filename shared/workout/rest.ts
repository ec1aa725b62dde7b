/** Rest timer constants and formatting (spec 000 sections 4 and 9). */

/** Default rest time per exercise. */
export const DEFAULT_REST_SECONDS = 120;
/** 'Add 30s' extends the running rest by this much. */
export const REST_EXTENSION_SECONDS = 30;
/** The countdown re-reads the clock this often. */
export const REST_TICK_MS = 100;
/** Rest choices offered (spec 001 section 9), plus Off. */
export const REST_CHOICES_SECONDS = [0, 30, 45, 60, 90, 120, 180, 240, 300] as const;
/** Longest custom rest accepted (beyond the spec: an hour is more than any set needs). */
export const MAX_REST_SECONDS = 60 * 60;

/** 0 → 'Off'; under a minute 'Ns'; else 'Nm' or 'Nm Ns'. */
export function formatRest(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds === 0) return 'Off';
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes}m` : `${minutes}m ${rest}s`;
}

/**
 * Completing a set starts a rest only when the set is not the last of its exercise
 * and the exercise's rest is not Off.
 */
export function shouldStartRest(orderedSetIds: readonly string[], completedSetId: string, restSeconds: number): boolean {
  const index = orderedSetIds.indexOf(completedSetId);
  return restSeconds > 0 && index >= 0 && index < orderedSetIds.length - 1;
}
