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

/** An exercise of the workout as the rest rule sees it: its superset letter and its set ids in display order. */
export interface RestExercise {
  exerciseId: string;
  supersetGroup?: string | null;
  setIds: readonly string[];
}

/**
 * Whether completing a set starts a rest (issue 27, supersets). Exercises of one superset are done a set each in
 * turn (a round), and the rest comes once the round is done: after the set of the group's last exercise (in display
 * order) that has a set in that round, and only when the group still has a later round. An exercise outside a
 * superset is a group of its own: it rests after every set but its last (spec 000 section 4). Rest Off is checked by
 * the caller with the rest seconds of the exercise whose set was completed.
 */
export function restsAfterSet(exercises: readonly RestExercise[], exerciseId: string, setId: string): boolean {
  const exercise = exercises.find((candidate) => candidate.exerciseId === exerciseId);
  const round = exercise?.setIds.indexOf(setId) ?? -1;
  if (!exercise || round === -1) return false;
  const group = exercise.supersetGroup ? exercises.filter((candidate) => candidate.supersetGroup === exercise.supersetGroup) : [exercise];
  const inRound = group.filter((member) => member.setIds.length > round);
  const endsRound = inRound[inRound.length - 1]?.exerciseId === exerciseId;
  return endsRound && group.some((member) => member.setIds.length > round + 1);
}
