/**
 * Changes to routine folders (issue 27: folders live on the server). A change is queued in the person's outbox and
 * shown at once: what the screen shows is the server's folders and routines with the changes still waiting applied
 * on top, so a refetch never hides one and an offline change survives a reload.
 */
import type { RoutineFolder } from '../../../../../shared/api-types';
import { MY_ROUTINES_FOLDER_ID, NEW_FOLDER_NAME } from '../../../../../shared/schemas/routine-folders';
import type { OutboxInput } from '../../../lib/outbox/outbox-entry';
import { outboxRequest } from '../../../lib/outbox/outbox-request';

export type FolderChange = { type: 'routine-folder' } & (
  | { kind: 'create'; folder: RoutineFolder }
  | { kind: 'rename'; folderId: string; name: string }
  | { kind: 'delete'; folderId: string }
  | { kind: 'move'; routineId: string; folderId: string | null }
);

export const isFolderChange = (value: unknown): value is FolderChange =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'routine-folder';

export const createFolder = (id: string, name = NEW_FOLDER_NAME): FolderChange => ({ type: 'routine-folder', kind: 'create', folder: { id, name } });
export const renameFolder = (folderId: string, name: string): FolderChange => ({ type: 'routine-folder', kind: 'rename', folderId, name: name.trim() });
export const deleteFolder = (folderId: string): FolderChange => ({ type: 'routine-folder', kind: 'delete', folderId });
/** My Routines is stored as no folder (null). */
export const moveRoutine = (routineId: string, folderId: string): FolderChange => ({
  type: 'routine-folder',
  kind: 'move',
  routineId,
  folderId: folderId === MY_ROUTINES_FOLDER_ID ? null : folderId,
});

/** The folders once these changes are made (a rename or delete of a folder that is not there changes nothing). */
export function applyFolderChanges(folders: readonly RoutineFolder[], changes: readonly FolderChange[]): RoutineFolder[] {
  return changes.reduce<RoutineFolder[]>((list, change) => {
    if (change.kind === 'create') return list.some((folder) => folder.id === change.folder.id) ? list : [...list, change.folder];
    if (change.kind === 'rename') return list.map((folder) => (folder.id === change.folderId ? { ...folder, name: change.name } : folder));
    if (change.kind === 'delete') return change.folderId === MY_ROUTINES_FOLDER_ID ? list : list.filter((folder) => folder.id !== change.folderId);
    return list;
  }, [...folders]);
}

/** Each routine's folder once these moves are made. */
export function applyPlacementChanges<Routine extends { id: string; folderId: string | null }>(routines: readonly Routine[], changes: readonly FolderChange[]): Routine[] {
  const moves = new Map(changes.flatMap((change) => (change.kind === 'move' ? [[change.routineId, change.folderId] as const] : [])));
  return routines.map((routine) => (moves.has(routine.id) ? { ...routine, folderId: moves.get(routine.id) ?? null } : routine));
}

/** The outbox entry of a change: its request, its words for a refusal, and what it needs created first. */
export function folderChangeEntry(change: FolderChange): OutboxInput {
  switch (change.kind) {
    case 'create':
      return {
        request: outboxRequest('POST /api/routine-folders', { body: { id: change.folder.id, name: change.folder.name } }, { repeatable: true }),
        label: 'New folder',
        change,
        creates: [change.folder.id],
      };
    case 'rename':
      return {
        request: outboxRequest('PUT /api/routine-folders/{id}', { params: { id: change.folderId }, body: { name: change.name } }, { repeatable: true }),
        label: 'Rename folder',
        change,
        requires: [change.folderId],
      };
    case 'delete':
      return { request: outboxRequest('DELETE /api/routine-folders/{id}', { params: { id: change.folderId } }, { repeatable: true }), label: 'Delete folder', change, requires: [change.folderId] };
    case 'move':
      return {
        request: outboxRequest('PUT /api/workout-plans/{id}/folder', { params: { id: change.routineId }, body: { folderId: change.folderId } }, { repeatable: true }),
        label: 'Move routine',
        change,
        // A routine or folder made offline is made first; when its create is refused, the move goes too.
        requires: [change.routineId, ...(change.folderId ? [change.folderId] : [])],
      };
  }
}
