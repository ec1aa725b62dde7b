import { useSyncExternalStore } from 'react';
import type { WorkoutSet } from '../../../../../shared/api-types';
import {
  applyEntryEdit,
  confirmEntries,
  ENTRY_FIELDS,
  entryValue,
  fillEntries,
  mergeServerValues,
  pruneEntries,
  type EntryField,
  type EntryMap,
} from '../../../../../shared/workout/entry-copying';
import { hundredthsToPoundsText, poundsTextToHundredths, repsTextToNumber, repsToText } from '../../../../../shared/workout/weight';
import { queryClient } from '../../../lib/api';
import { queueLiveChange } from '../../../lib/live-session/queue-live-change';
import { clearAllSessionLocalData, clearSessionLocalData, readSessionEntries, writeSessionEntries } from '../lib/session-local-data';

/** Typing is saved to the server this long after the last keystroke on a set. */
export const SAVE_DEBOUNCE_MS = 600;

/** A set's values as the API takes them; issue 29: a time in whole seconds and a distance in whole metres too. */
interface ServerValues {
  weight: number | null;
  reps: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
}

/** Each entry field's value in the API's terms. */
const API_FIELD = { weight: 'weight', reps: 'reps', duration: 'durationSeconds', distance: 'distanceMeters' } as const satisfies Record<EntryField, keyof ServerValues>;

/** Seconds or metres text as a whole number (null when empty). */
const wholeNumber = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);
const wholeText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * The weights and reps typed in one live session. Every edit lands here and in local storage at
 * once (the screen never waits for the network); each changed set is then queued in the outbox as
 * PATCH /api/workout-sets/{id}, 600 ms after its last change (issue 12: the outbox sends it when it can). On (re)load, anything the browser
 * holds that the server does not is saved again, so a reload mid-save loses nothing. A store whose
 * sets the server has not described yet (Finish from home after a reload) treats every stored
 * entry as unsaved, so flush() sends them all.
 */
