import { describe, expect, it } from 'vitest';
import { PREVIOUS_ROUTE_KEY } from '../paths';
import { rememberPreviousRoute, takePreviousRoute } from './previous-route';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('previous route', () => {
  it('returns the remembered path once, then clears it', () => {
    const storage = memoryStorage();
    rememberPreviousRoute('/users/a/followers', storage);
    expect(storage.values.get(PREVIOUS_ROUTE_KEY)).toBe('/users/a/followers');

    expect(takePreviousRoute({ currentPath: '/users/b' }, storage)).toBe('/users/a/followers');
    expect(storage.values.has(PREVIOUS_ROUTE_KEY)).toBe(false);
    expect(takePreviousRoute({ currentPath: '/users/b' }, storage)).toBeNull();
  });

  it('gives no way back when the remembered path is the current one, and still clears it', () => {
    const storage = memoryStorage();
    rememberPreviousRoute('/users/b', storage);
    expect(takePreviousRoute({ currentPath: '/users/b' }, storage)).toBeNull();
    expect(storage.values.has(PREVIOUS_ROUTE_KEY)).toBe(false);
  });

  it('skips the screens of a person to avoid (just blocked)', () => {
    const storage = memoryStorage();
    for (const theirs of ['/users/b/followers', '/users/b?tab=1', '/users/b']) {
      storage.setItem(PREVIOUS_ROUTE_KEY, theirs);
      expect(takePreviousRoute({ currentPath: '/users/b/following', avoid: '/users/b' }, storage)).toBeNull();
    }
    storage.setItem(PREVIOUS_ROUTE_KEY, '/users/bo');
    expect(takePreviousRoute({ currentPath: '/users/b', avoid: '/users/b' }, storage)).toBe('/users/bo');
  });

  it('never leaves the app', () => {
    const storage = memoryStorage();
    for (const outside of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      storage.setItem(PREVIOUS_ROUTE_KEY, outside);
      expect(takePreviousRoute({ currentPath: '/users/b' }, storage)).toBeNull();
    }
  });
});
