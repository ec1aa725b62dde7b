import { BottomSheet, SheetBody } from '../ui/bottom-sheet';
import { Button } from '../ui/button';
import type { OutboxRefusal } from '../../lib/outbox/outbox-entry';

interface RefusalsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refusals: readonly OutboxRefusal[];
  onDismiss: () => void;
}

/** What the server refused for good, what went with it, and that everything else was kept. */
export function RefusalsSheet({ open, onOpenChange, refusals, onDismiss }: RefusalsSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="Changes not saved" description="The server refused these changes made on this phone.">
      <SheetBody>
        <ul className="flex flex-col gap-3 text-sm text-slate-800">
          {refusals.map((refusal) => (
            <li key={refusal.entry.id} className="rounded-lg border border-red-200 bg-red-50 p-3">
              <p className="font-semibold">{refusal.entry.label}</p>
              <p>{refusal.message}</p>
              {refusal.dependents.length > 0 && (
                <p className="mt-1 text-slate-700">Also not saved: {refusal.dependents.map((entry) => entry.label).join(', ')}</p>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">Everything else you logged was kept and saved.</p>
        <Button className="mt-4 w-full" onClick={onDismiss}>
          OK
        </Button>
      </SheetBody>
    </BottomSheet>
  );
}
