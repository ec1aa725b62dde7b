import { Check } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { WeightUnit } from '../../../../../shared/units';
import type { ExerciseType } from '../../../../../shared/exercise-types/types';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import { keyFromKeyboard, type KeypadKey } from '../../../../../shared/workout/keypad';
import { WARMUP_LABEL, type SetLabel } from '../../../../../shared/workout/set-numbering';
import type { SetMarker } from '../../../../../shared/workout/set-type';
import { cn } from '../../../lib/cn';
import { memoWithLatestHandlers } from '../../../lib/memo-with-latest-handlers';
import { useKeypadField } from '../lib/keypad-store';
import { entryFieldsOf, fieldHeading, isTypableEntry } from '../lib/type-fields';
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

/**
 * The columns of a card's rows: set, (previous,) the fields of the exercise's type (weight and reps without one; issue
 * 29) and, when sets can be completed, done.
 */
export interface SetColumns {
  completable: boolean;
  previous: boolean;
  type?: ExerciseType;
}

/** The grid every set row and the column headings share: one or two value fields (classes spelled out for Tailwind). */
const setGrid = ({ completable, previous, type }: SetColumns) => {
  const single = entryFieldsOf(type).length === 1;
  return cn(
    'grid items-center',
    previous ? 'gap-1.5' : 'gap-2',
    !single && previous && completable && 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_2.75rem]',
    !single && previous && !completable && 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]',
    !single && !previous && completable && 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)_2.75rem]',
    !single && !previous && !completable && 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)]',
    single && previous && completable && 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)_2.75rem]',
    single && previous && !completable && 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)]',
    single && !previous && completable && 'grid-cols-[2.75rem_minmax(0,1fr)_2.75rem]',
    single && !previous && !completable && 'grid-cols-[2.75rem_minmax(0,1fr)]',
  );
};

export function SetColumnHeadings({ columns, unit }: { columns: SetColumns; unit: WeightUnit }) {
  return (
    <div aria-hidden className={cn(setGrid(columns), '@container px-3 pt-1 pb-1 text-center text-xs font-semibold tracking-wide text-slate-500 uppercase')}>
      <span>Set</span>
      {/* Issue 27: 'Previous' does not fit its column on a 320 px phone; 'Last' does (no word broken mid-word). */}
      {columns.previous ? (
        <span>
          <span className="@min-[21rem]:hidden">Last</span>
          <span className="hidden @min-[21rem]:inline">Previous</span>
        </span>
      ) : null}
      {entryFieldsOf(columns.type).map((field) => (
        <span key={field}>{fieldHeading(field, columns.type, unit)}</span>
      ))}
      {columns.completable ? (
        <span className="flex justify-center">
          <Check className="size-4" />
        </span>
      ) : null}
    </div>
  );
}

/** A field's value as the row shows it. */
export interface FieldView {
  /** The text, in the person's unit for a weight. */
  value: string;
  /** Copied from an earlier set and not confirmed yet: drawn unlike a typed value (issue 11). */
  copied?: boolean;
  /**
   * Shown while the field is empty, drawn as a hint, not a value (issue 27): `text` as shown ('86.25'), `spoken` after
   * the field's name ('suggested 86.25 kg'). Without one an empty field shows '–'.
   */
  hint?: { text: string; spoken: string };
}

interface EntryFieldProps {
  id: string;
  label: string;
  view: FieldView;
  field: EntryField;
  unit: WeightUnit;
  /** Touch device: the field opens the app's keypad instead of the phone keyboard. */
  coarse: boolean;
  /** The keypad is open for this field. */
  active?: boolean;
  disabled?: boolean;
  onType: (text: string) => void;
  onEnter: () => void;
  onOpenKeypad: (firstKey?: KeypadKey) => void;
}

/** A field's classes; each look sets its own colours and weight (no two classes of the same property compete). */
function fieldClasses({ copied, hinted, active }: { copied?: boolean; hinted?: boolean; active?: boolean }): string {
  return cn(
    'h-11 w-full min-w-0 rounded-xl border px-1.5 text-center text-lg tabular-nums',
    'placeholder:font-normal placeholder:text-slate-500 focus:border-blue-600 focus:bg-white focus:ring-2 focus:ring-blue-600/30 focus:outline-none',
    'disabled:opacity-50',
    // A copied value is drawn apart until it is confirmed: lighter, italic, on a dashed outline.
    copied ? 'border-dashed font-normal text-slate-600 italic' : 'font-semibold text-slate-900',
    // An empty field with a hint is an open outline whose light text is the hint (issue 27): no filled chip, no bold
    // value, so a hint never passes for a value.
    active ? 'border-blue-600 bg-white ring-2 ring-blue-600/30' : copied ? 'border-slate-400 bg-white' : hinted ? 'border-slate-300 bg-white' : 'border-transparent bg-slate-100',
  );
}

