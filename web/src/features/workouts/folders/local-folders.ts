/**
 * Folders made before they moved to the server lived in this browser's local storage only (spec 000 section 3). On
 * the first load that finds them they are sent to the server once, as changes in the outbox (new ids, the server
 * takes only time-ordered ones), and the local copy is dropped; a folder's collapse state follows it to its new id.
 */
import { MY_ROUTINES_DEFAULT_NAME, MY_ROUTINES_FOLDER_ID } from '../../../../../shared/schemas/routine-folders';
import { createFolder, moveRoutine, renameFolder, type FolderChange } from './folder-changes';

export const localFolderKeys = {
  folders: 'social-fitness-routine-folders',
  myRoutinesName: 'social-fitness-my-routines-name',
  placement: 'social-fitness-routine-folder-map',
} as const;

export interface LocalFolders {
  folders: { id: string; name: string }[];
  myRoutinesName: string | null;
  /** Routine id → local folder id. */
  placement: Record<string, string>;
}

function parse(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What this browser still holds of the old local folders; null when nothing. */
export function readLocalFolders(storage: Storage): LocalFolders | null {
  const present = Object.values(localFolderKeys).some((key) => storage.getItem(key) !== null);
  if (!present) return null;
  const folders = parse(storage, localFolderKeys.folders);
  const name = parse(storage, localFolderKeys.myRoutinesName);
  const placement = parse(storage, localFolderKeys.placement);
  return {
    folders: Array.isArray(folders)
      ? folders.filter((folder): folder is { id: string; name: string } => isRecord(folder) && typeof folder.id === 'string' && typeof folder.name === 'string' && folder.name.trim() !== '' && folder.id !== MY_ROUTINES_FOLDER_ID)
      : [],
    myRoutinesName: typeof name === 'string' && name.trim() ? name.trim() : null,
    placement: isRecord(placement) ? Object.fromEntries(Object.entries(placement).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {},
  };
}

export function forgetLocalFolders(storage: Storage): void {
  Object.values(localFolderKeys).forEach((key) => storage.removeItem(key));
}

/**
 * The server changes that recreate the local folders: each folder under a new id, My Routines' name when it was
 * changed, and the moves of the routines that still exist. `collapsed` carries the collapse states to the new ids.
 */
export function migrationOf(
  local: LocalFolders,
  options: { newId: () => string; routineIds: ReadonlySet<string>; collapsed: Readonly<Record<string, boolean>> },
): { changes: FolderChange[]; collapsed: Record<string, boolean> } {
  const newIds = new Map(local.folders.map((folder) => [folder.id, options.newId()]));
  const changes: FolderChange[] = local.folders.map((folder) => createFolder(newIds.get(folder.id) ?? '', folder.name.trim()));
  if (local.myRoutinesName && local.myRoutinesName !== MY_ROUTINES_DEFAULT_NAME) changes.push(renameFolder(MY_ROUTINES_FOLDER_ID, local.myRoutinesName));
  for (const [routineId, folderId] of Object.entries(local.placement)) {
    const target = newIds.get(folderId);
    if (target && options.routineIds.has(routineId)) changes.push(moveRoutine(routineId, target));
  }
  const collapsed = Object.fromEntries(
    Object.entries(options.collapsed).flatMap(([folderId, value]) => {
      if (folderId === MY_ROUTINES_FOLDER_ID) return [[folderId, value]];
      const target = newIds.get(folderId);
      return target ? [[target, value]] : [];
    }),
  );
  return { changes, collapsed };
}
