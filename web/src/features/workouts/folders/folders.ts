import { useSyncExternalStore } from 'react';
import { createFolderStore, type FolderState } from './folder-store';

/** The app's one folder store, over this browser's local storage. */
export const folderStore = createFolderStore(() => localStorage);

export function useFolderState(): FolderState {
  return useSyncExternalStore(folderStore.subscribe, folderStore.getSnapshot, folderStore.getSnapshot);
}
