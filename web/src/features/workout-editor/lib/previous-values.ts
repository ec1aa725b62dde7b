import { formatWeight, unitLabel, type WeightUnit } from '../../../../../shared/units';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import type { PreviousSet } from '../editor-model';
import { displayEntry, entryTextOf, spokenUnit } from './type-fields';

/**
 * Previous values (issue 11): each set row shows what the same set of the exercise was last time. Working set n
 * matches last time's working set n and warm-up k matches warm-up k, counted in the order the rows stand; a row with
 * no counterpart has none.
 */
export function matchPreviousSets<T extends { isWarmup: boolean }>(rows: readonly T[], previous: readonly PreviousSet[]): (PreviousSet | null)[] {
  const warmups = previous.filter((set) => set.isWarmup);
  const working = previous.filter((set) => !set.isWarmup);
  let warmupIndex = 0;
  let workingIndex = 0;
  return rows.map((row) => (row.isWarmup ? warmups[warmupIndex++] : working[workingIndex++]) ?? null);
}

/** Whether a previous set has anything to show or fill. */
export const hasValues = (set: PreviousSet | null): set is PreviousSet =>
  set !== null &&
  ((set.weight !== null && set.weight > 0) || (set.reps !== null && set.reps > 0) || (set.durationSeconds ?? 0) > 0 || (set.distanceMeters ?? 0) > 0);

/** Last time's value of a field (hundredths of a pound, reps, seconds or metres), or null. */
export const previousValue = (set: PreviousSet, field: EntryField): number | null =>
  (field === 'duration' ? set.durationSeconds : field === 'distance' ? set.distanceMeters : set[field]) ?? null;

/**
 * Issue 29: last time's values of a set of a type with a time or a distance, in the fields' order and units, without
 * units (the column headings say them): '1:30', '5.2 · 25:00', '40 · 1:00'; `withUnit` adds them for a screen reader.
 */
export function formatPreviousTypedSet(set: PreviousSet, fields: readonly EntryField[], unit: WeightUnit, withUnit = false): string {
  const parts = fields.flatMap((field) => {
    const value = previousValue(set, field);
    if (value === null || value <= 0) return [];
    const text = displayEntry(field, entryTextOf(field, value), unit);
    return [withUnit ? `${text}${spokenUnit(field, unit)}` : text];
  });
  return parts.join(' · ');
}

/**
 * '100 × 5' in the unit of the column header; '100 kg' without reps, '12 reps' without weight (a bodyweight set);
 * `withUnit` adds the unit as '100 × 5 (kg)' (for a screen reader, which does not see the header; the name keeps
 * the text shown).
 */
export function formatPreviousSet(set: PreviousSet, unit: WeightUnit, withUnit = false): string {
  const weight = set.weight !== null && set.weight > 0 ? formatWeight(set.weight, unit) : '';
  const reps = set.reps !== null && set.reps > 0 ? set.reps : null;
  if (weight && reps !== null) return withUnit ? `${weight} × ${reps} (${unitLabel(unit)})` : `${weight} × ${reps}`;
  if (weight) return `${weight} ${unitLabel(unit)}`;
  return reps !== null ? `${reps} ${reps === 1 ? 'rep' : 'reps'}` : '';
}
