import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import type { EditorExercise } from '../editor-model';

interface SupersetSheetProps {
  /** The exercise whose "Superset with…" was chosen; null: closed. */
  exercise: EditorExercise | null;
  /** Every exercise of the workout, in order. */
  exercises: readonly EditorExercise[];
  onClose: () => void;
  /** The other exercises of its superset, as chosen (at least one). */
  onSave: (exerciseId: string, partners: string[]) => void;
}

/**
 * "Superset with…" (issue 29): the other exercises of the workout, each with a checkbox; those already in its superset
 * are ticked. A superset is two or more exercises, so Save needs one ticked.
 */
export function SupersetSheet({ exercise, exercises, onClose, onSave }: SupersetSheetProps) {
  return (
    <BottomSheet open={exercise !== null} onOpenChange={(open) => !open && onClose()} title="Superset with…" description={exercise?.name}>
      {exercise ? <SupersetChoices key={exercise.exerciseId} exercise={exercise} exercises={exercises} onClose={onClose} onSave={onSave} /> : null}
    </BottomSheet>
  );
}

function SupersetChoices({ exercise, exercises, onClose, onSave }: SupersetSheetProps & { exercise: EditorExercise }) {
  const others = exercises.filter((other) => other.exerciseId !== exercise.exerciseId);
  const [chosen, setChosen] = useState<string[]>(() =>
    exercise.superset ? others.filter((other) => other.superset === exercise.superset).map((other) => other.exerciseId) : [],
  );
  const toggle = (exerciseId: string) => setChosen((current) => (current.includes(exerciseId) ? current.filter((id) => id !== exerciseId) : [...current, exerciseId]));

  return (
    <form
      className="flex flex-col gap-3 px-4 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) return;
        onClose();
        onSave(exercise.exerciseId, others.filter((other) => chosen.includes(other.exerciseId)).map((other) => other.exerciseId));
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="pb-1 text-sm text-slate-600">Done in turn with {exercise.name}, a set each, then the rest.</legend>
        {others.map((other) => (
          <label key={other.exerciseId} className="flex min-h-12 items-center gap-3 rounded-xl px-2 hover:bg-slate-50">
            <input type="checkbox" checked={chosen.includes(other.exerciseId)} onChange={() => toggle(other.exerciseId)} className="size-5 shrink-0 accent-blue-600" />
            <span className="min-w-0 flex-1 text-base text-slate-800">{other.name}</span>
            {other.superset && other.superset !== exercise.superset ? <span className="shrink-0 text-xs text-slate-600">Superset {other.superset}</span> : null}
          </label>
        ))}
      </fieldset>
      <p aria-live="polite" className="text-sm text-slate-600">
        {chosen.length === 0 ? 'Choose at least one exercise.' : chosen.length === 1 ? '1 exercise chosen' : `${chosen.length} exercises chosen`}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={onClose} className="min-h-12 flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={chosen.length === 0} className="min-h-12 flex-1">
          Save superset
        </Button>
      </div>
    </form>
  );
}
