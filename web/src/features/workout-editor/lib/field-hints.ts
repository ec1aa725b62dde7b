import { formatWeight, type WeightUnit } from '../../../../../shared/units';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import { parseRepsTarget, repsTargetText, repsToFill, spokenRepsTarget, type RepsTarget, type SetTarget } from '../../../../../shared/workout/set-targets';
import type { EditorExercise, EditorModel, PreviousSet, SuggestedSet } from '../editor-model';
import { matchPreviousSets, previousValue } from './previous-values';
import { displayEntry, entryTextOf, spokenUnit } from './type-fields';

/**
 * Hints (issue 27): what an empty weight or reps field shows, drawn as a hint and never saved unless the set is ticked.
 * A set of a routine or plan first shows what the plan asks of it (its target: reps such as '6-8' or 'AMRAP', and a
 * weight when the plan gives one). Otherwise a working set's hint is the coach's suggestion; without one (a warm-up, a
 * bodyweight exercise, too little history) it is the same set's value last time. Weights in hundredths of a pound.
 */
export interface FieldHint {
  /** What a tick puts into the field (shared/workout/set-targets `repsToFill` for a reps target); null: nothing. */
  value: number | null;
  source: 'target' | 'suggested' | 'last time';
  /** A reps target as the plan says it. */
  repsTarget?: RepsTarget;
}

/** Weight and reps always; a time and a distance (issue 29) only when last time had one. */
export type RowHints = Record<'weight' | 'reps', FieldHint | null> & Partial<Record<'duration' | 'distance', FieldHint>>;

/**
 * The hints of one row. Last time's 0 (no weight on a bodyweight set) is no hint. A time or a distance (issue 29) has
 * no target nor suggestion: its hint is last time's.
 */
export function rowHints(isWarmup: boolean, suggestion: SuggestedSet | null, last: PreviousSet | null, target?: SetTarget): RowHints {
  const repsTarget = parseRepsTarget(target?.reps);
  const hint = (field: EntryField): FieldHint | null => {
    if (field === 'reps' && repsTarget) return { value: repsToFill(repsTarget), source: 'target', repsTarget };
    if (field === 'weight' && target?.weight != null) return { value: target.weight, source: 'target' };
    const suggested = isWarmup || (field !== 'weight' && field !== 'reps') ? null : (suggestion?.[field] ?? null);
    if (suggested !== null) return { value: suggested, source: 'suggested' };
    const previous = last ? previousValue(last, field) : null;
    return previous !== null && previous > 0 ? { value: previous, source: 'last time' } : null;
  };
  const duration = hint('duration');
  const distance = hint('distance');
  return { weight: hint('weight'), reps: hint('reps'), ...(duration && { duration }), ...(distance && { distance }) };
}

/** The hints of every row of an exercise, from what the model knows of its history. */
export function exerciseHints(model: Pick<EditorModel, 'previousSets' | 'suggestedSet'>, exercise: EditorExercise): RowHints[] {
  const previous = model.previousSets?.(exercise.exerciseId);
  const lastByRow = previous?.status === 'success' ? matchPreviousSets(exercise.sets, previous.sets) : [];
  const suggestion = model.suggestedSet?.(exercise.exerciseId) ?? null;
  return exercise.sets.map((set, index) => rowHints(set.isWarmup, suggestion, lastByRow[index] ?? null, set.target));
}

/** The hint as the field shows it: '86.25' (in the person's unit), '3', '1:30', '5.2', or a reps target ('6-8', 'AMRAP'). */
export function hintText(hint: FieldHint, field: EntryField, unit: WeightUnit): string {
  if (hint.repsTarget) return repsTargetText(hint.repsTarget);
  if (field === 'weight') return formatWeight(hint.value, unit);
  return displayEntry(field, entryTextOf(field, hint.value), unit);
}

/** The hint as a screen reader hears it after the field's name: 'suggested 86.25 kg', 'last time 8', 'target 6-8 reps'. */
export function spokenHint(hint: FieldHint, field: EntryField, unit: WeightUnit): string {
  if (hint.repsTarget) return spokenRepsTarget(hint.repsTarget);
  return `${hint.source} ${hintText(hint, field, unit)}${spokenUnit(field, unit)}`;
}

/** The values the hints stand for, as the tick rule takes them. */
export const hintValues = (hints: RowHints): Partial<Record<EntryField, number | null>> => ({
  weight: hints.weight?.value ?? null,
  reps: hints.reps?.value ?? null,
  ...(hints.duration && { duration: hints.duration.value }),
  ...(hints.distance && { distance: hints.distance.value }),
});
