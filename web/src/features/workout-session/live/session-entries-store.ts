import { useSyncExternalStore } from 'react';
import type { WorkoutSet } from '../../../../../shared/api-types';
import {
  applyEntryEdit,
  confirmEntries,
  entryValue,
  mergeServerValues,
  pruneEntries,
  rekeyEntries,
  type EntryField,
  type EntryMap,
} from '../../../../../shared/workout/entry-copying';
import { hundredthsToPoundsText, poundsTextToHundredths, repsTextToNumber, repsToText } from '../../../../../shared/workout/weight';
import { queryClient } from '../../../lib/api';
import { setKeys } from '../api/session-queries';
import { updateSetEntries } from '../api/session-requests';
import { clearAllSessionLocalData, clearSessionLocalData, readSessionEntries, writeSessionEntries } from '../lib/session-local-data';

/** Typing is saved to the server this long after the last keystroke on a set. */
export const SAVE_DEBOUNCE_MS = 600;

/** Optimistic sets carry ids with this prefix until the server has created them. */
export const TEMP_SET_PREFIX = 'temp-';
export const isTempSetId = (id: string) => id.startsWith(TEMP_SET_PREFIX);

interface ServerValues {
  weight: number | null;
  reps: number | null;
}

/**
 * The weights and reps typed in one live session. Every edit lands here and in local storage at
 * once (the screen never waits for the network); each changed set is then saved with
 * PATCH /api/workout-sets/{id}, 600 ms after its last change. On (re)load, anything the browser
 * holds that the server does not is saved again, so a reload mid-save loses nothing.
 */
export class SessionEntriesStore {
  private entries: EntryMap;
  private readonly server = new Map<string, ServerValues>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly lastSave = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  constructor(readonly sessionId: string) {
    this.entries = readSessionEntries(sessionId);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): EntryMap => this.entries;

  private commit(next: EntryMap): void {
    if (next === this.entries) return;
    this.entries = next;
    writeSessionEntries(this.sessionId, next);
    this.listeners.forEach((listener) => listener());
  }

  /**
   * Takes the server's view of the sets: fills in values the browser has none for, forgets deleted
   * sets, and saves whatever the browser holds that the server does not have yet.
   */
  syncServer(sets: readonly WorkoutSet[]): void {
    for (const set of sets) {
      if (!isTempSetId(set.id)) this.server.set(set.id, { weight: set.weight, reps: set.reps });
    }
    const merged = mergeServerValues(
      this.entries,
      sets.map((set) => ({ id: set.id, weight: hundredthsToPoundsText(set.weight), reps: repsToText(set.reps) })),
    );
    // Sets being created keep their entries until the server names them (or refuses them: forget()).
    const pending = Object.keys(merged).filter(isTempSetId);
    this.commit(pruneEntries(merged, new Set([...sets.map((set) => set.id), ...pending])));
    for (const set of sets) {
      if (!this.timers.has(set.id) && this.differsFromServer(set.id)) this.schedule(set.id);
    }
  }

  /** A person typed `value` into a set; later sets of the exercise without their own entry follow. */
  edit(orderedSetIds: readonly string[], setId: string, field: EntryField, value: string): void {
    const { entries, changedSetIds } = applyEntryEdit(this.entries, { orderedSetIds, setId, field, value });
    this.commit(entries);
    changedSetIds.forEach((id) => this.schedule(id));
  }

  /** A completed set keeps the values it was done with, whatever is typed above it later. */
  confirm(setId: string): void {
    this.commit(confirmEntries(this.entries, setId));
  }

  /** Values for a new set of an exercise: copies of the set before it (entry copying). */
  copyForNewSet(previousSetId: string | undefined, newSetId: string): void {
    if (!previousSetId) return;
    const weight = entryValue(this.entries, previousSetId, 'weight');
    const reps = entryValue(this.entries, previousSetId, 'reps');
    if (!weight && !reps) return;
    this.commit({ ...this.entries, [newSetId]: { weight: { value: weight, own: false }, reps: { value: reps, own: false } } });
  }

  /** The optimistic set now has its server id. */
  rekey(tempId: string, realId: string, serverValues: ServerValues): void {
    this.server.set(realId, serverValues);
    this.commit(rekeyEntries(this.entries, tempId, realId));
    if (this.differsFromServer(realId)) this.schedule(realId);
  }

