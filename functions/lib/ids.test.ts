import { describe, expect, it } from 'vitest';
import { eventOrderedId, isTimeOrderedId, timeOrderedId } from './ids';

describe('eventOrderedId', () => {
  const at = new Date('2026-05-01T10:00:00.000Z');

  it('is a time-ordered id, the same for the same time and key', () => {
    const id = eventOrderedId(at, 'session-1#follower-1');
    expect(isTimeOrderedId(id)).toBe(true);
    expect(eventOrderedId(new Date(at), 'session-1#follower-1')).toBe(id);
  });

  it('differs by key and sorts by time among random time-ordered ids', () => {
    expect(eventOrderedId(at, 'session-1#follower-2')).not.toBe(eventOrderedId(at, 'session-1#follower-1'));
    const later = new Date(at.getTime() + 1);
    expect(eventOrderedId(later, 'a') > eventOrderedId(at, 'a')).toBe(true);
    expect(eventOrderedId(at, 'a') < timeOrderedId(later)).toBe(true);
  });
});
