import { MAX_REPS, MAX_WEIGHT_HUNDREDTHS, WEIGHT_SCALE } from '../constants';
import { isTypableDuration } from '../exercise-types/measure-entry';

/**
 * Rules of the numeric keypad sheet (spec 000 sections 2 and 5):
 * - reps mode: whole numbers, the point key is disabled;
 * - pounds mode: decimals, a decimal point only once (and at most two decimals: weights are
 *   kept in hundredths of a pound);
 * - timer mode: minutes:seconds, the separator only once, the seconds part at most 59; the value
 *   is minutes + seconds/60.
 * - Issue 29: duration mode (a set's time): seconds, m:ss or h:mm:ss (the separator at most twice,
 *   exercise-types/measure-entry); distance mode: a decimal with up to three places (km or mi).
 * Clear empties the text; backspace removes the last character.
 */
export type KeypadMode = 'reps' | 'pounds' | 'timer' | 'duration' | 'distance';

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'point' | 'backspace' | 'clear';

export const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** Text of the point key in each mode; reps has none. */
export function separatorOf(mode: KeypadMode): '.' | ':' | null {
  if (mode === 'pounds' || mode === 'distance') return '.';
  if (mode === 'timer' || mode === 'duration') return ':';
  return null;
}

export function isPointEnabled(mode: KeypadMode, text: string): boolean {
  const separator = separatorOf(mode);
  if (mode === 'duration') return !text.endsWith(':') && text.split(':').length < 3;
  return separator !== null && !text.includes(separator);
}

export const MAX_TIMER_MINUTES = 999;
export const MAX_SECONDS_PART = 59;

/** Whether a (possibly half-typed) text is acceptable in the mode. */
export function isValidKeypadText(text: string, mode: KeypadMode): boolean {
  if (text === '') return true;
  if (mode === 'reps') return /^\d{1,4}$/.test(text) && Number(text) <= MAX_REPS;
  if (mode === 'duration') return isTypableDuration(text);
  if (mode === 'distance') return /^\d{1,4}(\.\d{0,3})?$/.test(text);
  if (mode === 'pounds') {
    const match = /^(\d{1,4})(\.(\d{0,2}))?$/.exec(text);
    if (!match) return false;
    return Number(match[1]) * WEIGHT_SCALE + Number((match[3] ?? '').padEnd(2, '0')) <= MAX_WEIGHT_HUNDREDTHS;
  }
  const match = /^(\d{1,3})(:(\d{0,2}))?$/.exec(text);
  if (!match) return false;
  return Number(match[1]) <= MAX_TIMER_MINUTES && Number(match[3] || '0') <= MAX_SECONDS_PART;
}

export interface KeypadState {
  text: string;
  /** True until the first key after opening: the first digit or point replaces the shown value. */
  pristine: boolean;
}

export function openKeypad(text: string): KeypadState {
  return { text, pristine: true };
}

/** Applies one key press; a key that would make the text invalid is ignored. */
export function pressKey(state: KeypadState, key: KeypadKey, mode: KeypadMode): KeypadState {
  if (key === 'clear') return { text: '', pristine: false };
  if (key === 'backspace') return { text: state.text.slice(0, -1), pristine: false };

  const base = state.pristine ? '' : state.text;
  let next: string;
  if (key === 'point') {
    const separator = separatorOf(mode);
    if (separator === null || !isPointEnabled(mode, base)) return state;
    next = `${base === '' ? '0' : base}${separator}`;
  } else {
    // A leading zero gives way to the next digit ('0' then '5' is '5').
    next = base === '0' ? key : `${base}${key}`;
    if (mode === 'timer' || mode === 'duration') next = next.replace(/^0(\d)/, '$1');
  }
  return isValidKeypadText(next, mode) ? { text: next, pristine: false } : state;
}

/** Maps a hardware key (KeyboardEvent.key) to a keypad key, or null. */
export function keyFromKeyboard(key: string): KeypadKey | null {
  if (/^\d$/.test(key)) return key as KeypadKey;
  if (key === '.' || key === ',' || key === ':') return 'point';
  if (key === 'Backspace') return 'backspace';
  if (key === 'Delete') return 'clear';
  return null;
}

/**
 * The number a text stands for: reps (integer), pounds, or minutes in timer mode
 * (minutes + seconds/60). Empty or unfinished text ('.', '1:') counts what is there; '' is null.
 */
export function keypadValue(text: string, mode: KeypadMode): number | null {
  if (text === '' || !isValidKeypadText(text, mode)) return null;
  if (mode === 'timer') {
    const [minutes = '0', seconds = ''] = text.split(':');
    return Number(minutes || '0') + Number(seconds || '0') / 60;
  }
  return Number(text.endsWith('.') ? text.slice(0, -1) : text);
}

/** The committed text: an unfinished decimal ('45.') loses its point. */
export function finishKeypadText(text: string, mode: KeypadMode): string {
  if ((mode === 'pounds' || mode === 'distance') && text.endsWith('.')) return text.slice(0, -1);
  if ((mode === 'timer' || mode === 'duration') && text.endsWith(':')) return `${text}00`;
  return text;
}

/** Seconds as timer-mode text: 90 → '1:30'. */
export function secondsToTimerText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Timer-mode text as whole seconds: '1:30' → 90; null when empty. */
export function timerTextToSeconds(text: string): number | null {
  const minutes = keypadValue(text, 'timer');
  return minutes === null ? null : Math.round(minutes * 60);
}
