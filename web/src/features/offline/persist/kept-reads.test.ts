import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_PAGES, keepFamiliesInMemory, MAX_AGE_MS, shouldPersist, withFirstPagesOnly, type KeptFamilies } from './kept-reads';

const NOW = Date.UTC(2026, 11, 7, 12);
const families: KeptFamilies = {
  own: [['api', 'workout-sessions'], ['api', 'exercises'], ['api', 'auth', 'me']],
  seen: [['api', 'users'], ['api', 'social-posts', 'lists'], ['api', 'messages']],
  never: [['api', 'users', 'search']],
};
const query = (queryKey: QueryKey, data: unknown, status = 'success', dataUpdatedAt = NOW - 60_000) =>
  ({ queryKey, state: { status, data, dataUpdatedAt } }) as never;
const kept = (queryKey: QueryKey, data: unknown, status?: string, dataUpdatedAt?: number) =>
  shouldPersist(query(queryKey, data, status, dataUpdatedAt), 'me', families, NOW);

afterEach(() => vi.useRealTimers());

describe('which reads stay on the device', () => {
  it("keeps the person's own families", () => {
    expect(kept(['api', 'workout-sessions', 'active'], { id: 's', userId: 'me' })).toBe(true);
    expect(kept(['api', 'exercises'], [{ id: 'e', userId: null }, { id: 'f', userId: 'me' }])).toBe(true);
    expect(kept(['api', 'users', 'me', 'completed-workouts', {}], [])).toBe(true);
  });

  it('keeps what the person was shown of others: the feed, profiles they opened, their messages', () => {
    expect(kept(['api', 'social-posts', 'lists', 'feed', 'following'], { pages: [{ posts: [{ userId: 'them' }] }], pageParams: [''] })).toBe(true);
    expect(kept(['api', 'users', 'them', 'profile'], { id: 'them' })).toBe(true);
    expect(kept(['api', 'messages', { withUserId: 'them', limit: 50 }], { pages: [{ items: [{ senderId: 'them' }] }], pageParams: [''] })).toBe(true);
  });

  it('keeps the last good data of a read whose refresh failed', () => {
    expect(kept(['api', 'auth', 'me'], { id: 'me', userId: null }, 'error')).toBe(true);
  });

  it("never keeps other families, searches, reads that never succeeded, another person's own data, or a read older than the max age", () => {
    expect(kept(['api', 'notifications'], [])).toBe(false);
    expect(kept(['api', 'social-posts', 'post', 'p1', 'comments'], { pages: [], pageParams: [] })).toBe(false);
    expect(kept(['api', 'users', 'search', 'ad'], { pages: [], pageParams: [] })).toBe(false);
    expect(kept(['api', 'workout-sessions', 'x'], undefined, 'error')).toBe(false);
    expect(kept(['api', 'workout-sessions', 'x'], { id: 'x', userId: 'them' })).toBe(false);
    expect(kept(['api', 'users', 'them', 'profile'], { id: 'them' }, 'success', NOW - MAX_AGE_MS - 1)).toBe(false);
  });
});

describe('the kept families in memory', () => {
  it('keeps a read nothing has shown for more than 5 minutes (the default drop), so it stays written to the device', async () => {
    vi.useFakeTimers({ now: NOW });
    // The browser's default (in Node TanStack Query keeps everything for ever).
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 5 * 60_000 } } });
    keepFamiliesInMemory(client, families);
    const history = ['api', 'users', 'me', 'completed-workouts', 'pages'];
    const notKept = ['api', 'notifications'];
    const search = ['api', 'users', 'search', 'ad'];
    // A read a screen showed and left: no observer, exactly as after navigating away.
    for (const key of [history, notKept, search]) await client.prefetchQuery({ queryKey: key, queryFn: () => ({ pages: [], pageParams: [] }) });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(client.getQueryCache().find({ queryKey: history, exact: true })).toBeDefined();
    expect(shouldPersist(client.getQueryCache().find({ queryKey: history, exact: true })!, 'me', families, Date.now())).toBe(true);
    // Outside the families (and searches) the default 5 minutes still apply.
    expect(client.getQueryCache().find({ queryKey: notKept, exact: true })).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: search, exact: true })).toBeUndefined();

    await vi.advanceTimersByTimeAsync(MAX_AGE_MS);
    expect(client.getQueryCache().find({ queryKey: history, exact: true })).toBeUndefined();
    client.clear();
  });

  it("leaves a family's own longer gcTime (the catalogue's Infinity) as it was", () => {
    const client = new QueryClient();
    client.setQueryDefaults(['api', 'exercises'], { gcTime: Infinity });
    keepFamiliesInMemory(client, families);
    expect(client.getQueryDefaults(['api', 'exercises']).gcTime).toBe(Infinity);
    expect(client.getQueryDefaults(['api', 'messages', {}]).gcTime).toBe(MAX_AGE_MS);
  });
});

describe("the device's copy of a list read page by page", () => {
  it(`keeps its first ${KEPT_PAGES} pages (the newest) and leaves other reads alone`, () => {
    const pages = Array.from({ length: 5 }, (_, index) => ({ items: [index] }));
    const stored = withFirstPagesOnly({
      timestamp: NOW,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['feed'], queryHash: '["feed"]', state: { data: { pages, pageParams: ['', 'a', 'b', 'c', 'd'] } } },
          { queryKey: ['me'], queryHash: '["me"]', state: { data: { id: 'me' } } },
        ],
      },
    } as unknown as PersistedClient);
    expect(stored.clientState.queries[0]?.state.data).toEqual({ pages: pages.slice(0, 3), pageParams: ['', 'a', 'b'] });
    expect(stored.clientState.queries[1]?.state.data).toEqual({ id: 'me' });
  });
});
