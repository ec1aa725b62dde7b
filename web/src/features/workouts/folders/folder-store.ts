/**
 * Routine folders, kept only in this browser (spec 000 section 3 'Browser storage'): the folder list,
 * their collapse states, the My Routines name and which folder each routine sits in.
 */
export const MY_ROUTINES_FOLDER_ID = 'my-routines';
export const MY_ROUTINES_DEFAULT_NAME = 'My Routines';
export const NEW_FOLDER_NAME = 'New Folder';

export const folderStorageKeys = {
  folders: 'social-fitness-routine-folders',
  collapsed: 'social-fitness-routine-folders-collapsed',
  myRoutinesName: 'social-fitness-my-routines-name',
  placement: 'social-fitness-routine-folder-map',
} as const;

export interface Folder {
  id: string;
  name: string;
}

export interface FolderState {
  /** My Routines first, then the person's folders in the order they were added. */
  folders: readonly Folder[];
  /** Folder id → collapsed; a folder without an entry is open. */
  collapsed: Readonly<Record<string, boolean>>;
  /** Routine id → folder id; a routine without an entry sits in My Routines. */
  placement: Readonly<Record<string, string>>;
}

export interface FolderStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => FolderState;
  /** Adds 'New Folder' at the end and answers its id. */
  addFolder: () => string;
  /** Blank names change nothing (spec 000 section 5); answers whether the name was saved. */
  renameFolder: (folderId: string, name: string) => boolean;
  /** My Routines stays; another folder's routines go back to My Routines. */
  deleteFolder: (folderId: string) => void;
  /**
   * Undo of deleteFolder: the folder as it was in `before` (its place, collapse state and the routines it held that
   * still sit in My Routines); what changed since stays.
   */
  restoreFolder: (before: FolderState, folderId: string) => void;
  toggleCollapsed: (folderId: string) => void;
  moveRoutine: (routineId: string, folderId: string) => void;
  /** Drops a deleted routine's placement. */
  forgetRoutine: (routineId: string) => void;
}

/** My Routines as the person named it. */
export function myRoutinesFolder(state: FolderState): Folder {
  return state.folders.find((folder) => folder.id === MY_ROUTINES_FOLDER_ID) ?? { id: MY_ROUTINES_FOLDER_ID, name: MY_ROUTINES_DEFAULT_NAME };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFolder = (value: unknown): value is Folder =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && value.id !== MY_ROUTINES_FOLDER_ID;

function pickEntries<T>(value: unknown, isValue: (entry: unknown) => entry is T): Record<string, T> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, T] => isValue(entry[1])));
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';

/** `storage` is a getter so that blocked storage (private modes) only loses the folders, never the screen. */
export function createFolderStore(storage: () => Storage, newId: () => string = () => crypto.randomUUID()): FolderStore {
  const listeners = new Set<() => void>();
  let snapshot: FolderState | null = null;

  function read(key: string): unknown {
    try {
      const raw = storage().getItem(key);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    } catch {
      return null;
    }
  }

  function write(key: string, value: unknown): void {
    try {
      storage().setItem(key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the change lasts until the page is reloaded
    }
  }

  function load(): FolderState {
    const storedName = read(folderStorageKeys.myRoutinesName);
    const myRoutines: Folder = { id: MY_ROUTINES_FOLDER_ID, name: isString(storedName) && storedName.trim() ? storedName : MY_ROUTINES_DEFAULT_NAME };
    const stored = read(folderStorageKeys.folders);
    const folders = Array.isArray(stored) ? stored.filter(isFolder) : [];
    return {
      folders: [myRoutines, ...folders],
      collapsed: pickEntries(read(folderStorageKeys.collapsed), isBoolean),
      placement: pickEntries(read(folderStorageKeys.placement), isString),
    };
  }

  function getSnapshot(): FolderState {
    snapshot ??= load();
    return snapshot;
  }

  function commit(next: FolderState): void {
    write(folderStorageKeys.myRoutinesName, myRoutinesFolder(next).name);
    write(folderStorageKeys.folders, next.folders.filter((folder) => folder.id !== MY_ROUTINES_FOLDER_ID));
    write(folderStorageKeys.collapsed, next.collapsed);
    write(folderStorageKeys.placement, next.placement);
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  const hasFolder = (state: FolderState, folderId: string) => state.folders.some((folder) => folder.id === folderId);
  const without = <T>(record: Readonly<Record<string, T>>, key: string) => Object.fromEntries(Object.entries(record).filter(([entryKey]) => entryKey !== key));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    addFolder() {
      const state = getSnapshot();
      const id = newId();
      commit({ ...state, folders: [...state.folders, { id, name: NEW_FOLDER_NAME }] });
      return id;
    },
    renameFolder(folderId, name) {
      const state = getSnapshot();
      const trimmed = name.trim();
      if (!trimmed || !hasFolder(state, folderId)) return false;
      commit({ ...state, folders: state.folders.map((folder) => (folder.id === folderId ? { ...folder, name: trimmed } : folder)) });
      return true;
    },
    deleteFolder(folderId) {
      const state = getSnapshot();
      if (folderId === MY_ROUTINES_FOLDER_ID || !hasFolder(state, folderId)) return;
      commit({
        folders: state.folders.filter((folder) => folder.id !== folderId),
        collapsed: without(state.collapsed, folderId),
        placement: Object.fromEntries(Object.entries(state.placement).filter(([, placedIn]) => placedIn !== folderId)),
      });
    },
    restoreFolder(before, folderId) {
      const state = getSnapshot();
      const index = before.folders.findIndex((folder) => folder.id === folderId);
      const folder = before.folders[index];
      if (!folder || hasFolder(state, folderId)) return;
      const held = Object.entries(before.placement).filter(([routineId, placedIn]) => placedIn === folderId && !(routineId in state.placement));
      commit({
        folders: [...state.folders.slice(0, index), folder, ...state.folders.slice(index)],
        collapsed: folderId in before.collapsed ? { ...state.collapsed, [folderId]: before.collapsed[folderId] ?? false } : state.collapsed,
        placement: { ...state.placement, ...Object.fromEntries(held) },
      });
    },
    toggleCollapsed(folderId) {
      const state = getSnapshot();
      if (!hasFolder(state, folderId)) return;
      commit({ ...state, collapsed: { ...state.collapsed, [folderId]: !state.collapsed[folderId] } });
    },
    moveRoutine(routineId, folderId) {
      const state = getSnapshot();
      if (!hasFolder(state, folderId)) return;
      const placement = folderId === MY_ROUTINES_FOLDER_ID ? without(state.placement, routineId) : { ...state.placement, [routineId]: folderId };
      commit({ ...state, placement });
    },
    forgetRoutine(routineId) {
      const state = getSnapshot();
      if (!(routineId in state.placement)) return;
      commit({ ...state, placement: without(state.placement, routineId) });
    },
  };
}
