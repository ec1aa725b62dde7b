import { useState, type FormEvent } from 'react';
import { BottomSheet, SheetBody, SheetClose } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useToast } from '../../../components/ui/use-toast';
import type { RoutineFolder } from '../../../../../shared/api-types';
import { renameFolder } from '../folders/folder-changes';
import { queueFolderChange } from '../folders/routine-folders';

interface EditFolderNameDialogProps {
  /** The folder being renamed; null closes the dialog. */
  folder: RoutineFolder | null;
  onClose: () => void;
}

/** 'Edit Folder Name' with Cancel and Save; Save is disabled while the name is blank (spec 000 section 5). */
export function EditFolderNameDialog({ folder, onClose }: EditFolderNameDialogProps) {
  return (
    <BottomSheet open={folder !== null} onOpenChange={(open) => !open && onClose()} title="Edit Folder Name">
      <SheetBody>{folder ? <FolderNameForm key={folder.id} folder={folder} onClose={onClose} /> : null}</SheetBody>
    </BottomSheet>
  );
}

function FolderNameForm({ folder, onClose }: { folder: RoutineFolder; onClose: () => void }) {
  const [name, setName] = useState(folder.name);
  const { toast } = useToast();
  const inputId = `folder-name-${folder.id}`;

  function save(event: FormEvent) {
    event.preventDefault();
    if (name.trim() && name.trim() !== folder.name) {
      queueFolderChange(renameFolder(folder.id, name));
      toast({ title: 'Folder renamed' });
    }
    onClose();
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-4">
      <div>
        <Label htmlFor={inputId}>Folder name</Label>
        <Input id={inputId} value={name} onChange={(event) => setName(event.target.value)} autoFocus onFocus={(event) => event.target.select()} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SheetClose asChild>
          <Button variant="secondary">Cancel</Button>
        </SheetClose>
        <Button type="submit" disabled={!name.trim()}>
          Save
        </Button>
      </div>
    </form>
  );
}
