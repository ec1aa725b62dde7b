import * as Dialog from '@radix-ui/react-dialog';
import { Delete } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
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
import { cn } from '../../../lib/cn';

export interface KeypadRequest {
  mode: KeypadMode;
  /** What is being typed ('Weight', 'Reps', 'Rest time'). */
  title: string;
  /** Where ('Set 2 · Bench Press'). */
  subtitle?: string;
  initialText: string;
  /** A key typed on a hardware keyboard that opened the keypad; applied at once. */
  firstKey?: KeypadKey;
  onDone: (text: string) => void;
}

const unitOf: Record<KeypadMode, string> = { pounds: 'lbs', reps: 'reps', timer: 'min:sec' };

/**
 * Numeric keypad sheet (spec 000): Cancel and Done, Clear and backspace; reps mode (no point),
 * pounds mode (one decimal point), minutes:seconds timer mode. The app's own keys keep the
 * phone keyboard closed (no layout jump); a hardware keyboard types into it too.
 */
export function NumericKeypadSheet({ request, onClose }: { request: KeypadRequest | null; onClose: () => void }) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/30 transition-opacity duration-150 starting:opacity-0" />
        {request ? <KeypadContent request={request} onClose={onClose} /> : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function initialState(request: KeypadRequest): KeypadState {
  const opened = openKeypad(request.initialText);
  return request.firstKey ? pressKey(opened, request.firstKey, request.mode) : opened;
}

function KeypadContent({ request, onClose }: { request: KeypadRequest; onClose: () => void }) {
  const { mode } = request;
  const [state, setState] = useState<KeypadState>(() => initialState(request));
  const press = (key: KeypadKey) => setState((current) => pressKey(current, key, mode));
  const done = () => {
    request.onDone(finishKeypadText(state.text, mode));
    onClose();
  };
  const separator = separatorOf(mode);
  const pointEnabled = isPointEnabled(mode, state.pristine ? '' : state.text);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      done();
      return;
    }
    const key = keyFromKeyboard(event.key);
    if (!key) return;
    event.preventDefault();
    press(key);
  }

  const keyClasses =
    'flex h-14 items-center justify-center rounded-2xl bg-slate-100 text-2xl font-semibold text-slate-900 select-none ' +
    'active:bg-slate-300 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-35 touch-manipulation';

  return (
    <Dialog.Content
      aria-describedby={undefined}
      onKeyDown={onKeyDown}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      className="fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-md rounded-t-3xl bg-white px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl outline-none transition-transform duration-150 ease-out starting:translate-y-full"
    >
      <div className="flex items-center justify-between">
        <Dialog.Close className="inline-flex min-h-11 min-w-18 items-center justify-center rounded-xl px-3 font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
          Cancel
        </Dialog.Close>
        <div className="min-w-0 text-center">
          <Dialog.Title className="truncate text-base font-semibold text-slate-900">{request.title}</Dialog.Title>
          {request.subtitle ? <p className="truncate text-xs text-slate-500">{request.subtitle}</p> : null}
        </div>
        <button
          type="button"
          onClick={done}
          className="inline-flex min-h-11 min-w-18 items-center justify-center rounded-xl bg-blue-600 px-4 font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
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
            state.text ? 'text-slate-900' : 'text-slate-300',
            state.pristine && state.text && 'rounded-lg bg-blue-100 px-1',
          )}
        >
          {state.text || (mode === 'timer' ? '0:00' : '0')}
        </output>
        <span className="w-14 text-sm font-medium text-slate-500">{unitOf[mode]}</span>
        <button
          type="button"
          onClick={() => press('clear')}
          className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          Clear
        </button>
      </div>

      <div className="grid grid-cols-3 gap-2">
        {DIGIT_KEYS.slice(0, 9).map((digit) => (
          <button key={digit} type="button" onClick={() => press(digit)} className={keyClasses}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          aria-label={mode === 'timer' ? 'Minutes and seconds separator' : 'Decimal point'}
          disabled={!pointEnabled}
          onClick={() => press('point')}
          className={keyClasses}
        >
          {separator ?? '.'}
        </button>
        <button type="button" onClick={() => press('0')} className={keyClasses}>
          0
        </button>
        <button type="button" aria-label="Backspace" onClick={() => press('backspace')} className={keyClasses}>
          <Delete className="size-7" aria-hidden />
        </button>
      </div>
    </Dialog.Content>
  );
}
