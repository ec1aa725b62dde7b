import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteRoutine } from '../api/use-delete-routine';

interface DeleteRoutineDialogProps {
  routine: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Deleting a routine asks first (spec 000 section 5); once confirmed it goes at once, with Undo for a few seconds. */
export function DeleteRoutineDialog({ routine, open, onOpenChange }: DeleteRoutineDialogProps) {
  const deleteRoutine = useDeleteRoutine();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${routine.name}`}
      description="Are you sure you want to delete this routine?"
      confirmLabel="Delete"
      onConfirm={() => {
        onOpenChange(false);
        deleteRoutine(routine.id);
      }}
    />
  );
}
