import { MY_ROUTINES_FOLDER_ID, type Folder, type FolderState } from './folder-store';

export interface FolderWithRoutines<Routine> extends Folder {
  isCollapsed: boolean;
  routines: Routine[];
}

/**
 * Each folder with its routines in list order. A routine placed in no folder, or in a folder that
 * no longer exists, sits in My Routines.
 */
export function foldersWithRoutines<Routine extends { id: string }>(state: FolderState, routines: readonly Routine[]): FolderWithRoutines<Routine>[] {
  const byFolder = new Map<string, Routine[]>(state.folders.map((folder) => [folder.id, []]));
  for (const routine of routines) {
    const placedIn = state.placement[routine.id];
    const folderRoutines = (placedIn && byFolder.get(placedIn)) || byFolder.get(MY_ROUTINES_FOLDER_ID);
    folderRoutines?.push(routine);
  }
  return state.folders.map((folder) => ({ ...folder, isCollapsed: Boolean(state.collapsed[folder.id]), routines: byFolder.get(folder.id) ?? [] }));
}
