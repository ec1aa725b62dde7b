import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { myRoutinesFolder, type Folder } from '../folders/folder-store';
import { folderStore, useFolderState } from '../folders/folders';

interface DeleteFolderDialogProps {
  /** The folder to delete; null closes the dialog. */
  folder: Folder | null;
  onClose: () => void;
}

/** Beyond the spec: deleting a folder keeps its routines, which go back to My Routines. */
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
        if (folder) folderStore.deleteFolder(folder.id);
        onClose();
      }}
    />
  );
}
