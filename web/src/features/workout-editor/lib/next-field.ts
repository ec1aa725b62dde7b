import type { EntryField } from '../../../../../shared/workout/entry-copying';

/** A weight or reps field of one set. */
export interface EntryFieldRef {
  exerciseId: string;
  setId: string;
  field: EntryField;
}

interface Exercise {
  exerciseId: string;
  sets: ReadonlyArray<{ id: string; pending?: boolean }>;
}

/**
 * Where the keypad's Next (and Enter in a field) goes (issue 11): weight → reps of the same set → the next set's
 * weight, on into the next exercise's first set; null after the last reps. Sets still being created are skipped.
 */
export function nextEntryField(exercises: readonly Exercise[], setId: string, field: EntryField): EntryFieldRef | null {
  const rows = exercises.flatMap((exercise) => exercise.sets.filter((set) => !set.pending).map((set) => ({ exerciseId: exercise.exerciseId, setId: set.id })));
  const index = rows.findIndex((row) => row.setId === setId);
  if (index < 0) return null;
  if (field === 'weight') return { ...rows[index]!, field: 'reps' };
  const next = rows[index + 1];
  return next ? { ...next, field: 'weight' } : null;
}

/** The DOM id of a field, so Enter can move focus to the next one. */
export const entryFieldDomId = (ref: { setId: string; field: EntryField }) => `entry-${ref.setId}-${ref.field}`;
