import { Check } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import { isValidKeypadText, keyFromKeyboard, type KeypadKey } from '../../../../../shared/workout/keypad';
import { WARMUP_LABEL, type SetLabel } from '../../../../../shared/workout/set-numbering';
import { cn } from '../../../lib/cn';
import { SwipeToDelete } from './swipe-to-delete';

/** 'Set 2' or 'Warm-up 1': a set's name for labels, matching what the row shows. */
export function setNames(labels: readonly SetLabel[]): string[] {
  let warmups = 0;
  return labels.map((label) => {
    if (label === WARMUP_LABEL) {
      warmups += 1;
      return `Warm-up ${warmups}`;
    }
    return `Set ${label}`;
  });
}

/** The grid every set row and the column headings share: set, weight, reps and, when sets can be completed, done. */
const setGrid = (completable: boolean) =>
  cn('grid items-center gap-2', completable ? 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)_2.75rem]' : 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)]');

export function SetColumnHeadings({ completable }: { completable: boolean }) {
  return (
    <div aria-hidden className={cn(setGrid(completable), 'px-3 pt-1 pb-1 text-center text-xs font-semibold tracking-wide text-slate-500 uppercase')}>
      <span>Set</span>
      <span>lbs</span>
      <span>Reps</span>
      {completable ? (
        <span className="flex justify-center">
          <Check className="size-4" />
        </span>
      ) : null}
    </div>
  );
}

interface EntryFieldProps {
  label: string;
  value: string;
  mode: 'pounds' | 'reps';
  /** Touch device: the field opens the app's keypad instead of the phone keyboard. */
  coarse: boolean;
  disabled?: boolean;
  onType: (text: string) => void;
  onOpenKeypad: (firstKey?: KeypadKey) => void;
}

const fieldClasses =
  'h-11 w-full min-w-0 rounded-xl border border-transparent bg-slate-100 px-2 text-center text-lg font-semibold text-slate-900 tabular-nums ' +
  'placeholder:font-normal placeholder:text-slate-400 focus:border-blue-600 focus:bg-white focus:ring-2 focus:ring-blue-600/30 focus:outline-none ' +
  'disabled:opacity-50';

function EntryField({ label, value, mode, coarse, disabled, onType, onOpenKeypad }: EntryFieldProps) {
  if (coarse) {
    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      const key = keyFromKeyboard(event.key);
      if (!key || key === 'clear') return;
      event.preventDefault();
      onOpenKeypad(key);
    };
    return (
      // The value is part of the name: a screen reader hears it, and the name contains what is shown.
      <button type="button" aria-label={value ? `${label}, ${value}` : label} disabled={disabled} onClick={() => onOpenKeypad()} onKeyDown={onKeyDown} className={fieldClasses}>
        {value ? value : <span className="font-normal text-slate-400">–</span>}
      </button>
    );
  }
  return (
    <input
      aria-label={label}
      value={value}
      disabled={disabled}
      placeholder="–"
      inputMode={mode === 'pounds' ? 'decimal' : 'numeric'}
      enterKeyHint="next"
      autoComplete="off"
      onChange={(event) => {
        const text = event.target.value.replace(',', '.');
        if (isValidKeypadText(text, mode)) onType(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      className={fieldClasses}
    />
  );
}

export interface SetRowProps {
  name: string;
  label: SetLabel;
  isCompleted?: boolean;
  weight: string;
  reps: string;
  coarse: boolean;
  /** Still being created: shown, but not editable yet. */
  pending?: boolean;
  onOpenOptions: () => void;
  onType: (field: EntryField, text: string) => void;
  onOpenKeypad: (field: EntryField, firstKey?: KeypadKey) => void;
  /** Absent: the row has no completion toggle (templates). */
  onToggleComplete?: () => void;
  onDelete: () => void;
}

/** One set: its number or W, weight and reps, the completion toggle; swipe left to delete. */
export function SetRow(props: SetRowProps) {
  const { name, label, isCompleted = false, weight, reps, coarse, pending, onOpenOptions, onType, onOpenKeypad, onToggleComplete, onDelete } = props;
  const isWarmup = label === WARMUP_LABEL;

  return (
    <SwipeToDelete deleteLabel={`Delete ${name}`} onDelete={onDelete} disabled={pending} className={isCompleted ? 'bg-emerald-50' : 'bg-white'}>
      <div data-set-row={name} data-completed={isCompleted || undefined} className={cn(setGrid(onToggleComplete !== undefined), 'px-3 py-1')}>
        <button
          type="button"
          aria-label={`${name} options`}
          aria-haspopup="dialog"
          disabled={pending}
          onClick={onOpenOptions}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-xl text-base font-bold focus-visible:outline-2 focus-visible:outline-blue-600',
            isWarmup ? 'bg-amber-100 text-amber-700' : 'bg-slate-100 text-slate-700',
          )}
        >
          {label}
        </button>
        <EntryField
          label={`${name} weight (lbs)`}
          value={weight}
          mode="pounds"
          coarse={coarse}
          disabled={pending}
          onType={(text) => onType('weight', text)}
          onOpenKeypad={(key) => onOpenKeypad('weight', key)}
        />
        <EntryField
          label={`${name} reps`}
          value={reps}
          mode="reps"
          coarse={coarse}
          disabled={pending}
          onType={(text) => onType('reps', text)}
          onOpenKeypad={(key) => onOpenKeypad('reps', key)}
        />
        {onToggleComplete ? (
        <button
          type="button"
          aria-label={`Complete ${name}`}
          aria-pressed={isCompleted}
          disabled={pending}
          onClick={onToggleComplete}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-xl border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50',
            isCompleted ? 'border-emerald-500 bg-emerald-500 text-white' : 'border-slate-300 bg-white text-slate-300',
          )}
        >
          <Check className="size-6" strokeWidth={3} aria-hidden />
        </button>
        ) : null}
      </div>
    </SwipeToDelete>
  );
}
