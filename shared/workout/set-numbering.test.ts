import { describe, expect, it } from 'vitest';
import { compareSets, nextSetNumber, setLabels } from './set-numbering';

const sets = (flags: string) => [...flags].map((flag) => ({ isWarmup: flag === 'w' }));

describe('setLabels', () => {
  it('numbers working sets from 1', () => {
    expect(setLabels(sets('nnn'))).toEqual([1, 2, 3]);
  });

  it('shows W for a warm-up and counts only the non-warm-up sets before a set', () => {
    expect(setLabels(sets('wwnn'))).toEqual(['W', 'W', 1, 2]);
    expect(setLabels(sets('nwnwn'))).toEqual([1, 'W', 2, 'W', 3]);
  });

  it('handles no sets and only warm-ups', () => {
    expect(setLabels([])).toEqual([]);
    expect(setLabels(sets('ww'))).toEqual(['W', 'W']);
  });
});

describe('ordering and numbering new sets', () => {
  it('orders by set number, then creation time, then id', () => {
    const list = [
      { id: 'c', setNumber: 2, createdAt: '2025-01-01T00:00:01Z' },
      { id: 'b', setNumber: 1, createdAt: '2025-01-01T00:00:02Z' },
      { id: 'a', setNumber: 1, createdAt: '2025-01-01T00:00:02Z' },
      { id: 'd', setNumber: 1, createdAt: '2025-01-01T00:00:00Z' },
    ];
    expect([...list].sort(compareSets).map((set) => set.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('gives a new set the number after the highest, 1 for the first', () => {
    expect(nextSetNumber([])).toBe(1);
    expect(nextSetNumber([{ setNumber: 1 }, { setNumber: 4 }, { setNumber: 2 }])).toBe(5);
  });
});
