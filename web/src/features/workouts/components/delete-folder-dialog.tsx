import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { offerUndo } from '../../../components/ui/undo-toast';
import { myRoutinesFolder, type Folder } from '../folders/folder-store';
import { folderStore, useFolderState } from '../folders/folders';

interface DeleteFolderDialogProps {
  /** The folder to delete; null closes the dialog. */
  folder: Folder | null;
  onClose: () => void;
}

/**
 * Beyond the spec: deleting a folder keeps its routines, which go back to My Routines. Folders live in this browser
 * only, so the delete is made at once and Undo puts the folder back as it was (issue 27).
 */
export function DeleteFolderDialog({ folder, onClose }: DeleteFolderDialogProps) {
  const myRoutines = myRoutinesFolder(useFolderState());
  return (
    <ConfirmDialog
      open={folder !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete folder ${folder?.name ?? ''}`}
      description={`Its routines move to ${myRoutines.name}.`}
      confirmLabel="Delete"
      onConfirm={() => {
        if (folder) {
          const before = folderStore.getSnapshot();
          folderStore.deleteFolder(folder.id);
          offerUndo({ title: 'Folder deleted', commit: () => undefined, undo: () => folderStore.restoreFolder(before, folder.id) });
        }
        onClose();
      }}
    />
  );
}
