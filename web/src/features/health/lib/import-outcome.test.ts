import { describe, expect, it } from 'vitest';
import { HEALTH_ERRORS } from '../../../../../shared/schemas/health';
import { importOutcome, notImportedMessage, sendEach, successMessage } from './import-outcome';

describe('importOutcome', () => {
  it('counts only workouts the API created now', () => {
    expect(importOutcome({ attempted: 2, imported: 2, failed: 0, unreadable: 0 })).toEqual({ status: 'success', imported: 2, notImported: 0 });
  });

  it('a re-import (every answer imported: false) is a success with nothing new', () => {
    expect(importOutcome({ attempted: 2, imported: 0, failed: 0, unreadable: 0 })).toEqual({ status: 'success', imported: 0, notImported: 0 });
  });

  it('an empty list is a success with nothing new (the sync is set up)', () => {
    expect(importOutcome({ attempted: 0, imported: 0, failed: 0, unreadable: 0 })).toEqual({ status: 'success', imported: 0, notImported: 0 });
  });

  it('fails with "Failed to import workout data" when every call failed', () => {
    expect(importOutcome({ attempted: 3, imported: 0, failed: 3, unreadable: 1 })).toEqual({ status: 'failed', reason: HEALTH_ERRORS.importFailed });
  });

  it('fails with "Failed to process health data" when no workout could be read', () => {
    expect(importOutcome({ attempted: 0, imported: 0, failed: 0, unreadable: 2 })).toEqual({ status: 'failed', reason: HEALTH_ERRORS.processing });
  });

  it('a partial failure is a success that says how many were not imported', () => {
    expect(importOutcome({ attempted: 3, imported: 1, failed: 1, unreadable: 2 })).toEqual({ status: 'success', imported: 1, notImported: 3 });
    // One call failed, the other workout was there already: still not a failure as a whole.
    expect(importOutcome({ attempted: 2, imported: 0, failed: 1, unreadable: 0 })).toEqual({ status: 'success', imported: 0, notImported: 1 });
  });
});

describe('the success texts (spec 001 section 2)', () => {
  it.each([
    [0, 'Health sync is now active'],
    [1, 'Successfully imported 1 workout from Apple Health'],
    [2, 'Successfully imported 2 workouts from Apple Health'],
    [31, 'Successfully imported 31 workouts from Apple Health'],
  ])('%i → %s', (count, text) => {
    expect(successMessage(count)).toBe(text);
  });

  it('says how many were not imported', () => {
    expect(notImportedMessage(1)).toBe('1 workout could not be imported.');
    expect(notImportedMessage(4)).toBe('4 workouts could not be imported.');
  });
});

describe('sendEach', () => {
  it('sends every item once and counts imported answers and failures', async () => {
    const sent: number[] = [];
    const result = await sendEach([1, 2, 3, 4, 5], async (item) => {
      sent.push(item);
      if (item === 4) throw new Error('500');
      return item % 2 === 1;
    });
    expect(sent.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(result).toEqual({ imported: 3, failed: 1 });
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await sendEach(Array.from({ length: 10 }, (_, index) => index), async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      await Promise.resolve();
      inFlight -= 1;
      return true;
    }, 3);
    expect(most).toBe(3);
    expect(result).toEqual({ imported: 10, failed: 0 });
  });

  it('sends nothing for an empty list', async () => {
    expect(await sendEach([], async () => true)).toEqual({ imported: 0, failed: 0 });
  });
});