/**
 * A long hint ('8-10', '10-12', 'AMRAP') set smaller in a narrow row (a 320 px phone, a superset's card) so it fits its
 * field on one line (issue 27); the row is the container.
 */
function narrowHint(text: string): string | false {
  if (text.length >= 5) return '@max-[20rem]:-mx-1 @max-[20rem]:text-xs';
  return text.length === 4 && '@max-[20rem]:text-sm';
}

/** A long value ('1:05:00', '12.345') set smaller so it fits its field on one line (issue 29; the row is the container). */
function narrowValue(text: string): string | false {
  if (text.length >= 6) return 'text-base @max-[20rem]:-mx-1 @max-[20rem]:text-xs';
  return text.length === 5 && '@max-[20rem]:-mx-1 @max-[20rem]:text-sm';
}

function EntryField({ id, label, view, field, unit, coarse, active, disabled, onType, onEnter, onOpenKeypad }: EntryFieldProps) {
  // What is being typed stays as typed ('102.' survives a keystroke) until the field is left.
  const [typing, setTyping] = useState<string | null>(null);
  const { value, copied, hint } = view;
  const hinted = !value && hint !== undefined;
  const name = copied && value ? `${label}, copied` : hinted ? `${label}, ${hint.spoken}` : label;

  if (coarse) {
    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      const key = keyFromKeyboard(event.key);
      if (!key || key === 'clear') return;
      event.preventDefault();
      onOpenKeypad(key);
    };
    return (
      // The value is part of the name: a screen reader hears it, and the name contains what is shown.
      <button
        id={id}
        type="button"
        aria-label={value ? `${label}, ${value}${copied ? ', copied' : ''}` : name}
        disabled={disabled}
        onClick={() => onOpenKeypad()}
        onKeyDown={onKeyDown}
        data-copied={copied || undefined}
        data-hint={hinted ? hint.text : undefined}
        className={fieldClasses({ copied, hinted, active })}
      >
        {value ? (
          <span className={cn('block truncate', narrowValue(value))}>{value}</span>
        ) : (
          <span className={cn('font-normal whitespace-nowrap', hinted ? cn('block truncate text-slate-500', narrowHint(hint.text)) : 'text-slate-400')}>
            {hinted ? hint.text : '–'}
          </span>
        )}
      </button>
    );
  }
  return (
    <input
      id={id}
      aria-label={name}
      value={typing ?? value}
      disabled={disabled}
      placeholder={hinted ? hint.text : '–'}
      data-hint={hinted ? hint.text : undefined}
      inputMode={field === 'reps' ? 'numeric' : field === 'duration' ? 'text' : 'decimal'}
      enterKeyHint="next"
      autoComplete="off"
      data-copied={copied || undefined}
      onFocus={() => setTyping(value)}
      onBlur={() => setTyping(null)}
      onChange={(event) => {
        const text = event.target.value.replace(',', '.');
        if (!isTypableEntry(field, text, unit)) return;
        setTyping(text);
        onType(text);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }}
      className={fieldClasses({ copied: copied && typing === null, hinted: hinted && !typing })}
    />
  );
}

/** The Previous column's cell of one row (issue 11). */
export interface PreviousView {
  status: 'pending' | 'error' | 'success';
  /** '100 × 5'; null: nothing last time. */
  text: string | null;
  /** The same with its unit, for the accessible name ('100 × 5 (kg)': it contains the text shown). */
  spoken?: string;
}

export interface SetRowProps {
  /** The set's id: the row draws the keypad's focus on its own field (lib/keypad-store). */
  setId: string;
  name: string;
  /** Issue 29: F or D for a failure or drop set, in place of its number. */
  label: SetLabel | SetMarker;
  isCompleted?: boolean;
  /** The fields of the exercise's type in order (weight and reps; a time; a distance and a time ...; issue 29). */
  fields: readonly RowField[];
  /** The exercise's type (absent: weight and reps), for the grid. */
  type?: ExerciseType;
  unit: WeightUnit;
  coarse: boolean;
  /** Still being created: shown, but not editable yet. */
  pending?: boolean;
  /** Last time's values; absent = no Previous column. */
  previous?: PreviousView;
  /** The 'PR' badge's accessible name; '' or absent = no badge. */
  recordName?: string;
  onOpenOptions: () => void;
  /** Text typed with a keyboard into a field (a weight in the person's unit). */
  onType: (field: EntryField, text: string) => void;
  /** Enter in a field: on to the next one. */
  onEnter: (field: EntryField) => void;
  onOpenKeypad: (field: EntryField, firstKey?: KeypadKey) => void;
  /** Tapping the previous value: it fills weight and reps. */
  onFillPrevious?: () => void;
  /** Absent: the row has no completion toggle (templates). */
  onToggleComplete?: () => void;
  onDelete: () => void;
}

