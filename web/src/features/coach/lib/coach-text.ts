import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { formatReadableWeightWithUnit, type WeightUnit } from '../../../../../shared/units';
import type { ProgressionRule } from '../../../../../shared/workout/progression';

/** The label of each rule, as a badge on its suggestion. */
export const RULE_LABELS: Readonly<Record<ProgressionRule, string>> = {
  increase_weight: 'Add weight',
  add_rep: 'Add a rep',
  deload: 'Deload',
};

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** 'Mar 5' in the browser's time zone. */
export const shortDay = (iso: string) => dayFormat.format(new Date(iso));

/** No line break inside '100 kg × 5'. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

/** '102.5 kg × 3' (kept on one line). */
export const suggestionText = (suggestion: { weight: number; reps: number }, unit: WeightUnit) =>
  nbsp(`${formatReadableWeightWithUnit(suggestion.weight, unit)} × ${suggestion.reps}`);

/**
 * What the latest session of the exercise was: 'Mar 5: 3 working sets, best 100 kg × 5', or 'Mar 5: no working set
 * with weight and reps'.
 */
export function lastSessionText(entry: ExerciseHistoryEntry, unit: WeightUnit): string {
  const working = entry.sets.filter((set) => set.isCompleted && !set.isWarmup && (set.weight ?? 0) > 0 && (set.reps ?? 0) > 0);
  const day = shortDay(entry.completedAt);
  if (working.length === 0) return `${day}: no working set with weight and reps`;
  const best = working.reduce((top, set) => (set.weight! > top.weight! || (set.weight === top.weight && set.reps! > top.reps!) ? set : top));
  return `${day}: ${working.length} working ${working.length === 1 ? 'set' : 'sets'}, best ${nbsp(`${formatReadableWeightWithUnit(best.weight, unit)} × ${best.reps}`)}`;
}
