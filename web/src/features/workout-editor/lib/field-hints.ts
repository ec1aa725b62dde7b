import { formatWeight, unitLabel, type WeightUnit } from '../../../../../shared/units';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import type { SetValues } from '../../../../../shared/workout/set-completion';
import type { EditorExercise, EditorModel, PreviousSet, SuggestedSet } from '../editor-model';
import { matchPreviousSets } from './previous-values';

/**
 * Hints (issue 27): what an empty weight or reps field shows, drawn as a hint and never saved unless the set is ticked.
 * A working set's hint is the coach's suggestion; without one (a warm-up, a bodyweight exercise, too little history)
 * it is the same set's value last time. Weights in hundredths of a pound.
 */
export interface FieldHint {
  value: number;
  source: 'suggested' | 'last time';
}

export type RowHints = Record<EntryField, FieldHint | null>;

/** The hints of one row. Last time's 0 (no weight on a bodyweight set) is no hint. */
export function rowHints(isWarmup: boolean, suggestion: SuggestedSet | null, last: PreviousSet | null): RowHints {
  const hint = (field: EntryField): FieldHint | null => {
    const suggested = isWarmup ? null : (suggestion?.[field] ?? null);
    if (suggested !== null) return { value: suggested, source: 'suggested' };
    const previous = last?.[field] ?? null;
    return previous !== null && previous > 0 ? { value: previous, source: 'last time' } : null;
  };
  return { weight: hint('weight'), reps: hint('reps') };
}

/** The hints of every row of an exercise, from what the model knows of its history. */
export function exerciseHints(model: Pick<EditorModel, 'previousSets' | 'suggestedSet'>, exercise: EditorExercise): RowHints[] {
  const previous = model.previousSets?.(exercise.exerciseId);
  const lastByRow = previous?.status === 'success' ? matchPreviousSets(exercise.sets, previous.sets) : [];
  const suggestion = model.suggestedSet?.(exercise.exerciseId) ?? null;
  return exercise.sets.map((set, index) => rowHints(set.isWarmup, suggestion, lastByRow[index] ?? null));
}

/** The hint as the field shows it: '86.25' (in the person's unit) or '3'. */
export function hintText(hint: FieldHint, field: EntryField, unit: WeightUnit): string {
  return field === 'weight' ? formatWeight(hint.value, unit) : String(hint.value);
}

/** The hint as a screen reader hears it after the field's name: 'suggested 86.25 kg', 'last time 8'. */
export function spokenHint(hint: FieldHint, field: EntryField, unit: WeightUnit): string {
  return `${hint.source} ${hintText(hint, field, unit)}${field === 'weight' ? ` ${unitLabel(unit)}` : ''}`;
}

/** The values the hints stand for, as the tick rule takes them. */
export const hintValues = (hints: RowHints): SetValues => ({ weight: hints.weight?.value ?? null, reps: hints.reps?.value ?? null });
