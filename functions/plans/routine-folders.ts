/**
 * Routine folders on the server (issue 27): the same folders on every device. My Routines is every person's first
 * folder (its name in the folder settings); the others are the person's own items, at most MAX_ROUTINE_FOLDERS, so the
 * list is one Query. Only the caller's folders exist for the caller: anyone else's id is 404, like a missing one.
 */
import type { RoutineFolder } from '../../shared/api-types';
import {
  FOLDER_LIMIT_REACHED,
  FOLDER_NOT_FOUND,
  MAX_ROUTINE_FOLDERS,
  MY_ROUTINES_DEFAULT_NAME,
  MY_ROUTINES_FOLDER_ID,
  MY_ROUTINES_NOT_DELETABLE,
} from '../../shared/schemas/routine-folders';
import { StaleWrite } from '../lib/db/transact';
import { BadRequest, Conflict, NotFound } from '../lib/errors';
import { isTimeOrderedId } from '../lib/ids';
import { withRetries } from '../lib/retries';
import type { RoutineFolderRecord } from './records';
import { deleteRoutineFolder, findRoutineFolder, findRoutineFolders, putRoutineFolder, renameRoutineFolder, updateRoutineFolderSettings } from './repository';

const toFolder = (record: Pick<RoutineFolderRecord, 'id' | 'name'>): RoutineFolder => ({ id: record.id, name: record.name });

const retrying = <T>(attempt: () => Promise<T>) => withRetries(attempt, { conflictMessage: 'Your folders were changed at the same time. Please try again.' });

/** My Routines, then the caller's folders oldest first. */
export async function listRoutineFolders(userId: string): Promise<RoutineFolder[]> {
  const { folders, settings } = await findRoutineFolders({ userId, maxFolders: MAX_ROUTINE_FOLDERS });
  return [{ id: MY_ROUTINES_FOLDER_ID, name: settings?.myRoutinesName ?? MY_ROUTINES_DEFAULT_NAME }, ...folders.map(toFolder)];
}

/**
 * A new folder with the id the device chose. The same id again (a change sent twice) answers the folder as it is
 * (`created: false`); a person with MAX_ROUTINE_FOLDERS folders gets 409.
 */
export async function createRoutineFolder(userId: string, input: { id: string; name: string }): Promise<{ folder: RoutineFolder; created: boolean }> {
  return retrying(async () => {
    const at = new Date().toISOString();
    const outcome = await putRoutineFolder({ userId, folder: { id: input.id, name: input.name, createdAt: at, updatedAt: at }, maxFolders: MAX_ROUTINE_FOLDERS });
    if (outcome === 'full') throw new Conflict(FOLDER_LIMIT_REACHED);
    if (outcome === 'created') return { folder: toFolder(input), created: true };
    const existing = await findRoutineFolder({ userId, folderId: input.id });
    // Deleted between the two reads: decide again.
    if (!existing) throw new StaleWrite();
    return { folder: toFolder(existing), created: false };
  });
}

export async function renameFolder(userId: string, folderId: string, name: string): Promise<RoutineFolder> {
  if (folderId === MY_ROUTINES_FOLDER_ID) {
    await updateRoutineFolderSettings({ userId, myRoutinesName: name });
    return { id: folderId, name };
  }
  const renamed = isTimeOrderedId(folderId) ? await renameRoutineFolder({ userId, folderId, name, now: new Date() }) : undefined;
  if (!renamed) throw new NotFound(FOLDER_NOT_FOUND);
  return toFolder(renamed);
}

/** Deletes the folder; its routines are then in My Routines (their folder id names nothing). */
export async function deleteFolder(userId: string, folderId: string): Promise<void> {
  if (folderId === MY_ROUTINES_FOLDER_ID) throw new BadRequest(MY_ROUTINES_NOT_DELETABLE);
  if (!isTimeOrderedId(folderId) || !(await deleteRoutineFolder({ userId, folderId }))) throw new NotFound(FOLDER_NOT_FOUND);
}
