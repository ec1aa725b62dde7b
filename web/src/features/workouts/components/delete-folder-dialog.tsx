import type { RoutineFolder } from '../../../../../shared/api-types';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { offerUndo } from '../../../components/ui/undo-toast';
import { currentOutbox } from '../../../lib/outbox/outbox-runtime';
import { deleteFolder } from '../folders/folder-changes';
import { queueFolderChange } from '../folders/routine-folders';

interface DeleteFolderDialogProps {
  /** The folder to delete; null closes the dialog. */
  folder: RoutineFolder | null;
  myRoutinesName: string;
  onClose: () => void;
}

/**
 * Beyond the spec: deleting a folder keeps its routines, which go back to My Routines. The delete waits in the outbox
 * for its undo window (held): the folder is gone from the screen at once, Undo takes the change back out, and only
 * then does it go to the server (issue 27).
 */
export function DeleteFolderDialog({ folder, myRoutinesName, onClose }: DeleteFolderDialogProps) {
  return (
    <ConfirmDialog
      open={folder !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete folder ${folder?.name ?? ''}`}
      description={`Its routines move to ${myRoutinesName}.`}
      confirmLabel="Delete"
      onConfirm={() => {
        if (folder) {
          const entry = queueFolderChange(deleteFolder(folder.id), { held: true });
          offerUndo({
            title: 'Folder deleted',
            commit: () => currentOutbox()?.release(entry.id),
            undo: () => void currentOutbox()?.withdraw(entry.id),
          });
        }
        onClose();
      }}
    />
  );
}
