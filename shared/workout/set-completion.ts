/**
 * What a completed set must hold (issue 27: what is shown is what is saved). Pure, shared by the set row and the
 * server's toggle-completion; weights in hundredths of a pound.
 *
 * - A set of a Bodyweight exercise (the catalogue's 'body only') needs reps; a set of any other exercise needs weight
 *   and reps. A value is present when it is a number, 0 included: it is what the person typed.
 * - Ticking a set fills each empty field from the hint the field shows (the coach's suggestion or last time's value),
 *   as Hevy does; the set may be completed only when every needed value is then present.
 */
export type SetValueField = 'weight' | 'reps';

export interface SetValues {
  weight: number | null;
  reps: number | null;
}

export const BODYWEIGHT_EQUIPMENT = 'Bodyweight';

const WEIGHT_AND_REPS: readonly SetValueField[] = ['weight', 'reps'];
const REPS_ONLY: readonly SetValueField[] = ['reps'];

/** The values a completed set of an exercise with this equipment needs; unknown equipment needs both. */
export function neededValues(equipment: string | null | undefined): readonly SetValueField[] {
  return equipment === BODYWEIGHT_EQUIPMENT ? REPS_ONLY : WEIGHT_AND_REPS;
}

/** The needed values the set lacks, weight first. */
export function missingValues(values: SetValues, needed: readonly SetValueField[]): SetValueField[] {
  return WEIGHT_AND_REPS.filter((field) => needed.includes(field) && values[field] === null);
}

export interface TickResult<F extends string = SetValueField> {
  /** The values the row holds after the tick: what it showed, with empty fields taken from their hints. */
  values: Record<F, number | null>;
  /** The fields the tick filled from a hint. */
  filled: F[];
  /** Needed values still missing: the set must not be completed. */
  missing: F[];
}

/**
 * What ticking a set does: fill its empty fields from the hints shown, then say whether it may be completed. The fields
 * are those the row shows (`shown`'s keys, in order): weight and reps, or (issue 29) those of its exercise's type.
 */
export function valuesOnTick<F extends string = SetValueField>({
  shown,
  hint,
  needed,
}: {
  shown: Record<F, number | null>;
  hint: Partial<Record<F, number | null>>;
  needed: readonly F[];
}): TickResult<F> {
  const fields = Object.keys(shown) as F[];
  const filled = fields.filter((field) => shown[field] === null && (hint[field] ?? null) !== null);
  const values = { ...shown };
  for (const field of filled) values[field] = hint[field] ?? null;
  return { values, filled, missing: fields.filter((field) => needed.includes(field) && values[field] === null) };
}

/** What the person (or the API caller) is told when a set cannot be completed: it names the missing fields. */
export function missingValuesMessage(missing: readonly SetValueField[]): string {
  const names = missing.includes('weight') && missing.includes('reps') ? 'weight and reps' : missing.includes('weight') ? 'weight' : 'reps';
  return `Enter the ${names} to complete this set.`;
}
