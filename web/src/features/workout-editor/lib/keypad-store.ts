import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadKey } from '../../../../../shared/workout/keypad';
import type { EntryFieldRef } from './next-field';

/** The weight or reps field the keypad is open for, and the hardware key that opened it. */
export type KeypadTarget = EntryFieldRef & { firstKey?: KeypadKey };

export interface KeypadState {
  /** The field the keypad is open for; null while it is closed. */
  open: KeypadTarget | null;
}

/**
 * Which field the editor's keypad is open for (issue 27, speed on a phone). Held outside React's state of the editor,
 * so opening the keypad, Next and Done draw the keypad and the rows whose field it is, not the whole workout: each
 * row reads its own active field (useKeypadField).
 */
export interface KeypadStore {
  get(): KeypadState;
  subscribe(listener: () => void): () => void;
  open(target: KeypadTarget): void;
  close(): void;
}

export function createKeypadStore(): KeypadStore {
  let state: KeypadState = { open: null };
  const listeners = new Set<() => void>();
  const set = (next: KeypadState) => {
    if (next.open === state.open) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (target) => set({ open: target }),
    close: () => set({ open: null }),
  };
}

/** The editor's keypad, for the rows (absent outside a workout editor: no field is ever active). */
export const KeypadStoreContext = createContext<KeypadStore | null>(null);

const noStore = () => () => undefined;

/** Which of a set's fields the keypad is open for (null: neither); the row draws again only when this changes. */
export function useKeypadField(setId: string): EntryField | null {
  const store = useContext(KeypadStoreContext);
  const read = useCallback(() => {
    const open = store?.get().open;
    return open?.setId === setId ? open.field : null;
  }, [store, setId]);
  return useSyncExternalStore(store?.subscribe ?? noStore, read, read);
}
