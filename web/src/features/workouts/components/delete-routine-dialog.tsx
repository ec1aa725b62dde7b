import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteRoutine } from '../api/use-delete-routine';
import { SheetClose, SheetDialog } from './sheet-dialog';

interface DeleteRoutineDialogProps {
  routine: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Deleting a routine asks first (spec 000 section 5). */
export function DeleteRoutineDialog({ routine, open, onOpenChange }: DeleteRoutineDialogProps) {
  const deleteRoutine = useDeleteRoutine();

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={`Delete ${routine.name}`} description="Are you sure you want to delete this routine?">
      <div className="grid grid-cols-2 gap-3">
        <SheetClose asChild>
          <Button variant="secondary">Cancel</Button>
        </SheetClose>
        <Button
          variant="destructive"
          disabled={deleteRoutine.isPending}
          aria-busy={deleteRoutine.isPending}
          onClick={() => deleteRoutine.mutate(routine.id, { onSuccess: () => onOpenChange(false) })}
        >
          {deleteRoutine.isPending ? <Spinner className="size-4" /> : null}
          Delete
        </Button>
      </div>
    </SheetDialog>
  );
}
