import { MESSAGE_MAX_LENGTH } from '../../../../../shared/schemas/messages';

/** The counter shows once this few characters are left. */
export const COUNTER_THRESHOLD = 200;

export interface EnterKeyEvent {
  key: string;
  shiftKey: boolean;
  /** True while an input method (IME) is composing: its Enter confirms a word, it does not send. */
  isComposing: boolean;
  /** 229 is what browsers report for a key the IME takes (Safari fires it after composition ends). */
  keyCode?: number;
}

/** Enter sends; Shift+Enter makes a newline; an Enter that belongs to an IME composition does neither. */
export function sendsOnEnter(event: EnterKeyEvent): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229;
}

/** The 'n/2000' counter shows near the limit only. */
export function showsCounter(length: number, max = MESSAGE_MAX_LENGTH): boolean {
  return length >= max - COUNTER_THRESHOLD;
}
