import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderPlus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { MAX_ROUTINE_FOLDERS } from '../../../../../shared/schemas/routine-folders';
import { timeOrderedId } from '../../../../../shared/ids';
import type { PlanSummary, RoutineFolder } from '../../../../../shared/api-types';
import { myRoutinesQueryOptions } from '../../../lib/queries/plan-queries';
import { useCollapsedFolders } from '../folders/collapsed-folders';
import { createFolder } from '../folders/folder-changes';
import { foldersWithRoutines } from '../folders/folders-with-routines';
import { queueFolderChange, useRoutineFolders } from '../folders/routine-folders';
import { routinePaths } from '../../../lib/paths';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { EditFolderNameDialog } from './edit-folder-name-dialog';
import { FolderSection } from './folder-section';
import { UnsentRoutines } from './unsent-routines';

const useRoutinesQuery = () => useInfiniteQuery(myRoutinesQueryOptions());

/** Routines: New Routine, Explore Routines, a new-folder button and the folders of the person's routines (kept on the server). */
export function RoutinesSection() {
  const routines = useRoutinesQuery();
  const { user } = useAuth();
  // Spec 000 section 6: only routines whose userId is the signed-in person's.
  const mine = useMemo(() => routines.data?.pages.flatMap((page) => page.items).filter((plan) => plan.userId === user?.id) ?? [], [routines.data, user?.id]);
  const placed = useRoutineFolders(mine, routines.isSuccess);
  // My Routines is not counted against the cap.
  const full = placed.folders.length > MAX_ROUTINE_FOLDERS;
  return (
    <section aria-labelledby="routines-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="routines-heading" className="text-lg font-semibold">
          Routines
        </h2>
        <button
          type="button"
          aria-label="New folder"
          disabled={!placed.query.isSuccess || full}
          title={full ? `You can have at most ${MAX_ROUTINE_FOLDERS} folders.` : undefined}
          onClick={() => queueFolderChange(createFolder(timeOrderedId()))}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-50"
        >
          <FolderPlus className="size-5" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Link to={routinePaths.createRoutine} className={buttonClasses('secondary', 'px-2 text-sm whitespace-nowrap')}>
          <Plus className="size-4 shrink-0" aria-hidden />
          New Routine
        </Link>
        <Link to={routinePaths.exploreRoutines} className={buttonClasses('secondary', 'px-2 text-sm whitespace-nowrap')}>
          Explore Routines
        </Link>
      </div>
      <RoutineFolders plans={routines} placed={placed} />
    </section>
  );
}

interface RoutineFoldersProps {
  plans: ReturnType<typeof useRoutinesQuery>;
  placed: ReturnType<typeof useRoutineFolders<PlanSummary>>;
}

function RoutineFolders({ plans, placed }: RoutineFoldersProps) {
  const collapsed = useCollapsedFolders();
  const [renaming, setRenaming] = useState<RoutineFolder | null>(null);
  const [deleting, setDeleting] = useState<RoutineFolder | null>(null);
  const { routines: placedRoutines, folders: allFolders } = placed;
  const folders = useMemo(() => foldersWithRoutines(allFolders, placedRoutines, collapsed), [allFolders, placedRoutines, collapsed]);

  if (waitsForNetwork(plans, placed.query)) return <UnsentRoutines />;
  if (plans.isPending || placed.query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
        <Spinner />
        Loading routines...
      </div>
    );
  }
  // A failed refresh of what the phone kept (offline: issue 30) shows what was kept; only nothing to show is an error.
  if (plans.isError && !plans.data) return <LoadFailed title={null} message="Failed to load routines." onRetry={() => void plans.refetch()} layout="section" />;
  if (placed.query.isError && !placed.query.data) {
    return <LoadFailed title={null} message="Failed to load folders." onRetry={() => void placed.query.refetch()} layout="section" />;
  }

  return (
    <>
      {placedRoutines.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center">
          <p className="font-semibold">No routines yet</p>
          <p className="text-sm text-slate-600">Create a routine with New Routine to start it here in one tap.</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        {folders.map((folder) => (
          <FolderSection key={folder.id} folder={folder} folders={placed.folders} onRename={setRenaming} onDelete={setDeleting} />
        ))}
      </div>
      {plans.hasNextPage ? (
        <Button variant="secondary" onClick={() => plans.fetchNextPage()} disabled={plans.isFetchingNextPage} aria-busy={plans.isFetchingNextPage}>
          {plans.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          Load more
        </Button>
      ) : null}
      <EditFolderNameDialog folder={renaming} onClose={() => setRenaming(null)} />
      <DeleteFolderDialog folder={deleting} myRoutinesName={placed.folders[0]?.name ?? 'My Routines'} onClose={() => setDeleting(null)} />
    </>
  );
}
