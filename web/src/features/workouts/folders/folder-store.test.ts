import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../../test/support/memory-storage';
import { createFolderStore, folderStorageKeys, MY_ROUTINES_FOLDER_ID, type FolderStore } from './folder-store';

let storage: MemoryStorage;
let store: FolderStore;
let ids: number;

const reopen = () => createFolderStore(() => storage, () => `folder-${++ids}`);
const names = (target: FolderStore = store) => target.getSnapshot().folders.map((folder) => folder.name);

beforeEach(() => {
  storage = new MemoryStorage();
  ids = 0;
  store = reopen();
});

describe('folder store', () => {
  it('starts with My Routines only, open and empty', () => {
    expect(store.getSnapshot()).toEqual({ folders: [{ id: MY_ROUTINES_FOLDER_ID, name: 'My Routines' }], collapsed: {}, placement: {} });
  });

  it("adds folders named 'New Folder' after My Routines", () => {
    expect(store.addFolder()).toBe('folder-1');
    store.addFolder();
    expect(names()).toEqual(['My Routines', 'New Folder', 'New Folder']);
  });

  it('keeps folders, collapse states, the My Routines name and placements across page loads', () => {
    const legs = store.addFolder();
    store.renameFolder(legs, 'Leg days');
    store.renameFolder(MY_ROUTINES_FOLDER_ID, 'Mine');
    store.toggleCollapsed(legs);
    store.moveRoutine('plan-1', legs);

    const reloaded = reopen();
    expect(reloaded.getSnapshot()).toEqual({
      folders: [
        { id: MY_ROUTINES_FOLDER_ID, name: 'Mine' },
        { id: legs, name: 'Leg days' },
      ],
      collapsed: { [legs]: true },
      placement: { 'plan-1': legs },
    });
    expect(Object.keys(JSON.parse(storage.getItem(folderStorageKeys.placement) ?? '{}'))).toEqual(['plan-1']);
  });

  it('trims names and ignores blank ones', () => {
    const folder = store.addFolder();
    expect(store.renameFolder(folder, '  Push  ')).toBe(true);
    expect(store.renameFolder(folder, '   ')).toBe(false);
    expect(store.renameFolder('missing', 'Pull')).toBe(false);
    expect(names()).toEqual(['My Routines', 'Push']);
  });

  it('never deletes My Routines; deleting another folder sends its routines back there', () => {
    const folder = store.addFolder();
    store.moveRoutine('plan-1', folder);
    store.moveRoutine('plan-2', folder);
    store.toggleCollapsed(folder);

    store.deleteFolder(MY_ROUTINES_FOLDER_ID);
    store.deleteFolder(folder);

    expect(store.getSnapshot()).toEqual({ folders: [{ id: MY_ROUTINES_FOLDER_ID, name: 'My Routines' }], collapsed: {}, placement: {} });
  });

  it('restores a deleted folder in its place with its routines and collapse state (Undo), keeping later changes', () => {
    const first = store.addFolder();
    const second = store.addFolder();
    store.renameFolder(first, 'Push');
    store.moveRoutine('plan-1', first);
    store.moveRoutine('plan-2', first);
    store.toggleCollapsed(first);
    const before = store.getSnapshot();

    store.deleteFolder(first);
    store.moveRoutine('plan-2', second);
    store.restoreFolder(before, first);

    expect(names()).toEqual(['My Routines', 'Push', 'New Folder']);
    expect(store.getSnapshot().placement).toEqual({ 'plan-1': first, 'plan-2': second });
    expect(store.getSnapshot().collapsed).toEqual({ [first]: true });
    expect(names(reopen())).toEqual(['My Routines', 'Push', 'New Folder']);

    store.restoreFolder(before, first);
    expect(names()).toEqual(['My Routines', 'Push', 'New Folder']);
  });

  it('moves routines between folders; back in My Routines the placement is dropped', () => {
    const folder = store.addFolder();
    store.moveRoutine('plan-1', folder);
    store.moveRoutine('plan-1', 'missing');
    expect(store.getSnapshot().placement).toEqual({ 'plan-1': folder });

    store.moveRoutine('plan-1', MY_ROUTINES_FOLDER_ID);
    expect(store.getSnapshot().placement).toEqual({});
  });

  it('forgets a deleted routine', () => {
    const folder = store.addFolder();
    store.moveRoutine('plan-1', folder);
    store.forgetRoutine('plan-1');
    expect(store.getSnapshot().placement).toEqual({});
  });

  it('toggles collapse', () => {
    store.toggleCollapsed(MY_ROUTINES_FOLDER_ID);
    expect(store.getSnapshot().collapsed).toEqual({ [MY_ROUTINES_FOLDER_ID]: true });
    store.toggleCollapsed(MY_ROUTINES_FOLDER_ID);
    expect(store.getSnapshot().collapsed).toEqual({ [MY_ROUTINES_FOLDER_ID]: false });
  });

  it('tells subscribers of each change and keeps one snapshot between changes', () => {
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);

    store.addFolder();
    expect(calls).toBe(1);
    expect(store.getSnapshot()).not.toBe(before);

    unsubscribe();
    store.addFolder();
    expect(calls).toBe(1);
  });

  it('ignores malformed stored values', () => {
    storage.setItem(folderStorageKeys.folders, JSON.stringify([{ id: 'a', name: 'Ok' }, { id: 3 }, 'x', { id: MY_ROUTINES_FOLDER_ID, name: 'Dup' }]));
    storage.setItem(folderStorageKeys.collapsed, '{not json');
    storage.setItem(folderStorageKeys.myRoutinesName, JSON.stringify('  '));
    storage.setItem(folderStorageKeys.placement, JSON.stringify({ 'plan-1': 'a', 'plan-2': 7 }));

    expect(reopen().getSnapshot()).toEqual({
      folders: [
        { id: MY_ROUTINES_FOLDER_ID, name: 'My Routines' },
        { id: 'a', name: 'Ok' },
      ],
      collapsed: {},
      placement: { 'plan-1': 'a' },
    });
  });

  it('keeps working in memory when storage is blocked', () => {
    const blocked = createFolderStore(() => {
      throw new Error('SecurityError');
    }, () => 'folder-x');
    blocked.addFolder();
    expect(names(blocked)).toEqual(['My Routines', 'New Folder']);
  });
});
