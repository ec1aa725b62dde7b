import { describe, expect, it } from 'vitest';
import {
  applyEntryEdit,
  confirmEntries,
  entryValue,
  mergeServerValues,
  parseEntryMap,
  pruneEntries,
  rekeyEntries,
  type EntryMap,
} from './entry-copying';

const ids = ['s1', 's2', 's3', 's4'];
const edit = (entries: EntryMap, setId: string, field: 'weight' | 'reps', value: string) =>
  applyEntryEdit(entries, { orderedSetIds: ids, setId, field, value });

describe('applyEntryEdit', () => {
  it('copies a value to every later set without an entry, not to earlier ones', () => {
    const { entries, changedSetIds } = edit({}, 's2', 'weight', '135');
    expect(entries.s1).toBeUndefined();
    expect(entries.s2).toEqual({ weight: { value: '135', own: true } });
    expect(entries.s3).toEqual({ weight: { value: '135', own: false } });
    expect(entries.s4).toEqual({ weight: { value: '135', own: false } });
    expect(changedSetIds).toEqual(['s2', 's3', 's4']);
  });

  it('never overwrites a later set’s own entry, and keeps copying past it', () => {
    let entries = edit({}, 's3', 'reps', '6').entries;
    const result = edit(entries, 's1', 'reps', '10');
    entries = result.entries;
    expect(entries.s2?.reps).toEqual({ value: '10', own: false });
    expect(entries.s3?.reps).toEqual({ value: '6', own: true });
    expect(entries.s4?.reps).toEqual({ value: '10', own: false });
    expect(result.changedSetIds).toEqual(['s1', 's2', 's4']);
  });

  it('lets copies follow a later change of the set they came from', () => {
    const first = edit({}, 's1', 'weight', '100').entries;
    const second = edit(first, 's1', 'weight', '102.5');
    expect(second.entries.s4?.weight).toEqual({ value: '102.5', own: false });
    expect(second.changedSetIds).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('copies one field without touching the other', () => {
    const withReps = edit({}, 's1', 'reps', '8').entries;
    const withWeight = edit(withReps, 's1', 'weight', '60').entries;
    expect(withWeight.s2).toEqual({ reps: { value: '8', own: false }, weight: { value: '60', own: false } });
  });

  it('clearing a value empties it and the copies it made, leaving empty entries that take later copies', () => {
    const typed = edit({}, 's1', 'weight', '100').entries;
    const cleared = edit(typed, 's1', 'weight', '');
    expect(cleared.entries.s1).toEqual({ weight: { value: '', own: false } });
    expect(cleared.entries.s3).toEqual({ weight: { value: '', own: false } });
    expect(cleared.changedSetIds).toEqual(['s1', 's2', 's3', 's4']);
    expect(edit(cleared.entries, 's1', 'weight', '95').entries.s3).toEqual({ weight: { value: '95', own: false } });
  });

  it('a cleared later set takes copies again', () => {
    const typed = edit(edit({}, 's3', 'reps', '6').entries, 's3', 'reps', '').entries;
    expect(edit(typed, 's1', 'reps', '10').entries.s3?.reps).toEqual({ value: '10', own: false });
  });

  it('reports nothing changed when the value is the same', () => {
    const typed = edit({}, 's1', 'weight', '100').entries;
    expect(edit(typed, 's1', 'weight', '100').changedSetIds).toEqual([]);
  });

  it('only sets the entry when the set is not in the list', () => {
    const { entries, changedSetIds } = applyEntryEdit({}, { orderedSetIds: ids, setId: 'other', field: 'reps', value: '5' });
    expect(entries).toEqual({ other: { reps: { value: '5', own: true } } });
    expect(changedSetIds).toEqual(['other']);
  });
});

describe('confirmEntries', () => {
  it('makes copied values own so later edits leave a completed set alone', () => {
    const typed = edit({}, 's1', 'weight', '100').entries;
    const confirmed = confirmEntries(typed, 's2');
    expect(confirmed.s2).toEqual({ weight: { value: '100', own: true } });
    expect(edit(confirmed, 's1', 'weight', '110').entries.s2?.weight?.value).toBe('100');
  });

  it('returns the same map when there is nothing to confirm', () => {
    const typed = edit({}, 's1', 'weight', '100').entries;
    expect(confirmEntries(typed, 's1')).toBe(typed);
    expect(confirmEntries(typed, 'nope')).toBe(typed);
  });
});

describe('server values, pruning and parsing', () => {
  it('reads a value and moves entries to a new set id', () => {
    const entries: EntryMap = { temp: { reps: { value: '5', own: false } } };
    expect(entryValue(entries, 'temp', 'reps')).toBe('5');
    expect(entryValue(entries, 'temp', 'weight')).toBe('');
    expect(rekeyEntries(entries, 'temp', 'real')).toEqual({ real: { reps: { value: '5', own: false } } });
    expect(rekeyEntries(entries, 'none', 'real')).toBe(entries);
  });

  it('keeps an entry cleared on purpose instead of bringing back the server value', () => {
    const cleared: EntryMap = { s1: { weight: { value: '', own: false } } };
    expect(mergeServerValues(cleared, [{ id: 's1', weight: '100', reps: '' }])).toBe(cleared);
  });

  it('fills in server values only where the browser has none', () => {
    const local: EntryMap = { s1: { weight: { value: '105', own: true } } };
    const merged = mergeServerValues(local, [
      { id: 's1', weight: '100', reps: '8' },
      { id: 's2', weight: '', reps: '' },
    ]);
    expect(merged).toEqual({ s1: { weight: { value: '105', own: true }, reps: { value: '8', own: true } } });
    expect(mergeServerValues(merged, [{ id: 's1', weight: '100', reps: '8' }])).toBe(merged);
  });

  it('drops entries of deleted sets', () => {
    const entries: EntryMap = { s1: { reps: { value: '5', own: true } }, gone: { reps: { value: '5', own: true } } };
    expect(pruneEntries(entries, new Set(['s1']))).toEqual({ s1: { reps: { value: '5', own: true } } });
    expect(pruneEntries(entries, new Set(['s1', 'gone']))).toBe(entries);
  });

  it('parses stored data defensively', () => {
    expect(parseEntryMap(null)).toEqual({});
    expect(parseEntryMap([1, 2])).toEqual({});
    expect(
      parseEntryMap({
        s1: { weight: { value: '100', own: true }, reps: { value: 8, own: true } },
        s2: 'junk',
        s3: { reps: { value: '5' } },
        s4: { weight: { value: '', own: true } },
        s5: { weight: { value: '12345678901234567' } },
      }),
    ).toEqual({
      s1: { weight: { value: '100', own: true } },
      s3: { reps: { value: '5', own: false } },
      s4: { weight: { value: '', own: false } },
    });
  });
});