  /** Drops the entries of a set that will not exist (its creation failed). */
  forget(setId: string): void {
    this.commit(pruneEntries(this.entries, new Set(Object.keys(this.entries).filter((id) => id !== setId))));
  }

  /** Typed values of a set as the API takes them (hundredths of a pound, whole reps). */
  payloadOf(setId: string): ServerValues {
    return {
      weight: poundsTextToHundredths(entryValue(this.entries, setId, 'weight')),
      reps: repsTextToNumber(entryValue(this.entries, setId, 'reps')),
    };
  }

  private differsFromServer(setId: string): boolean {
    const server = this.server.get(setId);
    const entry = this.entries[setId];
    if (!server || !entry) return false;
    const typed = this.payloadOf(setId);
    return (entry.weight !== undefined && typed.weight !== server.weight) || (entry.reps !== undefined && typed.reps !== server.reps);
  }

  private schedule(setId: string, delay = SAVE_DEBOUNCE_MS): void {
    if (isTempSetId(setId)) return;
    clearTimeout(this.timers.get(setId));
    this.timers.set(setId, setTimeout(() => void this.save(setId), delay));
  }

  /** Saves one set after any save of it still in flight, so the server ends with the last value typed. */
  private save(setId: string): Promise<void> {
    this.timers.delete(setId);
    const previous = this.lastSave.get(setId) ?? Promise.resolve();
    const request = previous.then(() => this.send(setId));
    this.lastSave.set(setId, request);
    this.inFlight.add(request);
    void request.finally(() => {
      this.inFlight.delete(request);
      if (this.lastSave.get(setId) === request) this.lastSave.delete(setId);
    });
    return request;
  }

  private async send(setId: string): Promise<void> {
    if (!this.differsFromServer(setId)) return;
    try {
      const saved = await updateSetEntries(setId, this.payloadOf(setId));
      this.server.set(setId, { weight: saved.weight, reps: saved.reps });
      queryClient.setQueryData<WorkoutSet[]>(setKeys.bySession(this.sessionId), (sets) =>
        sets?.map((set) => (set.id === setId ? { ...set, weight: saved.weight, reps: saved.reps } : set)),
      );
    } catch (error) {
      // The browser keeps the entry; it is sent again on the next change, flush or load.
      console.warn(`Saving set ${setId} failed`, error);
    }
  }

  /** Saves everything pending now (before Finish, so the server's volume includes the last entries). */
  async flush(): Promise<void> {
    const pending = [...this.timers.keys()];
    pending.forEach((setId) => clearTimeout(this.timers.get(setId)));
    await Promise.all([...pending.map((setId) => this.save(setId)), ...this.inFlight]);
  }

  /** Stops pending saves (the session was finished or discarded). */
  dispose(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
  }
}

const stores = new Map<string, SessionEntriesStore>();

export function sessionEntriesStore(sessionId: string): SessionEntriesStore {
  let store = stores.get(sessionId);
  if (!store) {
    store = new SessionEntriesStore(sessionId);
    stores.set(sessionId, store);
  }
  return store;
}

/** Drops a finished or discarded session's store (its local data is cleared separately). */
export function disposeSessionEntriesStore(sessionId: string): void {
  stores.get(sessionId)?.dispose();
  stores.delete(sessionId);
}

/** Saves a session's pending entries now (call before finishing it from another screen). */
export function flushSessionEntries(sessionId: string): Promise<void> {
  return stores.get(sessionId)?.flush() ?? Promise.resolve();
}

/** Forgets a session's browser data: typed entries (and their pending saves) and its rest timer. */
export function forgetSessionLocalData(sessionId: string): void {
  disposeSessionEntriesStore(sessionId);
  clearSessionLocalData(sessionId);
}

/** Forgets every session's browser data and the rest timer (Quick Start). */
export function forgetAllSessionLocalData(): void {
  stores.forEach((store) => store.dispose());
  stores.clear();
  clearAllSessionLocalData();
}

export function useSessionEntries(store: SessionEntriesStore): EntryMap {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Sends pending saves when the page is being hidden or closed (best effort; the next load retries). */
if (typeof window !== 'undefined') {
  const flushAll = () => stores.forEach((store) => void store.flush());
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}
