import { describe, expect, it } from 'vitest';
import { shouldPersist } from './persist-queries';

const families = [['api', 'workout-sessions'], ['api', 'exercises'], ['api', 'users', 'me']];
const query = (queryKey: unknown[], data: unknown, status = 'success') => ({ queryKey, state: { status, data } }) as never;

describe('which reads stay on the device', () => {
  it('keeps the chosen families of the signed-in person', () => {
    expect(shouldPersist(query(['api', 'workout-sessions', 'active'], { id: 's', userId: 'me' }), 'me', families)).toBe(true);
    expect(shouldPersist(query(['api', 'exercises'], [{ id: 'e', userId: null }, { id: 'f', userId: 'me' }]), 'me', families)).toBe(true);
    expect(shouldPersist(query(['api', 'users', 'me', 'completed-workouts', {}], []), 'me', families)).toBe(true);
  });

  it('keeps the last good data of a read whose refresh failed', () => {
    expect(shouldPersist(query(['api', 'users', 'me'], { id: 'me', userId: null }, 'error'), 'me', families)).toBe(true);
  });

  it("never keeps other families, reads that never succeeded, or another person's items", () => {
    expect(shouldPersist(query(['api', 'messages'], []), 'me', families)).toBe(false);
    expect(shouldPersist(query(['api', 'users', 'them', 'profile'], {}), 'me', families)).toBe(false);
    expect(shouldPersist(query(['api', 'workout-sessions', 'x'], undefined, 'error'), 'me', families)).toBe(false);
    expect(shouldPersist(query(['api', 'workout-sessions', 'x'], { id: 'x', userId: 'them' }), 'me', families)).toBe(false);
  });
});
