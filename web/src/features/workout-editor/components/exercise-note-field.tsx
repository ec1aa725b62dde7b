import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { MAX_EXERCISE_NOTE_LENGTH } from '../../../../../shared/workout/set-type';

interface ExerciseNoteFieldProps {
  exerciseName: string;
  /** The note as it is (the routine's, until the person changes it). */
  note?: string;
  onSave: (note: string | null) => void;
}

/**
 * Issue 29: the person's note on an exercise of the live workout, under its name: a routine's note is its first text.
 * Shown as text (a tap edits it) or as 'Add note'; the note is kept when the field is left, Escape puts it back.
 */
export function ExerciseNoteField({ exerciseName, note, onSave }: ExerciseNoteFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    const keep = () => {
      setDraft(null);
      if (draft.trim() !== (note ?? '')) onSave(draft.trim() || null);
    };
    return (
      <div className="mx-3 mb-1">
        <textarea
          // Opened by the person's own tap on the note: the field takes the focus they asked for.
          autoFocus
          aria-label={`Note on ${exerciseName}`}
          value={draft}
          maxLength={MAX_EXERCISE_NOTE_LENGTH}
          rows={2}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={keep}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setDraft(null);
            }
          }}
          className="w-full rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none"
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      aria-label={note ? `Edit note on ${exerciseName}: ${note}` : `Add note to ${exerciseName}`}
      onClick={() => setDraft(note ?? '')}
      className={
        note
          ? 'mx-3 mb-1 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-left text-sm leading-snug text-amber-950 focus-visible:outline-2 focus-visible:outline-blue-600'
          : 'mx-3 mb-1 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600'
      }
    >
      <NotebookPen className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words whitespace-pre-line">{note ?? 'Add note'}</span>
    </button>
  );
}
