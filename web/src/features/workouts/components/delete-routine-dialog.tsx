import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteRoutine } from '../api/use-delete-routine';

interface DeleteRoutineDialogProps {
  routine: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Deleting a routine asks first (spec 000 section 5); the dialog closes once the routine is deleted. */
export function DeleteRoutineDialog({ routine, open, onOpenChange }: DeleteRoutineDialogProps) {
  const deleteRoutine = useDeleteRoutine();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${routine.name}`}
      description="Are you sure you want to delete this routine?"
      confirmLabel="Delete"
      isPending={deleteRoutine.isPending}
      onConfirm={() => deleteRoutine.mutate(routine.id, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
