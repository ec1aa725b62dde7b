import { describe, expect, it } from 'vitest';
import {
  finishKeypadText,
  isPointEnabled,
  keyFromKeyboard,
  keypadValue,
  openKeypad,
  pressKey,
  secondsToTimerText,
  timerTextToSeconds,
  type KeypadKey,
  type KeypadMode,
} from './keypad';

/** Types keys into a fresh (non-pristine) keypad. */
function type(mode: KeypadMode, keys: string, start = ''): string {
  let state = { text: start, pristine: false };
  for (const key of keys) {
    const mapped: KeypadKey = key === '.' || key === ':' ? 'point' : key === '<' ? 'backspace' : key === 'C' ? 'clear' : (key as KeypadKey);
    state = pressKey(state, mapped, mode);
  }
  return state.text;
}

describe('reps mode', () => {
  it('takes whole numbers and disables the point', () => {
    expect(type('reps', '12')).toBe('12');
    expect(type('reps', '1.2')).toBe('12');
    expect(isPointEnabled('reps', '')).toBe(false);
    expect(keypadValue('12', 'reps')).toBe(12);
  });

  it('drops a leading zero and refuses more than 1000', () => {
    expect(type('reps', '05')).toBe('5');
    expect(type('reps', '1000')).toBe('1000');
    expect(type('reps', '10001')).toBe('1000');
    expect(type('reps', '9999')).toBe('999');
  });
});

describe('pounds mode', () => {
  it('allows a decimal point only once', () => {
    expect(type('pounds', '102.5')).toBe('102.5');
    expect(type('pounds', '1.2.5')).toBe('1.25');
    expect(isPointEnabled('pounds', '102')).toBe(true);
    expect(isPointEnabled('pounds', '102.5')).toBe(false);
  });

  it('starts a bare point with 0 and keeps at most two decimals', () => {
    expect(type('pounds', '.5')).toBe('0.5');
    expect(type('pounds', '2.755')).toBe('2.75');
  });

  it('stays under 2000 lb', () => {
    expect(type('pounds', '1999.99')).toBe('1999.99');
    expect(type('pounds', '2000')).toBe('200');
  });

  it('gives the value in pounds and drops an unfinished point on Done', () => {
    expect(keypadValue('102.5', 'pounds')).toBe(102.5);
    expect(keypadValue('45.', 'pounds')).toBe(45);
    expect(finishKeypadText('45.', 'pounds')).toBe('45');
    expect(keypadValue('', 'pounds')).toBeNull();
  });
});

describe('timer mode', () => {
  it('reads minutes:seconds with the value minutes + seconds/60', () => {
    expect(type('timer', '1:30')).toBe('1:30');
    expect(keypadValue('1:30', 'timer')).toBe(1.5);
    expect(keypadValue('2:15', 'timer')).toBe(2.25);
    expect(keypadValue('3', 'timer')).toBe(3);
  });

  it('keeps the seconds part at 59 or less', () => {
    expect(type('timer', '1:59')).toBe('1:59');
    expect(type('timer', '1:60')).toBe('1:6');
    expect(type('timer', '1:7')).toBe('1:7');
    expect(type('timer', '1:123')).toBe('1:12');
  });

  it('allows the separator only once and starts a bare one with 0', () => {
    expect(type('timer', '1:3:0')).toBe('1:30');
    expect(type('timer', ':45')).toBe('0:45');
    expect(isPointEnabled('timer', '1:')).toBe(false);
  });

  it('converts to and from seconds', () => {
    expect(timerTextToSeconds('1:30')).toBe(90);
    expect(timerTextToSeconds('')).toBeNull();
    expect(secondsToTimerText(90)).toBe('1:30');
    expect(secondsToTimerText(5)).toBe('0:05');
    expect(finishKeypadText('2:', 'timer')).toBe('2:00');
  });
});

describe('clear, backspace and the first key after opening', () => {
  it('clears and deletes the last character', () => {
    expect(type('pounds', '102.5<')).toBe('102.');
    expect(type('pounds', '102.5<<<')).toBe('10');
    expect(type('pounds', '102.5C')).toBe('');
    expect(type('pounds', '<')).toBe('');
  });

  it('replaces the shown value with the first digit, but backspace edits it', () => {
    expect(pressKey(openKeypad('135'), '9', 'pounds')).toEqual({ text: '9', pristine: false });
    expect(pressKey(openKeypad('135'), 'backspace', 'pounds')).toEqual({ text: '13', pristine: false });
    expect(pressKey(openKeypad('135'), 'point', 'pounds')).toEqual({ text: '0.', pristine: false });
  });

  it('maps hardware keys', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard(',')).toBe('point');
    expect(keyFromKeyboard('Backspace')).toBe('backspace');
    expect(keyFromKeyboard('Delete')).toBe('clear');
    expect(keyFromKeyboard('a')).toBeNull();
  });
});

describe('duration mode (issue 29: a set’s time)', () => {
  it('types seconds, m:ss and h:mm:ss: the separator at most twice, never twice in a row', () => {
    expect(type('duration', '45')).toBe('45');
    expect(type('duration', '1:30')).toBe('1:30');
    expect(type('duration', '1:05:00')).toBe('1:05:00');
    expect(type('duration', '1::')).toBe('1:');
    expect(type('duration', '1:05:00:')).toBe('1:05:00');
    expect(isPointEnabled('duration', '1:05')).toBe(true);
    expect(isPointEnabled('duration', '1:05:00')).toBe(false);
  });

  it('refuses a seconds part past 59 and finishes a trailing separator', () => {
    expect(type('duration', '1:75')).toBe('1:7');
    expect(finishKeypadText('2:', 'duration')).toBe('2:00');
  });
});

describe('distance mode (issue 29)', () => {
  it('types a decimal with up to three places', () => {
    expect(type('distance', '5.2')).toBe('5.2');
    expect(type('distance', '42.1959')).toBe('42.195');
    expect(type('distance', '.5')).toBe('0.5');
    expect(finishKeypadText('10.', 'distance')).toBe('10');
  });
});