export class SessionEntriesStore {
  private entries: EntryMap;
  private readonly server = new Map<string, ServerValues>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
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
      this.server.set(set.id, { weight: set.weight, reps: set.reps, durationSeconds: set.durationSeconds ?? null, distanceMeters: set.distanceMeters ?? null });
    }
    const merged = mergeServerValues(
      this.entries,
      sets.map((set) => ({
        id: set.id,
        weight: hundredthsToPoundsText(set.weight),
        reps: repsToText(set.reps),
        duration: wholeText(set.durationSeconds),
        distance: wholeText(set.distanceMeters),
      })),
    );
    this.commit(pruneEntries(merged, new Set(sets.map((set) => set.id))));
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

  /**
   * A tick (issue 27): the set's empty fields take what their hints showed (`fill`), its copies become its own, a
   * pending save of it is dropped, and the values the row now shows are answered to be sent with the tick (from then
   * on they count as the server's: the outbox delivers them in order).
   */
  completeWith(setId: string, fill: Partial<Record<EntryField, string>>): Partial<ServerValues> {
    this.commit(confirmEntries(fillEntries(this.entries, setId, fill), setId));
    clearTimeout(this.timers.get(setId));
    this.timers.delete(setId);
    this.server.set(setId, this.valuesOf(setId));
    return this.payloadOf(setId);
  }

  /** Values for a new set of an exercise: copies of the set before it (entry copying). */
  copyForNewSet(previousSetId: string | undefined, newSetId: string): void {
    if (!previousSetId) return;
    const copies = ENTRY_FIELDS.flatMap((field) => {
      const value = entryValue(this.entries, previousSetId, field);
      return value ? [[field, { value, own: false }] as const] : [];
    });
    if (copies.length === 0) return;
    this.commit({ ...this.entries, [newSetId]: Object.fromEntries(copies) });
  }

  /** Typed values of a set as the API takes them (hundredths of a pound, whole reps). */
  payloadOf(setId: string): Partial<ServerValues> {
    const values = this.valuesOf(setId);
    const entry = this.entries[setId];
    // A time and a distance travel only when the set holds one (a weight & reps set's requests are what they were).
    return {
      weight: values.weight,
      reps: values.reps,
      ...(entry?.duration !== undefined && { durationSeconds: values.durationSeconds }),
      ...(entry?.distance !== undefined && { distanceMeters: values.distanceMeters }),
    };
  }

  /** Every typed value of a set in the API's terms (null where nothing is typed). */
  private valuesOf(setId: string): ServerValues {
    return {
      weight: poundsTextToHundredths(entryValue(this.entries, setId, 'weight')),
      reps: repsTextToNumber(entryValue(this.entries, setId, 'reps')),
      durationSeconds: wholeNumber(entryValue(this.entries, setId, 'duration')),
      distanceMeters: wholeNumber(entryValue(this.entries, setId, 'distance')),
    };
  }

  private differsFromServer(setId: string): boolean {
    const server = this.server.get(setId);
    const entry = this.entries[setId];
    if (!server || !entry) return false;
    const typed = this.valuesOf(setId);
    return ENTRY_FIELDS.some((field) => entry[field] !== undefined && typed[API_FIELD[field]] !== server[API_FIELD[field]]);
  }

  /** Whether the server may lack this set's typed values: they differ from its values, or its values are unknown. */
  private unsaved(setId: string): boolean {
    const entry = this.entries[setId];
    if (!entry || ENTRY_FIELDS.every((field) => entry[field] === undefined)) return false;
    return !this.server.has(setId) || this.differsFromServer(setId);
  }

  /**
   * What to send for a set: both values when the server's are known (differsFromServer compared
   * them), else only the fields the browser holds, so a value it never had is not cleared.
   */
  private bodyOf(setId: string): Partial<ServerValues> {
    const typed = this.valuesOf(setId);
    const entry = this.entries[setId];
    // Issue 29: a time or distance only when typed, so a set of a type that measures neither never sends one (a 400).
    const known = this.server.has(setId);
    const fields = ENTRY_FIELDS.filter((field) => entry?.[field] !== undefined || (known && (field === 'weight' || field === 'reps')));
    return Object.fromEntries(fields.map((field) => [API_FIELD[field], typed[API_FIELD[field]]]));
  }

  private schedule(setId: string, delay = SAVE_DEBOUNCE_MS): void {
    clearTimeout(this.timers.get(setId));
    this.timers.set(setId, setTimeout(() => this.save(setId), delay));
  }

  /** Queues the set's values in the outbox; from then on they count as the server's (the outbox delivers them in order). */
  private save(setId: string): void {
    this.timers.delete(setId);
    if (!this.unsaved(setId)) return;
    const body = this.bodyOf(setId);
    queueLiveChange(queryClient, this.sessionId, { kind: 'entries', setId, ...body });
    const known = this.server.get(setId);
    const after = (key: keyof ServerValues) => (body[key] !== undefined ? (body[key] ?? null) : (known?.[key] ?? null));
    this.server.set(setId, { weight: after('weight'), reps: after('reps'), durationSeconds: after('durationSeconds'), distanceMeters: after('distanceMeters') });
  }

  /**
   * Queues everything the server may lack now, ahead of what comes next (Finish, so the server's
   * volume includes the last entries): pending saves and, when the server's values are not known,
   * every stored entry. Rejects when nothing can be queued (signed out), so Finish stops.
   */
  flush(): Promise<void> {
    const pending = new Set(this.timers.keys());
    this.timers.forEach((timer) => clearTimeout(timer));
    for (const setId of Object.keys(this.entries)) {
      if (this.unsaved(setId)) pending.add(setId);
    }
    try {
      pending.forEach((setId) => this.save(setId));
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
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

/**
 * Saves a session's entries the server may lack now (call before finishing it from another
 * screen). Without a store from this page load (after a reload), the store is made from the
 * browser's copy and sends every stored entry. Rejects when a save fails: do not finish then.
 */
export function flushSessionEntries(sessionId: string): Promise<void> {
  return sessionEntriesStore(sessionId).flush();
}

/** Forgets a session's browser data: typed entries (and their pending saves) and its rest timer. */
export function forgetSessionLocalData(sessionId: string): void {
  disposeSessionEntriesStore(sessionId);
  clearSessionLocalData(sessionId);
}

/**
 * Forgets every session's browser data and the rest timer (Quick Start), except those of
 * `keepSessionId` (a stale session whose entries could not be saved).
 */
export function forgetAllSessionLocalData(keepSessionId?: string): void {
  stores.forEach((store, sessionId) => {
    if (sessionId !== keepSessionId) disposeSessionEntriesStore(sessionId);
  });
  clearAllSessionLocalData(keepSessionId);
}

export function useSessionEntries(store: SessionEntriesStore): EntryMap {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Sends pending saves when the page is being hidden or closed (best effort; the next load retries). */
if (typeof window !== 'undefined') {
  const flushAll = () => stores.forEach((store) => void store.flush().catch(() => undefined));
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}
