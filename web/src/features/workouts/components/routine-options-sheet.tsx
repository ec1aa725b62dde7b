import { FolderInput, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { BottomSheet, SheetBody, SheetClose, SheetOption } from '../../../components/ui/bottom-sheet';
import { editRoutinePath } from '../../../lib/paths';

interface RoutineOptionsSheetProps {
  routine: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMove: () => void;
  onDelete: () => void;
}

/** A routine's menu: Edit, Move to folder, Delete. */
export function RoutineOptionsSheet({ routine, open, onOpenChange, onMove, onDelete }: RoutineOptionsSheetProps) {
  const navigate = useNavigate();
  const iconClass = 'size-5 shrink-0';

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={routine.name}>
      <SheetBody>
        <div className="flex flex-col">
          <SheetOption icon={<Pencil className={iconClass} aria-hidden />} onSelect={() => navigate(editRoutinePath(routine.id))}>
            Edit Routine
          </SheetOption>
          <SheetOption icon={<FolderInput className={iconClass} aria-hidden />} onSelect={onMove}>
            Move to Folder
          </SheetOption>
          <SheetOption icon={<Trash2 className={iconClass} aria-hidden />} onSelect={onDelete} destructive>
            Delete Routine
          </SheetOption>
        </div>
        <SheetClose className="min-h-12 rounded-xl border-t border-slate-100 font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600">
          Close
        </SheetClose>
      </SheetBody>
    </BottomSheet>
  );
}
