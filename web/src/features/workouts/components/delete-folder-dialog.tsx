import { Button } from '../../../components/ui/button';
import { myRoutinesFolder, type Folder } from '../folders/folder-store';
import { folderStore, useFolderState } from '../folders/folders';
import { SheetClose, SheetDialog } from './sheet-dialog';

interface DeleteFolderDialogProps {
  /** The folder to delete; null closes the dialog. */
  folder: Folder | null;
  onClose: () => void;
}

/** Beyond the spec: deleting a folder keeps its routines, which go back to My Routines. */
export function DeleteFolderDialog({ folder, onClose }: DeleteFolderDialogProps) {
  const myRoutines = myRoutinesFolder(useFolderState());
  return (
    <SheetDialog
      open={folder !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete folder ${folder?.name ?? ''}`}
      description={`Its routines move to ${myRoutines.name}.`}
    >
      <div className="grid grid-cols-2 gap-3">
        <SheetClose asChild>
          <Button variant="secondary">Cancel</Button>
        </SheetClose>
        <Button
          variant="destructive"
          onClick={() => {
            if (folder) folderStore.deleteFolder(folder.id);
            onClose();
          }}
        >
          Delete
        </Button>
      </div>
    </SheetDialog>
  );
}
