import { Delete } from 'lucide-react';
import { Fragment, memo, useId, useState, type KeyboardEvent } from 'react';
import type { PlateSetup } from '../../../../../shared/api-types';
import type { WeightUnit } from '../../../../../shared/units';
import {
  DIGIT_KEYS,
  finishKeypadText,
  isPointEnabled,
  keyFromKeyboard,
  openKeypad,
  pressKey,
  separatorOf,
  type KeypadKey,
  type KeypadMode,
  type KeypadState,
} from '../../../../../shared/workout/keypad';
import { ModalLayer } from '../../../components/ui/modal-layer';
import { cn } from '../../../lib/cn';
import { DEFAULT_PLATE_SETUPS } from '../../../lib/units/use-weight-unit';
import { stepEntryText, stepOf } from '../lib/weight-entry';
import { isTypableEntry } from '../lib/type-fields';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import { distanceUnitOf, durationUnitText } from '../../../../../shared/exercise-types/measure-entry';
import { PlateCalculator } from './plate-calculator';

export interface KeypadRequest {
  /** Tells requests apart: a new id (Next) starts the keypad afresh without closing the sheet. */
  id?: string;
  mode: KeypadMode;
  /** What is being typed ('Weight', 'Reps', 'Rest time'). */
  title: string;
  /** Where ('Set 2 · Bench Press'). */
  subtitle?: string;
  initialText: string;
  /** A key typed on a hardware keyboard that opened the keypad; applied at once. */
  firstKey?: KeypadKey;
  /** The unit a weight is typed in (weight mode; default lb). */
  weightUnit?: WeightUnit;
  /** Shown while nothing is typed (e.g. the coach's suggestion); default '0'. */
  placeholder?: string;
  /** A barbell exercise's bar and plates: the plate calculator shows the plates per side (weight mode). */
  plateSetup?: PlateSetup;
  /** The element (by DOM id) that gets the focus back when the sheet closes: the field typed last after Next. */
  returnFocusId?: string;
  onDone: (text: string) => void;
  /**
   * Weight and reps (issue 11): the 'Next' key keeps the value and moves on to the next field (the caller opens the
   * next request). Absent: Next is shown disabled (the last field); timer mode has no Next and no ± keys.
   */
  onNext?: (text: string) => void;
}

/**
 * Numeric keypad sheet (spec 000): Cancel and Done, Clear and backspace; reps mode (no point),
 * weight mode (one decimal point, in kg or lb), minutes:seconds timer mode. For weight and reps (issue 11): − and +
 * steps (2.5 kg / 5 lb, 1 rep), a Next key (weight → reps → next set), and for barbell exercises the plates per side.
 * The app's own keys keep the phone keyboard closed (no layout jump); a hardware keyboard types into it too (Enter is
 * Done, + and − step).
 *
 * Issue 27 (speed on a phone): the sheet is a modal layer that stays mounted and laid out, invisible, while closed (from the start,
 * then holding the last request unseen), so opening it mounts nothing; while it is closed it is not drawn again at
 * all (its `request` is null then). Each opening starts the keypad afresh.
 */
export const NumericKeypadSheet = memo(
  function NumericKeypadSheet({ request: given, onClose }: { request: KeypadRequest | null; onClose: () => void }) {
    const titleId = useId();
    const open = given !== null;
    // Counts the openings (reopening the same field starts again from its stored value), and keeps the last request.
    const [shown, setShown] = useState({ open, count: open ? 1 : 0, request: given ?? UNSEEN_REQUEST });
    if (shown.open !== open || (given !== null && given !== shown.request)) {
      setShown({ open, count: open && !shown.open ? shown.count + 1 : shown.count, request: given ?? shown.request });
    }
    const request = given ?? shown.request;
    const openings = shown;
    return (
      <ModalLayer
        open={open}
        onClose={onClose}
        returnFocusId={request?.returnFocusId}
        overlayClassName="fixed inset-0 z-50 bg-slate-900/30 opacity-0 transition-opacity duration-150 group-data-open/layer:opacity-100"
      >
        {request ? <KeypadContent request={request} opening={openings.count} titleId={titleId} onClose={onClose} /> : null}
      </ModalLayer>
    );
  },
  // Closed, it stays as it was (unseen) whatever its parent draws.
  (previous, next) => previous.request === null && next.request === null,
);

