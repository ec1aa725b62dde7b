import { describe, expect, it } from 'vitest';
import { MY_ROUTINES_FOLDER_ID, type FolderState } from './folder-store';
import { foldersWithRoutines } from './folders-with-routines';

const state: FolderState = {
  folders: [
    { id: MY_ROUTINES_FOLDER_ID, name: 'My Routines' },
    { id: 'legs', name: 'Legs' },
    { id: 'empty', name: 'Empty' },
  ],
  collapsed: { legs: true },
  placement: { squat: 'legs', lunge: 'legs', bench: 'deleted-folder' },
};

const routines = ['bench', 'squat', 'row', 'lunge'].map((id) => ({ id }));

describe('foldersWithRoutines', () => {
  it('puts each routine in its folder in list order, and the unplaced or orphaned ones in My Routines', () => {
    expect(foldersWithRoutines(state, routines)).toEqual([
      { id: MY_ROUTINES_FOLDER_ID, name: 'My Routines', isCollapsed: false, routines: [{ id: 'bench' }, { id: 'row' }] },
      { id: 'legs', name: 'Legs', isCollapsed: true, routines: [{ id: 'squat' }, { id: 'lunge' }] },
      { id: 'empty', name: 'Empty', isCollapsed: false, routines: [] },
    ]);
  });
});
