import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../../test/support/memory-storage';
import { forgetLocalFolders, localFolderKeys, migrationOf, readLocalFolders } from './local-folders';

function storedFolders() {
  const storage = new MemoryStorage();
  storage.setItem(localFolderKeys.folders, JSON.stringify([{ id: 'uuid-legs', name: 'Legs' }, { id: 'uuid-push', name: 'Push' }, { id: 3 }, { id: 'my-routines', name: 'Dup' }]));
  storage.setItem(localFolderKeys.myRoutinesName, JSON.stringify('Mine'));
  storage.setItem(localFolderKeys.placement, JSON.stringify({ squat: 'uuid-legs', gone: 'uuid-legs', bench: 'uuid-missing', row: 7 }));
  return storage;
}

describe('local folders (before they moved to the server)', () => {
  it('reads nothing when this browser never had folders', () => {
    expect(readLocalFolders(new MemoryStorage())).toBeNull();
  });

  it('reads the folders, My Routines name and placements, skipping malformed entries', () => {
    expect(readLocalFolders(storedFolders())).toEqual({
      folders: [
        { id: 'uuid-legs', name: 'Legs' },
        { id: 'uuid-push', name: 'Push' },
      ],
      myRoutinesName: 'Mine',
      placement: { squat: 'uuid-legs', gone: 'uuid-legs', bench: 'uuid-missing' },
    });
  });

  it('becomes server changes under new ids: folders first, then the rename, then the moves of routines that still exist', () => {
    const local = readLocalFolders(storedFolders())!;
    let count = 0;
    const { changes, collapsed } = migrationOf(local, {
      newId: () => `new-${++count}`,
      routineIds: new Set(['squat', 'bench']),
      collapsed: { 'uuid-push': true, 'my-routines': true, 'uuid-gone': true },
    });
    expect(changes).toEqual([
      { type: 'routine-folder', kind: 'create', folder: { id: 'new-1', name: 'Legs' } },
      { type: 'routine-folder', kind: 'create', folder: { id: 'new-2', name: 'Push' } },
      { type: 'routine-folder', kind: 'rename', folderId: 'my-routines', name: 'Mine' },
      { type: 'routine-folder', kind: 'move', routineId: 'squat', folderId: 'new-1' },
    ]);
    expect(collapsed).toEqual({ 'new-2': true, 'my-routines': true });
  });

  it('drops the local copy', () => {
    const storage = storedFolders();
    forgetLocalFolders(storage);
    expect(readLocalFolders(storage)).toBeNull();
  });
});