/** One value field of a row. */
export interface RowField {
  field: EntryField;
  /** Its accessible name ('Set 1 weight (kg)', 'Set 1 time'). */
  label: string;
  view: FieldView;
  /** Its DOM id (Enter moves focus by it). */
  id: string;
}

/** How long a new row ignores the second tap of a double tap. */
const NEW_ROW_MS = 500;

/**
 * A double tap on Add Set lands its second tap on the row it just added (decision 104): a row ignores a double tap's
 * second tap in its first moments. Later, two quick taps on the tick (done, then not) both count.
 */
const isStraySecondTap = (clickCount: number, shownAt: number) => clickCount > 1 && performance.now() - shownAt < NEW_ROW_MS;

/** One set: its number or W, last time's values, its type's fields, the completion toggle; swipe left to delete. */
function SetRowView(props: SetRowProps) {
  const { setId, name, label, isCompleted = false, fields, type, unit, coarse, pending, previous, recordName } = props;
  // The keypad's field, read here (issue 27): opening the keypad draws this row again, not the workout.
  const activeField = useKeypadField(setId);
  const { onOpenOptions, onType, onEnter, onOpenKeypad, onFillPrevious, onToggleComplete, onDelete } = props;
  const [shownAt] = useState(() => performance.now());
  const isWarmup = label === WARMUP_LABEL;
  const marked = label === 'F' || label === 'D';
  const columns: SetColumns = { completable: onToggleComplete !== undefined, previous: previous !== undefined, type };

  return (
    <SwipeToDelete deleteLabel={`Delete ${name}`} onDelete={onDelete} disabled={pending} className={isCompleted ? 'bg-emerald-50' : 'bg-white'}>
      <div
        data-set-row={name}
        data-completed={isCompleted || undefined}
        onClickCapture={(event) => isStraySecondTap(event.detail, shownAt) && event.stopPropagation()}
        className={cn(setGrid(columns), '@container px-3 py-1')}
      >
        <div className="relative">
          <button
            type="button"
            aria-label={`${name} options${label === 'F' ? ', failure set' : label === 'D' ? ', drop set' : ''}`}
            aria-haspopup="dialog"
            disabled={pending}
            onClick={onOpenOptions}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-xl text-base font-bold focus-visible:outline-2 focus-visible:outline-blue-600',
              isWarmup ? 'bg-amber-100 text-amber-700' : marked ? (label === 'F' ? 'bg-red-100 text-red-700' : 'bg-violet-100 text-violet-700') : 'bg-slate-100 text-slate-700',
            )}
          >
            {label}
          </button>
          {recordName ? (
            <span
              role="img"
              aria-label={recordName}
              title={recordName}
              className="absolute -top-1.5 -right-2 rounded-full bg-amber-300 px-1.5 text-[11px] leading-4 font-extrabold text-amber-950 shadow-sm ring-2 ring-white"
            >
              PR
            </span>
          ) : null}
        </div>
        {previous ? <PreviousCell name={name} previous={previous} disabled={pending} onFill={onFillPrevious} /> : null}
        {fields.map(({ field, label: fieldName, view, id }) => (
          <EntryField
            key={field}
            id={id}
            label={fieldName}
            view={view}
            field={field}
            unit={unit}
            coarse={coarse}
            active={activeField === field}
            disabled={pending}
            onType={(text) => onType(field, text)}
            onEnter={() => onEnter(field)}
            onOpenKeypad={(key) => onOpenKeypad(field, key)}
          />
        ))}
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

/**
 * Drawn again only when what it shows changes (issue 27, speed on a phone): opening the keypad, typing a set or
 * ticking one re-draws that row, not the whole workout (the keypad's field comes from the keypad store).
 */
export const SetRow = memoWithLatestHandlers(SetRowView);

function PreviousCell({ name, previous, disabled, onFill }: { name: string; previous: PreviousView; disabled?: boolean; onFill?: () => void }) {
  const cell = 'flex min-h-11 items-center justify-center text-center text-[13px] leading-tight tabular-nums';
  if (previous.status === 'pending') {
    return (
      <span className={cn(cell, 'text-slate-500')}>
        <span className="sr-only">{`${name} previous: loading`}</span>
        <span aria-hidden>…</span>
      </span>
    );
  }
  if (!previous.text || !onFill) {
    return (
      <span className={cn(cell, 'text-slate-500')}>
        <span className="sr-only">{`${name}: nothing last time`}</span>
        <span aria-hidden>–</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={`${name} last time: ${previous.spoken ?? previous.text}. Fill in`}
      disabled={disabled}
      onClick={onFill}
      className={cn(cell, 'rounded-xl px-0.5 font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 active:bg-slate-200')}
    >
      {previous.text}
    </button>
  );
}
