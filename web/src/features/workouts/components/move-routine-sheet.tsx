import { Check, Folder as FolderIcon } from 'lucide-react';
import type { RoutineFolder } from '../../../../../shared/api-types';
import { BottomSheet, SheetBody, SheetClose, SheetOption } from '../../../components/ui/bottom-sheet';
import { useToast } from '../../../components/ui/use-toast';
import { moveRoutine } from '../folders/folder-changes';
import { queueFolderChange } from '../folders/routine-folders';

interface MoveRoutineSheetProps {
  routine: { id: string; name: string };
  /** The folder the routine sits in now. */
  folderId: string;
  folders: readonly RoutineFolder[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Move to folder: every folder, the routine's own one checked; the move is queued like every other change. */
export function MoveRoutineSheet({ routine, folderId, folders, open, onOpenChange }: MoveRoutineSheetProps) {
  const { toast } = useToast();

  function moveTo(targetId: string) {
    onOpenChange(false);
    if (targetId === folderId) return;
    queueFolderChange(moveRoutine(routine.id, targetId));
    toast({ title: 'Routine moved' });
  }

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="Move to folder" description={routine.name}>
      <SheetBody>
        <ul aria-label="Folders" className="flex flex-col">
          {folders.map((folder) => (
            <li key={folder.id}>
              <SheetOption
                icon={<FolderIcon className="size-5 shrink-0 text-slate-500" aria-hidden />}
                current={folder.id === folderId}
                onSelect={() => moveTo(folder.id)}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate">{folder.name}</span>
                  {folder.id === folderId ? <Check className="size-5 shrink-0 text-blue-600" aria-hidden /> : null}
                </span>
              </SheetOption>
            </li>
          ))}
        </ul>
        <SheetClose className="min-h-12 rounded-xl border-t border-slate-100 font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
          Cancel
        </SheetClose>
      </SheetBody>
    </BottomSheet>
  );
}