/**
 * What the closed keypad holds before its first opening (never seen): it is mounted with the page, not on opening,
 * plate calculator included (a barbell lift's first weight would otherwise mount it inside the tap).
 */
const UNSEEN_REQUEST: KeypadRequest = {
  mode: 'pounds',
  title: 'Weight',
  initialText: '',
  plateSetup: DEFAULT_PLATE_SETUPS.lb,
  onDone: () => undefined,
  onNext: () => undefined,
};

function initialState(request: KeypadRequest): KeypadState {
  const opened = openKeypad(request.initialText);
  return request.firstKey ? press(opened, request.firstKey, request) : opened;
}

/** One key press; a weight or distance that would be out of range in the person's unit is refused like any invalid text. */
function press(state: KeypadState, key: KeypadKey, request: KeypadRequest): KeypadState {
  const next = pressKey(state, key, request.mode);
  const field = fieldOfMode(request.mode);
  if (field && !isTypableEntry(field, next.text, request.weightUnit ?? 'lb')) return state;
  return next;
}

/** The entry field a mode types (none for the rest timer). */
const fieldOfMode = (mode: KeypadMode): EntryField | null =>
  mode === 'pounds' ? 'weight' : mode === 'reps' ? 'reps' : mode === 'duration' ? 'duration' : mode === 'distance' ? 'distance' : null;

/** The unit shown beside the value: 'kg', 'reps', 'sec' / 'm:ss' / 'h:mm:ss' as a time is typed, 'km'. */
function unitTextOf(mode: KeypadMode, text: string, unit: WeightUnit): string {
  if (mode === 'pounds') return unit === 'lb' ? 'lbs' : 'kg';
  if (mode === 'reps') return 'reps';
  if (mode === 'duration') return durationUnitText(text);
  if (mode === 'distance') return distanceUnitOf(unit);
  return 'min:sec';
}

