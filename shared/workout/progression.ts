/**
 * The coach's rules (issue 11, /ai-trainer): the next weight and reps of an exercise from the person's own finished
 * sessions, with the reason in one sentence. Pure; weights in hundredths of a pound, shown in the person's unit.
 *
 * - The working weight of a session is its heaviest completed working set (not a warm-up, weight and reps above 0);
 *   the sets done at that weight decide. Lighter back-off sets do not.
 * - Double progression within a rep range: when every set at the working weight reached the top of the range, add
 *   the unit's step (2.5 kg or 5 lb) and go back to the bottom; otherwise stay and add one rep to the weakest set.
 * - The range is the caller's, or the one the person trains in: the median reps at the working weight over the
 *   last sessions picks 3-5, 6-8, 8-12 or 12-15.
 * - Deload: when the sets fell short of the top and none of the last three sessions beat the one before it (a heavier
 *   working weight, or more reps in total at the same weight), suggest 10% less for the reps last managed. A lighter
 *   session is not progress, so a deload the person takes ends the stall only once they build on it. Reaching the top
 *   of the range is never a stall: the weight just was not raised.
 * - With the person's bar and plates (a barbell lift), a new weight is one they can load: the nearest (the lighter
 *   when both are as near), but still above the last weight for an increase and below it for a deload.
 * - Not enough history (no finished session with a working set that has both weight and reps): null.
 */
import type { ExerciseHistoryEntry } from '../api-types';
import { MAX_WEIGHT_HUNDREDTHS } from '../constants';
import { formatReadableWeightWithUnit, fromCentiUnits, toCentiUnits, WEIGHT_STEP_CENTI, type WeightUnit } from '../units';
import { loadableAround, nearestLoadableWeight, type PlateSetupSizes } from './plates';

export interface RepRange {
  min: number;
  max: number;
}

/** The ranges a person's usual reps are matched to, lightest reps first (the first whose `upTo` covers them). */
export const REP_RANGES: readonly (RepRange & { upTo: number })[] = [
  { min: 3, max: 5, upTo: 5 },
  { min: 6, max: 8, upTo: 8 },
  { min: 8, max: 12, upTo: 12 },
  { min: 12, max: 15, upTo: Number.POSITIVE_INFINITY },
];

/** Sessions in a row without progress before a deload is suggested. */
export const STALL_SESSIONS = 3;
/** A deload takes this share off the working weight. */
export const DELOAD_FACTOR = 0.9;
/** Sessions whose reps pick the usual range. */
const RANGE_SESSIONS = 3;

export type ProgressionRule = 'increase_weight' | 'add_rep' | 'deload';

export interface ProgressionSuggestion {
  /** Hundredths of a pound. */
  weight: number;
  reps: number;
  /** One sentence, weights in the person's unit. */
  reason: string;
  rule: ProgressionRule;
  repRange: RepRange;
}

export interface ProgressionOptions {
  unit: WeightUnit;
  /** The range to progress in; inferred from the history when absent. */
  repRange?: RepRange;
  /** The bar and plates (in `unit`) the lift is loaded with; without them weights go on the unit's 1.25 kg / 2.5 lb grid. */
  plates?: PlateSetupSizes;
}

interface WorkingSet {
  weight: number;
  reps: number;
}

interface SessionPerformance {
  /** The heaviest completed working set's weight. */
  weight: number;
  /** Reps of each completed working set at that weight, in the order done. */
  reps: number[];
  totalReps: number;
}

function workingSets(entry: ExerciseHistoryEntry): WorkingSet[] {
  return entry.sets
    .filter((set) => set.isCompleted && !set.isWarmup && (set.weight ?? 0) > 0 && (set.reps ?? 0) > 0)
    .map((set) => ({ weight: set.weight!, reps: set.reps! }));
}

function performanceOf(entry: ExerciseHistoryEntry): SessionPerformance | null {
  const sets = workingSets(entry);
  if (sets.length === 0) return null;
  const weight = Math.max(...sets.map((set) => set.weight));
  const reps = sets.filter((set) => set.weight === weight).map((set) => set.reps);
  return { weight, reps, totalReps: reps.reduce((total, count) => total + count, 0) };
}

