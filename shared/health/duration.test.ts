import { describe, expect, it } from 'vitest';
import { durationDisagreement, secondsToMinutes, wholeMinutesBetween } from './duration';

describe('an imported duration', () => {
  it('is the whole minutes between start and end', () => {
    expect(wholeMinutesBetween('2026-11-23T07:00:00.000Z', '2026-11-23T08:05:00.000Z')).toBe(65);
    expect(secondsToMinutes(89)).toBe(1);
    expect(secondsToMinutes(90)).toBe(2);
  });

  it.each([
    ['seconds, exactly', 3900],
    ['seconds, within a minute', 3940],
    ["the spec's whole minutes", 65],
  ])('agrees with start and end 65 minutes apart as %s (%d)', (_case, duration) => {
    expect(durationDisagreement(duration, 3900)).toBeUndefined();
  });

  it.each([90, 3961, 66 * 60 + 61, 4000])('disagrees at %d, naming the field and what it should be', (duration) => {
    expect(durationDisagreement(duration, 3900)).toBe(
      `duration must be the seconds between startTime and endTime (3900), or leave it out; it is ${duration}.`,
    );
  });
});
