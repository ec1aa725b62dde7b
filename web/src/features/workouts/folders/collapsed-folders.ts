import { useSyncExternalStore } from 'react';

/**
 * Which folders are collapsed: a view choice of this device (the folders themselves are on the server), kept in local
 * storage under spec 000's key. Blocked storage only loses the choice, never the screen.
 */
export const COLLAPSED_FOLDERS_KEY = 'social-fitness-routine-folders-collapsed';

const listeners = new Set<() => void>();
let snapshot: Readonly<Record<string, boolean>> | undefined;

function read(): Record<string, boolean> {
  try {
    const value = JSON.parse(localStorage.getItem(COLLAPSED_FOLDERS_KEY) ?? '{}') as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

const getSnapshot = () => (snapshot ??= read());

export function setCollapsedFolders(next: Record<string, boolean>): void {
  snapshot = next;
  try {
    localStorage.setItem(COLLAPSED_FOLDERS_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the choice lasts until the page is reloaded
  }
  listeners.forEach((listener) => listener());
}

export const toggleFolderCollapsed = (folderId: string) => setCollapsedFolders({ ...getSnapshot(), [folderId]: !getSnapshot()[folderId] });

export function useCollapsedFolders(): Readonly<Record<string, boolean>> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    getSnapshot,
  );
}

export const collapsedFolders = getSnapshot;