/** Whether `later` beat `earlier`: a heavier working weight, or more reps in total at the same weight. */
function progressed(later: SessionPerformance, earlier: SessionPerformance): boolean {
  return later.weight > earlier.weight || (later.weight === earlier.weight && later.totalReps > earlier.totalReps);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The range the person trains in: where the median reps at the working weight of their last sessions fall. */
export function usualRepRange(performances: readonly SessionPerformance[]): RepRange {
  const reps = performances.slice(0, RANGE_SESSIONS).flatMap((performance) => performance.reps);
  const typical = median(reps);
  const range = REP_RANGES.find((candidate) => typical <= candidate.upTo) ?? REP_RANGES[REP_RANGES.length - 1]!;
  return { min: range.min, max: range.max };
}

/** A weight moved onto the unit's loading grid (half the step: 1.25 kg or 2.5 lb), in hundredths of a pound. */
function onGrid(centi: number, unit: WeightUnit): number {
  const grid = WEIGHT_STEP_CENTI[unit] / 2;
  const rounded = Math.max(grid, Math.round(centi / grid) * grid);
  return Math.min(fromCentiUnits(rounded, unit), MAX_WEIGHT_HUNDREDTHS);
}

/** A weight (centi-units) moved to what the bar and plates load, kept above `lastCenti` going up and below it going down. */
function onPlates(centi: number, plates: PlateSetupSizes, unit: WeightUnit, direction: 'up' | 'down', lastCenti: number): number {
  const target = centi / 100;
  const { below, above } = loadableAround(target, plates);
  let loaded = Math.round(nearestLoadableWeight(target, plates) * 100);
  if (direction === 'up' && loaded <= lastCenti && above !== null) loaded = Math.round(above * 100);
  if (direction === 'down' && loaded >= lastCenti && below !== null) loaded = Math.round(below * 100);
  return Math.min(fromCentiUnits(loaded, unit), MAX_WEIGHT_HUNDREDTHS);
}

const repsWord = (count: number) => (count === 1 ? 'rep' : 'reps');

/** '10, 9 and 8'. */
function listOf(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

/**
 * The next set of an exercise from its finished sessions (any order; newest is used first), or null when there is
 * not enough history to suggest anything.
 */
export function suggestNextSet(entries: readonly ExerciseHistoryEntry[], options: ProgressionOptions): ProgressionSuggestion | null {
  const { unit, plates } = options;
  const readable = (hundredths: number) => formatReadableWeightWithUnit(hundredths, unit, { plates: plates?.plates });
  const performances = [...entries]
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt))
    .map(performanceOf)
    .filter((performance): performance is SessionPerformance => performance !== null);
  const last = performances[0];
  if (!last) return null;

  const repRange = options.repRange ?? usualRepRange(performances);
  const weightText = readable(last.weight);
  const lastCenti = toCentiUnits(last.weight, unit);
  const fewest = Math.min(...last.reps);

  const setCount = last.reps.length;
  if (fewest >= repRange.max) {
    const exact = lastCenti + WEIGHT_STEP_CENTI[unit];
    const weight = plates ? onPlates(exact, plates, unit, 'up', lastCenti) : onGrid(exact, unit);
    const step = readable(fromCentiUnits(WEIGHT_STEP_CENTI[unit], unit));
    // A weight off the grid (logged in the other unit) or off the plates says what it is rounded to.
    const loaded = toCentiUnits(weight, unit) === exact ? '' : ` (${readable(weight)} to load)`;
    const every = setCount === 1 ? 'Your working set' : `All ${setCount} working sets`;
    return {
      weight,
      reps: repRange.min,
      rule: 'increase_weight',
      repRange,
      reason: `${every} at ${weightText} reached ${repRange.max} reps, the top of your ${repRange.min}–${repRange.max} range: add ${step}${loaded} and go back to ${repRange.min} reps.`,
    };
  }

  // Reaching the top is never a stall (the weight simply was not raised): only short sessions count.
  const window = performances.slice(0, STALL_SESSIONS + 1);
  const stalled =
    window.length === STALL_SESSIONS + 1 && window.slice(0, STALL_SESSIONS).every((performance, index) => !progressed(performance, window[index + 1]!));
  if (stalled) {
    const deloaded = lastCenti * DELOAD_FACTOR;
    const weight = plates ? onPlates(deloaded, plates, unit, 'down', lastCenti) : onGrid(deloaded, unit);
    const reps = Math.min(Math.max(fewest, repRange.min), repRange.max);
    return {
      weight,
      reps,
      rule: 'deload',
      repRange,
      reason: `${STALL_SESSIONS} sessions in a row without progress, the last at ${weightText} × ${fewest}: deload 10% to ${readable(weight)} for ${reps} ${repsWord(reps)} and build back up.`,
    };
  }

  const reps = fewest + 1;
  const done =
    setCount === 1 ? `Your working set at ${weightText} reached ${fewest} ${repsWord(fewest)}` : `Your ${setCount} sets at ${weightText} reached ${listOf(last.reps)} reps`;
  return {
    weight: last.weight,
    reps,
    rule: 'add_rep',
    repRange,
    reason: `${done}, short of ${repRange.max}: stay at ${weightText} and aim for ${reps} reps on ${setCount === 1 ? 'it' : 'every set'}.`,
  };
}
