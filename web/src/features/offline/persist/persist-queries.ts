import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { whenIdle } from '../../../lib/when-quiet';
import { keepFamiliesInMemory, MAX_AGE_MS, shouldPersist, withFirstPagesOnly, type KeptFamilies } from './kept-reads';

type PersistClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient'];
type SaveOptions = Parameters<typeof persistQueryClientSave>[0];

/** The query cache's events that change what is saved. */
const CHANGES = new Set(['added', 'removed', 'updated']);

let store: UseStore | undefined;
const cacheStore = () => (store ??= createStore('social-fitness-query-cache', 'queries'));

/** The persisted cache of one person: its key carries the user id, so nobody else's cache is ever read back. */
const cacheKey = (userId: string) => `query-cache:${userId}`;

/** The entry script's name carries the build's hash: a new deploy never reads the last one's cache. */
function buildBuster(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.src ? new URL(entry.src).pathname : 'dev';
}

function persisterFor(userId: string): Persister {
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, cacheStore()).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, cacheStore()),
      removeItem: (key) => del(key, cacheStore()),
    },
    key: cacheKey(userId),
    throttleTime: 1000,
  });
  return { ...persister, persistClient: (client) => persister.persistClient(withFirstPagesOnly(client)) };
}

/**
 * Reads one person's cache back into the query client, then keeps it written as it changes (only `families`, see
 * shouldPersist). Returns the function that stops writing.
 */
export async function restoreAndPersist(appClient: QueryClient, userId: string, families: KeptFamilies): Promise<() => void> {
  keepFamiliesInMemory(appClient, families);
  // The persister packages pin query-core 5.104 beside the app's 5.108; the client's public API they use is the same.
  const queryClient = appClient as unknown as PersistClient;
  const persister = persisterFor(userId);
  const buster = buildBuster();
  // Reads the page started before this (the first screen's, issue 14) already bring newer data: not read twice.
  const startedHere = new Set(appClient.getQueryCache().getAll().map((query) => query.queryHash));
  await persistQueryClientRestore({ queryClient, persister, buster, maxAge: MAX_AGE_MS }).catch(() => undefined);
  // The device's copy is for showing at once and for offline, never the last word: everything read back is stale, so
  // it is read again (as a page load always did) as soon as it is used and the network allows.
  void appClient.invalidateQueries({ predicate: (query) => !startedHere.has(query.queryHash) });
  return saveWhenIdle({
    queryClient,
    persister,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => shouldPersist(query as unknown as Pick<Query, 'queryKey' | 'state'>, userId, families),
      shouldDehydrateMutation: () => false,
    },
  });
}

/**
 * Saves the cache once the page is idle after it changed. The library's own subscription dehydrates the whole cache
 * on every query and mutation event, and writes it at once after a quiet second: inside the tap that ticked a set
 * (issue 27, a quarter of the tick on a phone). Mutations are not kept, so only the query cache is watched.
 */
function saveWhenIdle(options: SaveOptions): () => void {
  let cancel: (() => void) | undefined;
  const stop = options.queryClient.getQueryCache().subscribe((event) => {
    if (cancel || !CHANGES.has(event.type)) return;
    cancel = whenIdle(() => {
      cancel = undefined;
      void persistQueryClientSave(options);
    });
  });
  return () => {
    stop();
    cancel?.();
  };
}

/** Sign-out: the person's cached reads leave the device. */
export function forgetPersistedQueries(userId: string): Promise<void> {
  return del(cacheKey(userId), cacheStore());
}
