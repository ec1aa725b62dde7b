/**
 * Personal records (issue 11), pure: the estimated one-rep max and the rules that decide when a set or a session
 * sets a record. Weights are hundredths of a pound; volumes hundredths of a pound × reps. docs/decisions.md has the
 * reasons (the formula, its limits, the rules).
 *
 * The rules:
 * - Only a completed working set counts: not a warm-up, weight > 0 and reps > 0. Bodyweight sets (weight null or 0)
 *   set no records.
 * - A set is a record on a measure only when it beats every earlier set of the exercise on that measure (earlier
 *   sessions, as summed up in the records, and the earlier sets of the same session in set-number order). A tie is
 *   never a record.
 * - A set that is no heavier and has no more reps than an earlier set (it is "dominated") is never a record on any
 *   measure, even one that earlier set has no value for (an earlier 15-rep set has no e1RM).
 * - best_reps: no earlier set has weight ≥ w and reps ≥ r. The bests are kept as a Pareto frontier of (weight, reps).
 * - best_session_volume: a session's completed working volume of the exercise beats every earlier session's.
 * - The first time an exercise is done, its sets beat every earlier set (there is none): they are records.
 * - Issue 29: these weight records are kept only for the types with tonnage (weight & reps, and weighted bodyweight
 *   on its added weight): an assisted set's weight is its assistance, and a heavier assistance is no record. The other
 *   types' records are typed-records.ts.
 */
import type { ExerciseRecords, RecordKind, SetRecordKind } from '../api-types';
import type { ExerciseType } from '../exercise-types/types';
import { addsTonnage } from '../workout-volume';
import { applyTypedSession, typedKindsOf, type TypedRecordSet } from './typed-records';

/** Above this many reps a set gets no e1RM: every formula's error grows past ±10 % there. */
export const E1RM_MAX_REPS = 12;
/** Up to this many reps Brzycki; above it (to E1RM_MAX_REPS) Epley. Both give weight × 4/3 at exactly 10 reps. */
export const BRZYCKI_MAX_REPS = 10;

/**
 * Estimated one-rep max in whole hundredths of a pound, or null when the set cannot have one (no weight, no reps,
 * or more than E1RM_MAX_REPS reps). Brzycki (w × 36 / (37 − r)) for 1-10 reps: exactly w at 1 rep; Epley
 * (w × (1 + r / 30)) for 11-12 reps, where Brzycki climbs steeply toward its pole at 37. The two meet at 10 reps,
 * so the estimate never falls as reps or weight grow.
 */
export function estimateOneRepMax(weight: number | null | undefined, reps: number | null | undefined): number | null {
  if (!weight || !reps || weight <= 0 || reps <= 0 || reps > E1RM_MAX_REPS) return null;
  const estimate = reps <= BRZYCKI_MAX_REPS ? (weight * 36) / (37 - reps) : weight * (1 + reps / 30);
  return Math.round(estimate);
}

/** What the rules need of a set. */
export interface RecordSetInput {
  weight: number | null;
  reps: number | null;
  isCompleted: boolean;
  isWarmup: boolean;
  exerciseType?: ExerciseType;
  /** Issue 29: a timed or distance set's measures (typed-records.ts). */
  durationSeconds?: number | null;
  distanceMeters?: number | null;
}

/** A completed working set with a weight and reps, of a type with tonnage: the only kind that can set a weight record. */
export function countsForRecords(set: RecordSetInput): set is RecordSetInput & { weight: number; reps: number } {
  return set.isCompleted && !set.isWarmup && addsTonnage(set.exerciseType) && (set.weight ?? 0) > 0 && (set.reps ?? 0) > 0;
}

/** Whether a set can count for any record: a weight record, or (issue 29) one of its type's typed records. */
export const countsForAnyRecord = (set: RecordSetInput): boolean => countsForRecords(set) || typedKindsOf(set).length > 0;

/** The bests an exercise has so far: ExerciseRecords without its names. */
export type RecordBests = Pick<ExerciseRecords, 'heaviestWeight' | 'bestE1rm' | 'bestSetVolume' | 'bestSessionVolume' | 'bestReps' | 'typedBests'>;

/** Where a best was made. */
export interface RecordSource {
  sessionId: string;
  achievedAt: string;
}

export const noBests = (): RecordBests => ({
  heaviestWeight: null,
  bestE1rm: null,
  bestSetVolume: null,
  bestSessionVolume: null,
  bestReps: [],
});

/** Whether an earlier set (on the frontier) was at least as heavy with at least as many reps. */
export function isDominated(bests: RecordBests, weight: number, reps: number): boolean {
  return bests.bestReps.some((entry) => entry.weight >= weight && entry.reps >= reps);
}

/** The measures a set beats, against the bests so far (in the order heaviest, e1RM, reps, set volume). */
export function setRecordKinds(bests: RecordBests, set: RecordSetInput): SetRecordKind[] {
  if (!countsForRecords(set)) return [];
  const { weight, reps } = set;
  if (isDominated(bests, weight, reps)) return [];
  const kinds: SetRecordKind[] = [];
  if (!bests.heaviestWeight || weight > bests.heaviestWeight.value) kinds.push('heaviest_weight');
  const e1rm = estimateOneRepMax(weight, reps);
  if (e1rm !== null && (!bests.bestE1rm || e1rm > bests.bestE1rm.value)) kinds.push('best_e1rm');
  kinds.push('best_reps');
  if (!bests.bestSetVolume || weight * reps > bests.bestSetVolume.value) kinds.push('best_set_volume');
  return kinds;
}

