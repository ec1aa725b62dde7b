/** The two duration formulas of spec 001 section 9, in minutes. */

interface DurationEntry {
  sets: number;
  warmupSets?: number | null;
  restSeconds?: number | null;
}

const SECONDS_PER_SET = 30;
const ESTIMATE_DEFAULT_REST_SECONDS = 60;
const DETAIL_DEFAULT_REST_SECONDS = 180;
/** Shown by detail views (and for a plan) when the computed or stored duration is 0 or missing. */
const FALLBACK_DURATION_MINUTES = 45;

/** Builder estimate: sum over exercises of sets x 30 s plus sets x rest (60 s when unset), divided by 60 and rounded. */
export function estimatedDurationMinutes(entries: readonly DurationEntry[]): number {
  const seconds = entries.reduce((total, entry) => total + entry.sets * SECONDS_PER_SET + entry.sets * (entry.restSeconds ?? ESTIMATE_DEFAULT_REST_SECONDS), 0);
  return Math.round(seconds / 60);
}

/** Detail views: (sets + warm-up sets) x (1 + whole rest minutes, rest 180 s when unset), summed; 45 when that is 0. */
export function detailDurationMinutes(entries: readonly DurationEntry[]): number {
  const minutes = entries.reduce(
    (total, entry) => total + (entry.sets + (entry.warmupSets ?? 0)) * (1 + Math.floor((entry.restSeconds ?? DETAIL_DEFAULT_REST_SECONDS) / 60)),
    0,
  );
  return minutes === 0 ? FALLBACK_DURATION_MINUTES : minutes;
}

/**
 * A plan's duration as shown: the sum of its workouts' detail durations when they are at hand (a plan of one 26 min
 * workout reads 26 min), else its own, else 45 (spec 001 section 9).
 */
export function planDurationMinutes(duration: number | null | undefined, workouts?: readonly { exercises: readonly DurationEntry[] }[]): number {
  if (workouts && workouts.length > 0) return workouts.reduce((total, workout) => total + detailDurationMinutes(workout.exercises), 0);
  return duration || FALLBACK_DURATION_MINUTES;
}

/** '42 min'; under a minute reads '< 1 min', not '0 min'. */
export const formatMinutes = (minutes: number) => (minutes < 1 ? '< 1 min' : `${minutes} min`);
