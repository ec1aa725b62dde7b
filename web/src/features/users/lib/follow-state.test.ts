import { describe, expect, it } from 'vitest';
import { followStateFromList } from './follow-state';

const followsAna = new Set(['ana']);

describe('followStateFromList', () => {
  it('reads following from the ids, loaded or not', () => {
    expect(followStateFromList({ id: 'ana', isPrivate: false }, { ids: followsAna, complete: false })).toBe('following');
    expect(followStateFromList({ id: 'ana', isPrivate: true }, { ids: followsAna, complete: true })).toBe('following');
  });

  it('reads not following only when the whole list is loaded', () => {
    expect(followStateFromList({ id: 'ben', isPrivate: false }, { ids: followsAna, complete: true })).toBe('none');
    expect(followStateFromList({ id: 'ben', isPrivate: false }, { ids: followsAna, complete: false })).toBeNull();
  });

  it('asks the server about a private account the list does not hold (a request may be pending)', () => {
    expect(followStateFromList({ id: 'cleo', isPrivate: true }, { ids: followsAna, complete: true })).toBeNull();
  });
});
