/** The workouts feature's public surface: its screen paths and the routine folders kept in this browser. */
export { editRoutinePath, routinePaths } from './paths';
export { folderStore, useFolderState } from './folders/folders';
export { MY_ROUTINES_FOLDER_ID, type Folder, type FolderState } from './folders/folder-store';
