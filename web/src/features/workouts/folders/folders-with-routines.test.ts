import { describe, expect, it } from 'vitest';
import { MY_ROUTINES_FOLDER_ID } from '../../../../../shared/schemas/routine-folders';
import { foldersWithRoutines } from './folders-with-routines';

const folders = [
  { id: MY_ROUTINES_FOLDER_ID, name: 'My Routines' },
  { id: 'legs', name: 'Legs' },
  { id: 'empty', name: 'Empty' },
];

const routines = [
  { id: 'bench', folderId: 'deleted-folder' },
  { id: 'squat', folderId: 'legs' },
  { id: 'row', folderId: null },
  { id: 'lunge', folderId: 'legs' },
];

describe('foldersWithRoutines', () => {
  it('puts each routine in its folder in list order, and the unplaced or orphaned ones in My Routines', () => {
    expect(foldersWithRoutines(folders, routines, { legs: true })).toEqual([
      { id: MY_ROUTINES_FOLDER_ID, name: 'My Routines', isCollapsed: false, routines: [routines[0], routines[2]] },
      { id: 'legs', name: 'Legs', isCollapsed: true, routines: [routines[1], routines[3]] },
      { id: 'empty', name: 'Empty', isCollapsed: false, routines: [] },
    ]);
  });
});
