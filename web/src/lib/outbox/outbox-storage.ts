import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { emptyOutboxState, type OutboxState } from './outbox-entry';

/** Where one person's outbox lives between page loads. */
export interface OutboxStorage {
  load(): Promise<OutboxState>;
  save(state: OutboxState): Promise<void>;
  clear(): Promise<void>;
}

const OUTBOX_DB = 'social-fitness-outbox';
let store: UseStore | undefined;
const outboxStore = () => (store ??= createStore(OUTBOX_DB, 'outbox'));

/** IndexedDB (through idb-keyval), one record per signed-in person: it survives reloads, tab kills and restarts. */
export function indexedDbOutboxStorage(userId: string): OutboxStorage {
  const key = `outbox:${userId}`;
  return {
    load: async () => (await get<OutboxState>(key, outboxStore())) ?? emptyOutboxState(),
    save: (state) => set(key, state, outboxStore()),
    clear: () => del(key, outboxStore()),
  };
}
