import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MAX_SET_NOTE_LENGTH, RPE_VALUES, SET_TYPE_NAMES, SET_TYPES, setTypeOf, type SetDetails } from '../../../../../shared/workout/set-type';
import { BottomSheet, SheetBody } from '../../../components/ui/bottom-sheet';
import { cn } from '../../../lib/cn';
import { useLatest } from '../../../lib/use-latest';
import type { EditorSet } from '../editor-model';
import type { SetOptionsTarget } from './set-options-sheet';

interface SetDetailsSheetProps {
  target: SetOptionsTarget | null;
  /** The set as the model shows it now (its type, RPE and note). */
  set: EditorSet | undefined;
  onClose: () => void;
  onChange: (target: SetOptionsTarget, details: SetDetails) => void;
  onDelete: (target: SetOptionsTarget) => void;
}

const choice = (chosen: boolean) =>
  cn(
    'inline-flex min-h-11 items-center justify-center rounded-xl border px-1 text-base font-semibold focus-visible:outline-2 focus-visible:outline-blue-600',
    chosen ? 'border-blue-600 bg-blue-50 text-blue-700' : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
  );

/**
 * Issue 29: opened from a set's number in the live workout: its type (warm-up, normal, failure, drop), its RPE (6-10 in
 * halves) and a note, and Delete Set. A type or RPE tapped is kept at once; the note when the sheet closes.
 */
export function SetDetailsSheet({ target, set, onClose, onChange, onDelete }: SetDetailsSheetProps) {
  return (
    <BottomSheet
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.setName ?? ''}
      description={target?.exerciseName}
    >
      {target && set ? <SetDetailsForm key={target.setId} target={target} set={set} onClose={onClose} onChange={onChange} onDelete={onDelete} /> : null}
    </BottomSheet>
  );
}

/** Keeps the note typed when it differs from the one kept last. */
function keepChangedNote(latest: RefObject<{ note: string; keep: (text: string) => void }>, kept: RefObject<string>) {
  const text = latest.current.note.trim();
  if (text === kept.current) return;
  kept.current = text;
  latest.current.keep(text);
}

function SetDetailsForm({ target, set, onClose, onChange, onDelete }: Omit<SetDetailsSheetProps, 'set'> & { target: SetOptionsTarget; set: EditorSet }) {
  const [note, setNote] = useState(set.note ?? '');
  const type = setTypeOf(set);
  // The note is kept once, however the sheet closes (Done, Escape, a tap outside, leaving the field).
  const latest = useLatest({ note, keep: (text: string) => onChange(target, { note: text || null }) });
  const kept = useRef(set.note ?? '');
  const keepNote = () => keepChangedNote(latest, kept);
  useEffect(() => () => keepChangedNote(latest, kept), [latest]);

  return (
    <SheetBody>
      <div role="group" aria-label="Set type" className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-4">
        {SET_TYPES.map((each) => (
          <button key={each} type="button" aria-pressed={type === each} onClick={() => type !== each && onChange(target, { setType: each })} className={choice(type === each)}>
            {SET_TYPE_NAMES[each]}
          </button>
        ))}
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-slate-700">RPE (how hard, 6 to 10)</legend>
        <div className="grid grid-cols-5 gap-1.5">
          <button type="button" aria-label="No RPE" aria-pressed={set.rpe === undefined} onClick={() => set.rpe !== undefined && onChange(target, { rpe: null })} className={choice(set.rpe === undefined)}>
            –
          </button>
          {RPE_VALUES.map((value) => (
            <button
              key={value}
              type="button"
              aria-label={`RPE ${value}`}
              aria-pressed={set.rpe === value}
              onClick={() => set.rpe !== value && onChange(target, { rpe: value })}
              className={cn(choice(set.rpe === value), 'tabular-nums')}
            >
              {value}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-700">
        Note
        <textarea
          value={note}
          maxLength={MAX_SET_NOTE_LENGTH}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          onBlur={keepNote}
          placeholder="How it went, what to change"
          className="rounded-xl border border-slate-300 px-3 py-2 text-base font-normal text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none"
        />
      </label>
      <div className="flex gap-2 pb-1">
        <button
          type="button"
          onClick={() => {
            onClose();
            onDelete(target);
          }}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 text-base font-semibold text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <Trash2 className="size-5" aria-hidden />
          Delete Set
        </button>
        <button
          type="button"
          onClick={() => {
            keepNote();
            onClose();
          }}
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-xl bg-blue-600 text-base font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Done
        </button>
      </div>
    </SheetBody>
  );
}
