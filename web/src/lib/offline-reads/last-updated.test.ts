import { describe, expect, it } from 'vitest';
import { lastUpdatedText } from './last-updated';

const formats = {
  timeOfDay: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
  dayAndTime: new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
};

describe('when kept data was last updated', () => {
  it('names the time alone for a read answered today', () => {
    expect(lastUpdatedText(new Date(2026, 11, 7, 10, 42).getTime(), new Date(2026, 11, 7, 18, 5), formats)).toBe('last updated 10:42');
  });

  it('names the day too for an older read', () => {
    expect(lastUpdatedText(new Date(2026, 11, 5, 9, 7).getTime(), new Date(2026, 11, 7, 18, 5), formats)).toBe('last updated 5 Dec, 09:07');
  });
});
