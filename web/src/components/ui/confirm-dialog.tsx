import { BottomSheet, SheetBody, SheetClose } from './bottom-sheet';
import { Button } from './button';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The destructive button's text. */
  confirmLabel: string;
  /** Runs on confirm; closing the dialog is up to it (at once, or once the action succeeds). */
  onConfirm: () => void;
  /** Disables the confirm button and shows a spinner while the action runs. */
  isPending?: boolean;
}

/** Asks before a destructive action: Cancel, or the confirm button. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, isPending = false }: ConfirmDialogProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <SheetBody>
        <div className="grid grid-cols-2 gap-3">
          <SheetClose asChild>
            <Button variant="secondary">Cancel</Button>
          </SheetClose>
          <Button variant="destructive" disabled={isPending} aria-busy={isPending || undefined} onClick={onConfirm}>
            {isPending ? <Spinner className="size-4" /> : null}
            {confirmLabel}
          </Button>
        </div>
      </SheetBody>
    </BottomSheet>
  );
}
