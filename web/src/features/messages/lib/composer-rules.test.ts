import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../../../../shared/schemas/messages';
import { COUNTER_THRESHOLD, sendsOnEnter, showsCounter } from './composer-rules';

describe('sendsOnEnter', () => {
  it('sends on Enter alone', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13 })).toBe(true);
  });

  it('makes a newline with Shift+Enter and ignores other keys', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true, isComposing: false, keyCode: 13 })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false, isComposing: false, keyCode: 65 })).toBe(false);
  });

  it('leaves an Enter that confirms an IME composition alone', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true, keyCode: 13 })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe(false);
  });
});

describe('showsCounter', () => {
  it('shows the counter only near the limit', () => {
    expect(showsCounter(0)).toBe(false);
    expect(showsCounter(MESSAGE_MAX_LENGTH - COUNTER_THRESHOLD - 1)).toBe(false);
    expect(showsCounter(MESSAGE_MAX_LENGTH - COUNTER_THRESHOLD)).toBe(true);
    expect(showsCounter(MESSAGE_MAX_LENGTH)).toBe(true);
  });
});