function KeypadContent({ request, opening, titleId, onClose }: { request: KeypadRequest; opening: number; titleId: string; onClose: () => void }) {
  const { mode } = request;
  const unit = request.weightUnit ?? 'lb';
  const field = fieldOfMode(mode) ?? 'reps';
  const entry = mode !== 'timer';
  // A new opening, or Next opened another field: start afresh with its value (the sheet stays open).
  const key = `${opening}|${request.id ?? ''}`;
  const [typed, setTyped] = useState<{ id: string; state: KeypadState }>(() => ({ id: key, state: initialState(request) }));
  let state = typed.state;
  if (typed.id !== key) {
    state = initialState(request);
    setTyped({ id: key, state });
  }
  const setState = (change: (current: KeypadState) => KeypadState) => setTyped((current) => ({ id: current.id, state: change(current.state) }));
  const pressOne = (key: KeypadKey) => setState((current) => press(current, key, request));
  const step = (direction: 1 | -1) => setState((current) => ({ text: stepEntryText(current.text, field, direction, unit), pristine: false }));
  const use = (text: string) => setState(() => ({ text, pristine: false }));
  const done = () => {
    request.onDone(finishKeypadText(state.text, mode));
    onClose();
  };
  const next = request.onNext ? () => request.onNext?.(finishKeypadText(state.text, mode)) : undefined;
  const separator = separatorOf(mode);
  const pointEnabled = isPointEnabled(mode, state.pristine ? '' : state.text);
  const unitText = unitTextOf(mode, state.text, unit);
  const { text: stepText, name: stepName } = stepOf(field, unit);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      done();
      return;
    }
    if (entry && (event.key === '+' || event.key === '-')) {
      event.preventDefault();
      step(event.key === '+' ? 1 : -1);
      return;
    }
    const key = keyFromKeyboard(event.key);
    if (!key) return;
    event.preventDefault();
    pressOne(key);
  }

  const keyClasses =
    'flex h-14 items-center justify-center rounded-2xl bg-slate-100 text-2xl font-semibold text-slate-900 select-none ' +
    'active:bg-slate-300 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-35 touch-manipulation';
  const sideKeyClasses = cn(keyClasses, 'bg-slate-200 text-xl tabular-nums active:bg-slate-300');

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-autofocus
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-md rounded-t-3xl bg-white dark:border-t dark:border-slate-700 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl outline-none translate-y-full transition-transform duration-150 ease-out group-data-open/layer:translate-y-0"
    >
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 min-w-18 shrink-0 items-center whitespace-nowrap justify-center rounded-xl px-3 font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Cancel
        </button>
        <div className="min-w-0 flex-1 text-center">
          <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
            {request.title}
          </h2>
          {request.subtitle ? <p className="truncate text-xs text-slate-500">{request.subtitle}</p> : null}
        </div>
        <button
          type="button"
          onClick={done}
          className="inline-flex min-h-11 min-w-18 shrink-0 items-center justify-center rounded-xl bg-blue-600 whitespace-nowrap px-4 font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Done
        </button>
      </div>

      <div className="my-3 flex items-center gap-2 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-2">
        <output
          aria-label={`${request.title} value`}
          aria-live="polite"
          className={cn(
            'min-w-0 flex-1 truncate text-right text-4xl font-bold tabular-nums',
            state.text ? 'text-slate-900' : 'text-slate-500',
            state.pristine && state.text && 'rounded-lg bg-blue-100 px-1',
          )}
        >
          {state.text || (mode === 'timer' ? '0:00' : (request.placeholder ?? '0'))}
        </output>
        <span className="w-14 text-sm font-medium whitespace-nowrap text-slate-600">{unitText}</span>
        <button
          type="button"
          onClick={() => pressOne('clear')}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Clear
        </button>
      </div>

      {mode === 'pounds' && request.plateSetup ? <PlateCalculator text={state.text} setup={request.plateSetup} onUse={use} /> : null}

      {/* In reading order: each digit, then its row's side key (− after 3, + after 6, Next after 9). */}
      <div className={cn('grid gap-2', entry ? 'grid-cols-4' : 'grid-cols-3')}>
        {DIGIT_KEYS.slice(0, 9).map((digit, index) => (
          <Fragment key={digit}>
            <button type="button" onClick={() => pressOne(digit)} className={keyClasses}>
              {digit}
            </button>
            {entry && index === 2 ? (
              <button type="button" aria-label={`−${stepName}`} onClick={() => step(-1)} className={sideKeyClasses}>
                −{stepText}
              </button>
            ) : null}
            {entry && index === 5 ? (
              <button type="button" aria-label={`+${stepName}`} onClick={() => step(1)} className={sideKeyClasses}>
                +{stepText}
              </button>
            ) : null}
            {entry && index === 8 ? (
              <button
                type="button"
                disabled={!next}
                onClick={next}
                className={cn(keyClasses, 'row-span-2 h-auto bg-blue-100 text-xl text-blue-800 active:bg-blue-200')}
              >
                Next
              </button>
            ) : null}
          </Fragment>
        ))}
        <button
          type="button"
          aria-label={separator === ':' ? 'Minutes and seconds separator' : 'Decimal point'}
          disabled={!pointEnabled}
          onClick={() => pressOne('point')}
          className={keyClasses}
        >
          {separator ?? '.'}
        </button>
        <button type="button" onClick={() => pressOne('0')} className={keyClasses}>
          0
        </button>
        <button type="button" aria-label="Backspace" onClick={() => pressOne('backspace')} className={keyClasses}>
          <Delete className="size-7" aria-hidden />
        </button>
      </div>
    </div>
  );
}

