import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderPlus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';
import { myPlansQueryOptions } from '../../plans';
import type { Folder } from '../folders/folder-store';
import { folderStore, useFolderState } from '../folders/folders';
import { foldersWithRoutines } from '../folders/folders-with-routines';
import { routinePaths } from '../paths';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { EditFolderNameDialog } from './edit-folder-name-dialog';
import { FolderSection } from './folder-section';

/** Routines: New Routine, Explore Routines, a new-folder button and the folders of the person's routines. */
export function RoutinesSection() {
  return (
    <section aria-labelledby="routines-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="routines-heading" className="text-lg font-semibold">
          Routines
        </h2>
        <button
          type="button"
          aria-label="New folder"
          onClick={() => folderStore.addFolder()}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
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
      <RoutineFolders />
    </section>
  );
}

function RoutineFolders() {
  const { user } = useAuth();
  const plans = useInfiniteQuery(myPlansQueryOptions());
  const folderState = useFolderState();
  const [renaming, setRenaming] = useState<Folder | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);

  // Spec 000 section 6: only routines whose userId is the signed-in person's.
  const routines = useMemo(() => plans.data?.pages.flatMap((page) => page.items).filter((plan) => plan.userId === user?.id) ?? [], [plans.data, user?.id]);
  const folders = useMemo(() => foldersWithRoutines(folderState, routines), [folderState, routines]);

  if (plans.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
        <Spinner />
        Loading routines...
      </div>
    );
  }
  if (plans.isError) return <LoadFailed title={null} message="Failed to load routines." onRetry={() => void plans.refetch()} layout="section" />;

  return (
    <>
      {routines.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center">
          <p className="font-semibold">No routines yet</p>
          <p className="text-sm text-slate-600">Create a routine with New Routine to start it here in one tap.</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        {folders.map((folder) => (
          <FolderSection key={folder.id} folder={folder} onRename={setRenaming} onDelete={setDeleting} />
        ))}
      </div>
      {plans.hasNextPage ? (
        <Button variant="secondary" onClick={() => plans.fetchNextPage()} disabled={plans.isFetchingNextPage} aria-busy={plans.isFetchingNextPage}>
          {plans.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          Load more
        </Button>
      ) : null}
      <EditFolderNameDialog folder={renaming} onClose={() => setRenaming(null)} />
      <DeleteFolderDialog folder={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