/** The bests once `set` is counted (unchanged when it beats nothing). */
export function withSet(bests: RecordBests, set: RecordSetInput, source: RecordSource): RecordBests {
  const kinds = setRecordKinds(bests, set);
  if (kinds.length === 0) return bests;
  const weight = set.weight ?? 0;
  const reps = set.reps ?? 0;
  const next: RecordBests = { ...bests };
  if (kinds.includes('heaviest_weight')) next.heaviestWeight = { value: weight, weight, reps, ...source };
  if (kinds.includes('best_e1rm')) next.bestE1rm = { value: estimateOneRepMax(weight, reps) ?? 0, weight, reps, ...source };
  if (kinds.includes('best_set_volume')) next.bestSetVolume = { value: weight * reps, weight, reps, ...source };
  // best_reps is always among the kinds here: the new point joins the frontier and pushes out what it dominates.
  next.bestReps = [...bests.bestReps.filter((entry) => !(entry.weight <= weight && entry.reps <= reps)), { weight, reps, ...source }].sort(
    (a, b) => b.weight - a.weight || a.reps - b.reps,
  );
  return next;
}

/** A session's volume of one exercise: its completed working sets' weight × reps. */
export function sessionVolumeOf(sets: readonly RecordSetInput[]): number {
  return sets.reduce((total, set) => total + (countsForRecords(set) ? set.weight * set.reps : 0), 0);
}

/** A record a session set on an exercise; `setIndex` is the set that made it (none for the session volume). */
export interface SessionRecord {
  kind: RecordKind;
  value: number;
  setIndex?: number;
  weight?: number;
  reps?: number;
}

export interface SessionRecordsResult {
  /** The bests after the session. */
  bests: RecordBests;
  /**
   * For each set (same order as given): the measures it beat when it was done (the weight records, then the typed ones
   * of its type); undefined for a set that can count for none.
   */
  setKinds: (SetRecordKind[] | undefined)[];
  /** The records the session holds once it is counted: at most one per measure, one per weight for best_reps. */
  records: SessionRecord[];
}

/**
 * Counts one session's sets of one exercise (in the order done: set number) against the bests so far. Each set is
 * flagged with what it beat when it was done (a later, better set of the same session does not take the flag back);
 * the session's records are the bests it holds at the end (the best of several claims to a measure, and for best_reps
 * each weight at which it holds the most reps), plus best_session_volume when its volume beats every earlier session.
 */
export function applySession(bests: RecordBests, sets: readonly RecordSetInput[], source: RecordSource): SessionRecordsResult {
  let current = bests;
  const setKinds: (SetRecordKind[] | undefined)[] = [];
  const claimedBy = new Map<SetRecordKind, number>();
  const frontierPointOf = new Map<string, number>();
  sets.forEach((set, index) => {
    if (!countsForRecords(set)) {
      setKinds.push(undefined);
      return;
    }
    const kinds = setRecordKinds(current, set);
    setKinds.push(kinds);
    if (kinds.length === 0) return;
    for (const kind of kinds) claimedBy.set(kind, index);
    frontierPointOf.set(`${set.weight}x${set.reps}`, index);
    current = withSet(current, set, source);
  });

  // Issue 29: the records of the other types (most reps, least assistance, longest hold, distance, pace), alike.
  const typed = applyTypedSession(bests.typedBests, sets as readonly TypedRecordSet[], source);
  typed.setKinds.forEach((kinds, index) => {
    if (kinds.length > 0 || setKinds[index] !== undefined || typed.countable[index]) setKinds[index] = [...(setKinds[index] ?? []), ...kinds];
  });
  if (typed.bests.length > 0) current = { ...current, typedBests: typed.bests };

  const records: SessionRecord[] = [];
  const holder = (kind: 'heaviest_weight' | 'best_e1rm' | 'best_set_volume', best: RecordBests['heaviestWeight']) => {
    const setIndex = claimedBy.get(kind);
    if (best && setIndex !== undefined && best.sessionId === source.sessionId) {
      records.push({ kind, value: best.value, setIndex, weight: best.weight, reps: best.reps });
    }
  };
  holder('heaviest_weight', current.heaviestWeight);
  holder('best_e1rm', current.bestE1rm);
  for (const entry of current.bestReps) {
    const setIndex = frontierPointOf.get(`${entry.weight}x${entry.reps}`);
    if (entry.sessionId === source.sessionId && setIndex !== undefined) {
      records.push({ kind: 'best_reps', value: entry.reps, setIndex, weight: entry.weight, reps: entry.reps });
    }
  }
  holder('best_set_volume', current.bestSetVolume);

  for (const record of typed.records) {
    const set = sets[record.setIndex];
    records.push({ kind: record.kind, value: record.value, setIndex: record.setIndex, ...(set?.weight ? { weight: set.weight } : {}), ...(set?.reps ? { reps: set.reps } : {}) });
  }

  const volume = sessionVolumeOf(sets);
  if (volume > 0 && (!current.bestSessionVolume || volume > current.bestSessionVolume.value)) {
    current = { ...current, bestSessionVolume: { value: volume, ...source } };
    records.push({ kind: 'best_session_volume', value: volume });
  }
  return { bests: current, setKinds, records };
}
