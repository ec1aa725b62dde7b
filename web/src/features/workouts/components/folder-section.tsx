import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import type { PlanSummary, RoutineFolder } from '../../../../../shared/api-types';
import { MY_ROUTINES_FOLDER_ID } from '../../../../../shared/schemas/routine-folders';
import { cn } from '../../../lib/cn';
import { toggleFolderCollapsed } from '../folders/collapsed-folders';
import type { FolderWithRoutines } from '../folders/folders-with-routines';
import { RoutineCard } from './routine-card';

interface FolderSectionProps {
  folder: FolderWithRoutines<PlanSummary>;
  /** Every folder, for Move to folder. */
  folders: readonly RoutineFolder[];
  onRename: (folder: RoutineFolder) => void;
  onDelete: (folder: RoutineFolder) => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600';

/** A collapsible folder of routine cards; My Routines can be renamed but not deleted. */
export function FolderSection({ folder, folders, onRename, onDelete }: FolderSectionProps) {
  const nameId = `folder-${folder.id}-name`;
  const contentId = `folder-${folder.id}-routines`;
  const count = folder.routines.length;

  return (
    <section aria-labelledby={nameId} className="rounded-2xl border border-slate-200 bg-slate-50">
      <div className="flex items-center gap-1 p-1">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={!folder.isCollapsed}
            aria-controls={contentId}
            onClick={() => toggleFolderCollapsed(folder.id)}
            className="flex min-h-11 w-full items-center gap-2 rounded-xl px-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <ChevronDown aria-hidden className={cn('size-5 shrink-0 text-slate-500 transition-transform', folder.isCollapsed && '-rotate-90')} />
            <span id={nameId} className="min-w-0 truncate font-semibold">
              {folder.name}
            </span>
            <span className="shrink-0 rounded-full bg-slate-200 px-2 text-xs font-medium text-slate-700">
              {count}
              <span className="sr-only">{count === 1 ? ' routine' : ' routines'}</span>
            </span>
          </button>
        </h3>
        <button type="button" aria-label={`Rename folder ${folder.name}`} onClick={() => onRename(folder)} className={iconButton}>
          <Pencil className="size-4" aria-hidden />
        </button>
        {folder.id === MY_ROUTINES_FOLDER_ID ? null : (
          <button type="button" aria-label={`Delete folder ${folder.name}`} onClick={() => onDelete(folder)} className={iconButton}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        )}
      </div>
      <div id={contentId} hidden={folder.isCollapsed} className="flex flex-col gap-3 px-3 pb-3">
        {count > 0 ? (
          folder.routines.map((routine) => <RoutineCard key={routine.id} routine={routine} folderId={folder.id} folders={folders} />)
        ) : (
          <p className="px-1 text-sm text-slate-500">No routines in this folder</p>
        )}
      </div>
    </section>
  );
}
