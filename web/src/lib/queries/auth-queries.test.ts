import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/api-types';
import { currentUserQueryOptions } from './auth-queries';
import { AUTH_STORAGE_KEY } from '../auth/auth-storage';

const storedUser = { id: 'u1', displayName: 'Sam Lifter', username: 'sam' } as User;

function memoryStorage(entries: Record<string, string>): Storage {
  const values = new Map(Object.entries(entries));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value), removeItem: (key: string) => values.delete(key) } as unknown as Storage;
}

describe('the current-user read before it answers', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 'a.b.c', user: storedUser }) })));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the user saved at sign-in at once, and counts it as never read so it is read again', () => {
    const queryClient = new QueryClient();
    const options = currentUserQueryOptions(true);
    // Not subscribed: nothing is fetched.
    const observer = new QueryObserver(queryClient, options);
    const result = observer.getCurrentResult();

    expect(result.data).toEqual(storedUser);
    expect(result.dataUpdatedAt).toBe(0);
    expect(result.isStale).toBe(true);
  });

  it('has nothing to show without a token', () => {
    const queryClient = new QueryClient();
    const result = new QueryObserver(queryClient, currentUserQueryOptions(false)).getCurrentResult();

    expect(result.data).toBeUndefined();
    expect(result.status).toBe('pending');
  });
});
