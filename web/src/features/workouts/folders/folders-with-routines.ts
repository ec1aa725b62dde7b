import type { RoutineFolder } from '../../../../../shared/api-types';
import { MY_ROUTINES_FOLDER_ID } from '../../../../../shared/schemas/routine-folders';

export interface FolderWithRoutines<Routine> extends RoutineFolder {
  isCollapsed: boolean;
  routines: Routine[];
}

/**
 * Each folder (My Routines first, as the server lists them) with its routines in list order. A routine in no folder,
 * or in a folder that no longer exists, sits in My Routines.
 */
export function foldersWithRoutines<Routine extends { id: string; folderId: string | null }>(
  folders: readonly RoutineFolder[],
  routines: readonly Routine[],
  collapsed: Readonly<Record<string, boolean>>,
): FolderWithRoutines<Routine>[] {
  const byFolder = new Map<string, Routine[]>(folders.map((folder) => [folder.id, []]));
  for (const routine of routines) {
    const folderRoutines = (routine.folderId && byFolder.get(routine.folderId)) || byFolder.get(MY_ROUTINES_FOLDER_ID);
    folderRoutines?.push(routine);
  }
  return folders.map((folder) => ({ ...folder, isCollapsed: Boolean(collapsed[folder.id]), routines: byFolder.get(folder.id) ?? [] }));
}
