import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { EntryField } from '../../../../../shared/workout/entry-copying';
import type { KeypadKey } from '../../../../../shared/workout/keypad';
import type { ValueStore } from '../../../lib/value-store';
import type { EntryFieldRef } from './next-field';

/** The weight or reps field the keypad is open for, and the hardware key that opened it. */
export type KeypadTarget = EntryFieldRef & { firstKey?: KeypadKey };

/**
 * Which field the editor's keypad is open for; null while it is closed (issue 27, speed on a phone). Held outside the
 * editor's state, so opening the keypad, Next and Done draw the keypad and the rows whose field it is, not the whole
 * workout: each row reads its own active field (useKeypadField).
 */
export type KeypadStore = ValueStore<KeypadTarget | null>;

/** The editor's keypad, for the rows (absent outside a workout editor: no field is ever active). */
export const KeypadStoreContext = createContext<KeypadStore | null>(null);

const noStore = () => () => undefined;

/** Which of a set's fields the keypad is open for (null: neither); the row draws again only when this changes. */
export function useKeypadField(setId: string): EntryField | null {
  const store = useContext(KeypadStoreContext);
  const read = useCallback(() => {
    const target = store?.get();
    return target?.setId === setId ? target.field : null;
  }, [store, setId]);
  return useSyncExternalStore(store?.subscribe ?? noStore, read, read);
}
