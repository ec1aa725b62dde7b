import type { EntryField } from '../../../../../shared/workout/entry-copying';
import type { ExerciseType } from '../../../../../shared/exercise-types/types';
import { entryFieldsOf } from './type-fields';

/** A weight or reps field of one set. */
export interface EntryFieldRef {
  exerciseId: string;
  setId: string;
  field: EntryField;
}

interface Exercise {
  exerciseId: string;
  sets: ReadonlyArray<{ id: string; pending?: boolean }>;
  exerciseType?: ExerciseType;
}

/**
 * Where the keypad's Next (and Enter in a field) goes (issue 11): weight → reps of the same set → the next set's
 * weight, on into the next exercise's first set; null after the last field. Sets still being created are skipped.
 * Issue 29: through the fields of each exercise's type (a run's distance → time → the next set's distance).
 */
export function nextEntryField(exercises: readonly Exercise[], setId: string, field: EntryField): EntryFieldRef | null {
  const rows = exercises.flatMap((exercise) =>
    exercise.sets.filter((set) => !set.pending).map((set) => ({ exerciseId: exercise.exerciseId, setId: set.id, fields: entryFieldsOf(exercise.exerciseType) })),
  );
  const index = rows.findIndex((row) => row.setId === setId);
  const row = rows[index];
  if (!row) return null;
  const following = row.fields[row.fields.indexOf(field) + 1];
  if (following) return { exerciseId: row.exerciseId, setId: row.setId, field: following };
  const next = rows[index + 1];
  return next ? { exerciseId: next.exerciseId, setId: next.setId, field: next.fields[0] ?? 'weight' } : null;
}

/** The DOM id of a field, so Enter can move focus to the next one. */
export const entryFieldDomId = (ref: { setId: string; field: EntryField }) => `entry-${ref.setId}-${ref.field}`;
