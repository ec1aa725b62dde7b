import { describe, expect, it } from 'vitest';
import { applyFolderChanges, applyPlacementChanges, createFolder, deleteFolder, folderChangeEntry, moveRoutine, renameFolder } from './folder-changes';

const mine = { id: 'my-routines', name: 'My Routines' };

describe('folder changes shown over the server folders', () => {
  it('adds, renames and deletes folders; My Routines is never deleted; a change twice is made once', () => {
    const created = createFolder('f1');
    expect(applyFolderChanges([mine], [created, created, renameFolder('f1', '  Legs '), createFolder('f2', 'Push'), deleteFolder('my-routines'), deleteFolder('f2')])).toEqual([
      mine,
      { id: 'f1', name: 'Legs' },
    ]);
  });

  it('moves routines, My Routines being no folder; the last move wins', () => {
    const routines = [
      { id: 'a', folderId: null },
      { id: 'b', folderId: 'f1' },
    ];
    expect(applyPlacementChanges(routines, [moveRoutine('a', 'f1'), moveRoutine('b', 'my-routines'), moveRoutine('a', 'f2')])).toEqual([
      { id: 'a', folderId: 'f2' },
      { id: 'b', folderId: null },
    ]);
  });

  it('becomes one request each, a move needing its routine and folder created first', () => {
    expect(folderChangeEntry(createFolder('f1', 'Legs'))).toMatchObject({
      request: { route: 'POST /api/routine-folders', input: { body: { id: 'f1', name: 'Legs' } } },
      creates: ['f1'],
    });
    expect(folderChangeEntry(moveRoutine('r1', 'f1'))).toMatchObject({ request: { route: 'PUT /api/workout-plans/{id}/folder', input: { params: { id: 'r1' }, body: { folderId: 'f1' } } }, requires: ['r1', 'f1'] });
    expect(folderChangeEntry(moveRoutine('r1', 'my-routines'))).toMatchObject({ request: { input: { body: { folderId: null } } }, requires: ['r1'] });
    expect(folderChangeEntry(deleteFolder('f1')).request).toEqual({ route: 'DELETE /api/routine-folders/{id}', input: { params: { id: 'f1' } }, repeatable: true });
  });
});
