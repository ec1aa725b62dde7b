/**
 * Routine folders, kept on the server (issue 27: the same folders on every device). Spec 000's rules stay: a default
 * folder 'My Routines' that can be renamed and never deleted, new folders named 'New Folder', blank names refused.
 * Used by the plans Lambda to validate and by the web app to pre-check.
 */
import * as z from './zod';
import { deviceId } from './sessions';
import { userText } from './text';

/** The default folder's fixed id: every person has it, it is never stored as a folder of its own. */
export const MY_ROUTINES_FOLDER_ID = 'my-routines';
export const MY_ROUTINES_DEFAULT_NAME = 'My Routines';
export const NEW_FOLDER_NAME = 'New Folder';

/** Beyond the spec: folders a person may have besides My Routines, so the list is one bounded read. */
export const MAX_ROUTINE_FOLDERS = 50;
export const MAX_FOLDER_NAME_LENGTH = 60;

export const FOLDER_LIMIT_REACHED = `You can have at most ${MAX_ROUTINE_FOLDERS} folders.`;
export const FOLDER_NOT_FOUND = 'Folder not found';
export const MY_ROUTINES_NOT_DELETABLE = 'My Routines cannot be deleted.';
export const FOLDER_NAME_REQUIRED = 'Folder name is required.';

const strictBody = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}.` : 'The request body must be a JSON object.',
};

const folderName = userText('Folder name', 'single-line', { error: 'name must be text.' }).check(
  z.trim(),
  z.minLength(1, FOLDER_NAME_REQUIRED),
  z.maxLength(MAX_FOLDER_NAME_LENGTH, `Folder name must be at most ${MAX_FOLDER_NAME_LENGTH} characters.`),
);

/** POST /api/routine-folders: the id is chosen on the device (the change may wait offline); the name defaults to 'New Folder'. */
export const createRoutineFolderSchema = z.strictObject(
  {
    id: deviceId,
    name: z._default(folderName, NEW_FOLDER_NAME),
  },
  strictBody,
);

/** PUT /api/routine-folders/{id} (My Routines included). */
export const renameRoutineFolderSchema = z.strictObject({ name: folderName }, strictBody);

/** A folder id in a path or body: My Routines' fixed id or a time-ordered id (anything else names no folder: 404). */
export const folderIdText = z.string({ error: 'folderId must be text or null.' }).check(z.maxLength(64, 'folderId is too long.'));

/** PUT /api/workout-plans/{id}/folder: null (or My Routines' id) puts the routine back in My Routines. */
export const moveRoutineSchema = z.strictObject({ folderId: z.nullable(folderIdText) }, strictBody);

/** `?kind=` of GET /api/plans/user: 'routine' (spec 000's list, the default) or 'plan' (training plans, spec 001). */
export const planKindField = z._default(z.enum(['routine', 'plan'], { error: "kind must be 'routine' or 'plan'." }), 'routine');

export type CreateRoutineFolderRequest = z.input<typeof createRoutineFolderSchema>;
export type RenameRoutineFolderRequest = z.input<typeof renameRoutineFolderSchema>;
export type MoveRoutineRequest = z.input<typeof moveRoutineSchema>;
