import { useQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { PlanSummary, RoutineFolder } from '../../../../../shared/api-types';
import { timeOrderedId } from '../../../../../shared/ids';
import { queryClient } from '../../../lib/api';
import type { ApiPage } from '../../../lib/api-client';
import { currentOutbox, subscribeToCurrentOutbox } from '../../../lib/outbox/outbox-runtime';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries';
import { planKeys } from '../../../lib/queries/plan-queries';
import { collapsedFolders, setCollapsedFolders } from './collapsed-folders';
import { routineFolderKeys, routineFoldersQueryOptions } from '../../../lib/queries/routine-folder-queries';
import { applyFolderChanges, applyPlacementChanges, folderChangeEntry, isFolderChange, type FolderChange } from './folder-changes';
import { forgetLocalFolders, migrationOf, readLocalFolders } from './local-folders';
import { watchRoutineDeliveries } from '../routine-builder/routine-changes';

// ------------------------------------------------------------------------------------ changes waiting to be sent

/** The folder changes still in the outbox, in order (held deletes included: their folder is gone until Undo). */
function usePendingFolderChanges(): FolderChange[] {
  const entries = useOutboxEntries();
  return useMemo(() => entries.flatMap((entry) => (isFolderChange(entry.change) ? [entry.change] : [])), [entries]);
}

/** Queues a folder change (stored before it is sent); the screen shows it at once. `held` waits for its undo window. */
export function queueFolderChange(change: FolderChange, { held = false } = {}): OutboxEntry {
  const outbox = currentOutbox();
  if (!outbox) throw new Error('Not signed in');
  watchFolderDeliveries();
  return outbox.enqueue({ ...folderChangeEntry(change), ...(held && { held }) });
}

// ------------------------------------------------------------------- the cache follows what the outbox delivered

let watching = false;

/** A delivered change goes into the cached server data before it leaves the outbox view, so nothing flickers back. */
function showDelivered(change: FolderChange): void {
  if (change.kind === 'move') {
    queryClient.setQueryData<InfiniteData<ApiPage<PlanSummary>, string>>(
      planKeys.mine(),
      (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: applyPlacementChanges(page.items, [change]) })) },
    );
  } else {
    queryClient.setQueryData<RoutineFolder[]>(routineFolderKeys.all, (folders) => folders && applyFolderChanges(folders, [change]));
  }
}

/** Once per page: folder changes delivered or refused by the outbox update the cache and read the server again. */
function watchFolderDeliveries(): void {
  if (watching) return;
  watching = true;
  let stop: (() => void) | undefined;
  const attach = () => {
    stop?.();
    stop = currentOutbox()?.onSettled(({ entry, outcome }) => {
      if (!isFolderChange(entry.change)) return;
      if (outcome === 'sent') showDelivered(entry.change);
      if (outcome === 'withdrawn') return;
      const waiting = currentOutbox()?.entries.some((item) => isFolderChange(item.change)) ?? false;
      if (waiting && outcome === 'sent') return;
      void queryClient.invalidateQueries({ queryKey: routineFolderKeys.all });
      void queryClient.invalidateQueries({ queryKey: planKeys.mine() });
    });
  };
  attach();
  subscribeToCurrentOutbox(attach);
}

// ------------------------------------------------------------------------------------------- what the screen shows

/**
 * The person's folders and their routines' placement as the screen shows them: the server's, with the changes still
 * waiting in the outbox applied on top. Folders made before they moved to the server are sent up once, here.
 */
export function useRoutineFolders<Routine extends PlanSummary>(routines: readonly Routine[], routinesLoaded: boolean) {
  const server = useQuery(routineFoldersQueryOptions());
  const pending = usePendingFolderChanges();
  useEffect(() => {
    watchFolderDeliveries();
    watchRoutineDeliveries();
  }, []);
  useMigrateLocalFolders(routinesLoaded && server.isSuccess, routines);
  const folders = useMemo(() => applyFolderChanges(server.data ?? [], pending), [server.data, pending]);
  const placed = useMemo(() => applyPlacementChanges(routines, pending), [routines, pending]);
  return { query: server, folders, routines: placed };
}

/** Sends the folders this browser kept locally to the server, once, then forgets them (docs/decisions.md). */
function useMigrateLocalFolders(ready: boolean, routines: readonly PlanSummary[]): void {
  useEffect(() => {
    if (!ready || !currentOutbox()) return;
    let local;
    try {
      local = readLocalFolders(localStorage);
    } catch {
      return;
    }
    if (!local) return;
    const { changes, collapsed } = migrationOf(local, {
      newId: () => timeOrderedId(),
      routineIds: new Set(routines.map((routine) => routine.id)),
      collapsed: collapsedFolders(),
    });
    changes.forEach((change) => queueFolderChange(change));
    setCollapsedFolders(collapsed);
    forgetLocalFolders(localStorage);
  }, [ready, routines]);
}
